/// The counts of `threads stats`.
public struct InboxStatistics: Equatable, Sendable {
    /// Threads in all, archived included.
    public var threads: Int
    /// Messages in all.
    public var messages: Int
    public var starred: Int
    /// Threads with at least one unread message, muted ones left out.
    public var unreadThreads: Int
    public var unreadMessages: Int
    public var archived: Int
    /// Muted threads (their unread messages are not counted above).
    public var muted: Int
    /// Bytes the store takes on disk, when it has a disk.
    public var sizeBytes: Int64?

    public init(threads: Int, messages: Int, starred: Int, unreadThreads: Int, unreadMessages: Int, archived: Int, sizeBytes: Int64?, muted: Int = 0) {
        self.threads = threads
        self.messages = messages
        self.starred = starred
        self.unreadThreads = unreadThreads
        self.unreadMessages = unreadMessages
        self.archived = archived
        self.muted = muted
        self.sizeBytes = sizeBytes
    }
}
