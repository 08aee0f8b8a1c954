/// A person on a thread's page, as a store keeps it: until `until` (milliseconds since 1970),
/// after which it is gone. One per person and thread: a second tab of the same person is the
/// same visit.
public struct VisitRecord: Equatable, Sendable {
    public var threadID: Int64
    /// As the person's name was written; `personKey` (`TextFold.key`) is what makes it one person.
    public var person: String
    public var personKey: String
    public var replying: Bool
    public var until: Int64

    public init(threadID: Int64, person: String, personKey: String, replying: Bool, until: Int64) {
        self.threadID = threadID
        self.person = person
        self.personKey = personKey
        self.replying = replying
        self.until = until
    }
}
