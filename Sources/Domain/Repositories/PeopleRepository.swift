/// The people scene's role: one method per use case, named for it.
public protocol PeopleRepository: Sendable {
    /// Every person the inbox knows, the first person first, then in the order they joined, then
    /// those a token speaks for who have not joined yet, by name; each with their counts.
    func listPeople() async throws -> [PersonSummary]
}
