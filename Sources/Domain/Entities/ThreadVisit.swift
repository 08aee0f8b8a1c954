import Foundation

/// Someone with a thread open on the page now, and whether they are writing a reply: what "who
/// else is here" shows (docs/team.md). A visit lasts `lasting` unless its page says so again, so
/// one whose page closed without a word is gone by then, and nothing about it is kept.
public struct ThreadVisit: Equatable, Sendable {
    public var person: Person
    /// Writing a reply, not only reading.
    public var isReplying: Bool

    /// How long a visit lasts unless said again. A page says so every 1.5 s (docs/web.md), so a
    /// visit outlives a missed beat or two, and a page closed without a word is gone within 5 s.
    public static let lasting: TimeInterval = 5

    public init(person: Person, isReplying: Bool = false) {
        self.person = person
        self.isReplying = isReplying
    }

    /// What a page says of its person on a thread.
    public enum Note: Equatable, Sendable {
        /// Here, until `lasting` from now.
        case here(ThreadVisit)
        /// Gone now (the page closed).
        case left(Person)

        public var person: Person {
            switch self {
            case .here(let visit): visit.person
            case .left(let person): person
            }
        }
    }
}
