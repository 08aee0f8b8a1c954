import Domain

/// A stored thread with its counters. Times are milliseconds since 1970 UTC, as stored.
public struct ThreadRecord: Equatable, Sendable {
    public var id: Int64
    /// Identity across imports.
    public var key: String
    public var title: String
    public var starred: Bool
    public var archived: Bool
    public var muted: Bool
    public var createdAt: Int64
    /// Newest message's time, else `createdAt`.
    public var lastActivityAt: Int64
    /// Messages in all.
    public var messageCount: Int
    /// Unread messages.
    public var unreadCount: Int
    /// Whom it is assigned to, as written; nil for no one.
    public var assignee: String?

    public init(id: Int64, key: String, title: String, starred: Bool, archived: Bool, createdAt: Int64, lastActivityAt: Int64, messageCount: Int, unreadCount: Int,
                muted: Bool = false, assignee: String? = nil) {
        self.assignee = assignee
        self.id = id
        self.key = key
        self.title = title
        self.starred = starred
        self.archived = archived
        self.muted = muted
        self.createdAt = createdAt
        self.lastActivityAt = lastActivityAt
        self.messageCount = messageCount
        self.unreadCount = unreadCount
    }
}

/// A stored message.
public struct MessageRecord: Equatable, Sendable {
    /// Row id; larger means added later.
    public var id: Int64
    /// The thread it belongs to.
    public var threadID: Int64
    public var author: String
    public var body: String
    /// Sent time in milliseconds.
    public var sentAt: Int64
    public var read: Bool
    /// Mail's `Message-ID` and the ids it refers to; read with a thread's detail, not on list pages.
    public var messageID: String?
    public var references: [String]

    public init(id: Int64, threadID: Int64, author: String, body: String, sentAt: Int64, read: Bool, messageID: String? = nil, references: [String] = []) {
        self.id = id
        self.threadID = threadID
        self.author = author
        self.body = body
        self.sentAt = sentAt
        self.read = read
        self.messageID = messageID
        self.references = references
    }
}

/// What a store returns for one page of the list.
public struct ThreadRows: Equatable, Sendable {
    /// The page's threads, in order.
    public var threads: [ThreadRecord]
    /// Participants of each thread on the page, in order.
    public var participants: [Int64: [String]]
    /// The newest message of each thread on the page that has one.
    public var lastMessages: [Int64: MessageRecord]
    /// Threads matching the filter over all pages; nil unless the query wanted counts.
    public var matchingCount: Int?
    /// Threads in the filter's archived scope; nil unless the query wanted counts.
    public var scopeCount: Int?
    /// More threads match than `matchingCount` (`ThreadPage.matchingCountIsLowerBound`).
    public var matchingCountIsLowerBound: Bool
    /// The tags of each thread on the page that has any, as written, in no particular order.
    public var tags: [Int64: [String]]

    public init(threads: [ThreadRecord], participants: [Int64: [String]], lastMessages: [Int64: MessageRecord], matchingCount: Int?, scopeCount: Int?,
                matchingCountIsLowerBound: Bool = false, tags: [Int64: [String]] = [:]) {
        self.tags = tags
        self.threads = threads
        self.participants = participants
        self.lastMessages = lastMessages
        self.matchingCount = matchingCount
        self.scopeCount = scopeCount
        self.matchingCountIsLowerBound = matchingCountIsLowerBound
    }
}

/// A saved filter as stored: its name and its definition as JSON.
public struct SavedFilterRecord: Equatable, Sendable {
    public var name: String
    /// The JSON written by `SavedFilterCodec`.
    public var definition: String

    public init(name: String, definition: String) {
        self.name = name
        self.definition = definition
    }
}

/// An API token as stored: never its secret, only the secret's SHA-256 (lowercase hex).
public struct TokenRecord: Equatable, Sendable {
    public var name: String
    public var hash: String
    /// `TokenScope`'s raw value.
    public var scope: String
    /// Milliseconds since 1970 UTC, as every stored time.
    public var createdAt: Int64
    /// Nil until first used; rewritten only when older than `useNotingInterval`.
    public var lastUsedAt: Int64?
    /// Whom the token speaks for, as written; nil for the token's own name (every token made
    /// before schema 017).
    public var person: String?

    /// A use is written down at most once per this many milliseconds (a minute), so a busy
    /// client does not turn every request into a write.
    public static let useNotingInterval: Int64 = 60_000

    public init(name: String, hash: String, scope: String, createdAt: Int64, lastUsedAt: Int64? = nil, person: String? = nil) {
        self.name = name
        self.hash = hash
        self.scope = scope
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.person = person
    }

    /// What a stored token grants now: its scope (`TokenScope`'s raw value) and whom it speaks
    /// for (its person, else its name).
    public struct Standing: Equatable, Sendable {
        public var scope: String
        public var person: String

        public init(scope: String, person: String) {
            self.scope = scope
            self.person = person
        }
    }

    /// Whether a use at `usedAt` is written over `lastUsedAt`: when never used, or last noted
    /// more than `useNotingInterval` before (a clock that went back writes nothing).
    public static func notesUse(at usedAt: Int64, after lastUsedAt: Int64?) -> Bool {
        guard let lastUsedAt else { return true }
        return usedAt - lastUsedAt > useNotingInterval
    }
}

/// What a store returns for one thread shown whole.
public struct FullThreadRows: Equatable, Sendable {
    public var thread: ThreadRecord
    /// Its participants, in order.
    public var participants: [String]
    /// Its messages, oldest first; equal times in the order added.
    public var messages: [MessageRecord]
    /// Its tags as written, in no particular order.
    public var tags: [String]
    /// Everyone's own state of it: read by an export (`forEachThread`) of an inbox with people.
    public var marks: PersonMarks?

    public init(thread: ThreadRecord, participants: [String], messages: [MessageRecord], tags: [String] = [], marks: PersonMarks? = nil) {
        self.marks = marks
        self.tags = tags
        self.thread = thread
        self.participants = participants
        self.messages = messages
    }
}

/// The change log as stored: the database's origin and newest sequence, and the threads
/// changed after the sequence asked about (ascending ids).
public struct ChangeLogRecords: Equatable, Sendable {
    public var origin: String
    public var sequence: Int64
    public var threadIDs: [Int64]

    public init(origin: String, sequence: Int64, threadIDs: [Int64]) {
        self.origin = origin
        self.sequence = sequence
        self.threadIDs = threadIDs
    }
}
