/// Each person's own state of one thread, on an inbox of several people: who starred it, who
/// muted it, and who has read each message (an export's `"starred_by"`, `"muted_by"` and
/// `"read_by"`, docs/team.md). Names as each person was first written, in the order they joined.
public struct PersonMarks: Equatable, Sendable {
    public var starredBy: [String]
    public var mutedBy: [String]
    /// By message: everyone who has read it.
    public var readBy: [MessageID: [String]]

    public init(starredBy: [String], mutedBy: [String], readBy: [MessageID: [String]]) {
        self.starredBy = starredBy
        self.mutedBy = mutedBy
        self.readBy = readBy
    }
}
