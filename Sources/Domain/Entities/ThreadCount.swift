/// How many threads a filter selects, and how many unread messages they hold (`threads count`).
public struct ThreadCount: Equatable, Sendable {
    public var threads: Int
    public var unreadMessages: Int

    public init(threads: Int, unreadMessages: Int) {
        self.threads = threads
        self.unreadMessages = unreadMessages
    }
}
