/// One person as `threads people` lists them: how many threads are unread for them in their
/// inbox (neither archived nor muted by them), and how many open threads are assigned to them.
public struct PersonSummary: Equatable, Sendable {
    public var person: Person
    public var unreadThreads: Int
    public var assigned: Int

    public init(person: Person, unreadThreads: Int, assigned: Int) {
        self.person = person
        self.unreadThreads = unreadThreads
        self.assigned = assigned
    }
}
