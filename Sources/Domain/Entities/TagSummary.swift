/// One tag as `threads tags` lists it: its name as first written and how many threads carry it,
/// archived and muted ones too, and how many of those have unread messages.
public struct TagSummary: Equatable, Sendable {
    public var name: String
    public var threads: Int
    public var unreadThreads: Int

    public init(name: String, threads: Int, unreadThreads: Int) {
        self.name = name
        self.threads = threads
        self.unreadThreads = unreadThreads
    }
}
