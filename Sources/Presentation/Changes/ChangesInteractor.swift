import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct ChangesInteractor: Sendable {
    private let threads: any ChangesRepository
    private let presenter: any ChangesPresentationLogic

    public init(threads: any ChangesRepository, presenter: any ChangesPresentationLogic) {
        self.threads = threads
        self.presenter = presenter
    }

    public func listChanges(_ request: Changes.ListChanges.Request) async throws {
        let since = try request.since.map { text in
            guard let state = ChangeState(text: text) else { throw ThreadsError.badChangeState(text: text) }
            return state
        }
        let changes = try await ListChanges(threads: threads)(since: since)
        presenter.presentListChanges(Changes.ListChanges.Response(changes: changes))
    }
}
