import Foundation

/// Who asks, as a ring's edge found them: whose read state, stars and mutes a repository reads
/// and writes (docs/architecture.md, "A team's inbox"). A store call without one is the inbox's
/// first person's, as every call was before the inbox had people: a seed, an import, a test.
public struct Viewer: Hashable, Sendable {
    /// Who asks.
    public var person: Person
    /// Who the inbox takes as its first person when it has none yet: the ring's own "me" (the
    /// CLI's `$THREADS_USER` or login name, never `--as`; the server's owner). The first person
    /// keeps the state the inbox had before it had people.
    public var firstPerson: Person

    public init(_ person: Person, firstPerson: Person) {
        self.person = person
        self.firstPerson = firstPerson
    }
}
