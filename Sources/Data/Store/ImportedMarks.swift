import Domain

/// Each person's own state of one imported thread, as its line gives it (docs/team.md): everyone
/// who read each message, starred or muted it (`"read_by"`, `"starred_by"`, `"muted_by"`), or,
/// where the line does not say (a file written before people, or by an inbox of one), the line's
/// `read`, `starred` and `muted` for the importing person and nothing for anyone else: to them
/// the thread arrives as a message does, unread.
public struct ImportedMarks: Sendable {
    private let read: [(isRead: Bool, by: Set<String>?)]
    private let starred: (Bool, Set<String>?)
    private let muted: (Bool, Set<String>?)
    /// Everyone the line names, in the order named.
    public let named: [Person]
    /// Whether the line says anything of anyone's own state by name.
    public let names: Bool

    public init(_ draft: ThreadDraft) {
        read = draft.messages.map { ($0.isRead, $0.readBy.map(Self.keys)) }
        starred = (draft.isStarred, draft.starredBy.map(Self.keys))
        muted = (draft.isMuted, draft.mutedBy.map(Self.keys))
        var seen = Set<String>(), named: [Person] = []
        for person in (draft.starredBy ?? []) + (draft.mutedBy ?? []) + draft.messages.flatMap({ $0.readBy ?? [] })
        where seen.insert(person.key).inserted {
            named.append(person)
        }
        self.named = named
        names = draft.starredBy != nil || draft.mutedBy != nil || draft.messages.contains { $0.readBy != nil }
    }

    /// One person's state of the thread: the ids of the messages they have read (of `messageIDs`,
    /// the thread's stored messages in the line's order), and their star and mute.
    public func state(of key: String, importing: Bool, messageIDs: [Int64]) -> (read: [Int64], starred: Bool, muted: Bool) {
        let read = zip(messageIDs, self.read).compactMap { id, message in
            (message.by.map { $0.contains(key) } ?? (importing && message.isRead)) ? id : nil
        }
        return (read, starred.1.map { $0.contains(key) } ?? (importing && starred.0), muted.1.map { $0.contains(key) } ?? (importing && muted.0))
    }

    /// How many messages the line has: an import stores each, in order.
    public var messageCount: Int { read.count }

    private static func keys(_ persons: [Person]) -> Set<String> { Set(persons.map(\.key)) }
}

/// The persons an import's lines name, each once, in the order first named: the order they join.
public struct NamedPersons: Sendable {
    public private(set) var persons: [Person] = []
    /// Whether any line said anything of anyone's own state by name.
    public private(set) var any = false
    private var keys = Set<String>()

    public init() {}

    public mutating func add(_ marks: ImportedMarks) {
        any = any || marks.names
        for person in marks.named where keys.insert(person.key).inserted { persons.append(person) }
    }
}
