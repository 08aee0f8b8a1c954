import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct PeopleInteractor: Sendable {
    private let threads: any PeopleRepository
    private let presenter: any PeoplePresentationLogic

    public init(threads: any PeopleRepository, presenter: any PeoplePresentationLogic) {
        self.threads = threads
        self.presenter = presenter
    }

    public func listPeople(_ request: People.ListPeople.Request) async throws {
        let people = try await ListPeople(threads: threads)()
        presenter.presentListPeople(People.ListPeople.Response(people: people))
    }
}
