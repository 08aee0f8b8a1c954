/// Where a database's change log stands: the `state` a client keeps to ask later what changed
/// (JMAP's state string). Every committed change to a thread moves `sequence` on; `origin` is
/// drawn once when the log is made, so a state from another database is never taken for this
/// one's.
public struct ChangeState: Equatable, Hashable, Sendable {
    /// The database's own random mark (lowercase hex).
    public var origin: String
    /// The newest change's number; 0 before any.
    public var sequence: Int64

    public init(origin: String, sequence: Int64) {
        self.origin = origin
        self.sequence = sequence
    }

    /// The opaque text clients hold: `ORIGIN-SEQUENCE`.
    public var text: String { origin + "-" + String(sequence) }

    /// The state `text` names, nil when it is not one this program wrote.
    public init?(text: String) {
        guard let dash = text.lastIndex(of: "-") else { return nil }
        let origin = text[..<dash], digits = text[text.index(after: dash)...]
        guard !origin.isEmpty, origin.utf8.count <= 64, origin.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
              !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let sequence = Int64(digits)
        else { return nil }
        self.init(origin: String(origin), sequence: sequence)
    }
}

/// What changed after a state: the state now, and the threads changed since (ascending ids).
/// A thread listed may have changed more than once, or been deleted since.
public struct ChangeSet: Equatable, Sendable {
    public var state: ChangeState
    public var changed: [ThreadID]

    public init(state: ChangeState, changed: [ThreadID]) {
        self.state = state
        self.changed = changed
    }
}
