/// `threads people`: who is on the inbox, with each one's unread threads and assigned threads.
public struct ListPeople: Sendable {
    private let threads: any PeopleRepository

    public init(threads: any PeopleRepository) { self.threads = threads }

    public func callAsFunction() async throws -> [PersonSummary] {
        try await threads.listPeople()
    }
}
