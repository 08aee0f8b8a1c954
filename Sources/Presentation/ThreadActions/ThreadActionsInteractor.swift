import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct ThreadActionsInteractor: Sendable {
    private let threads: any ThreadEditing
    private let clock: Clock
    private let presenter: any ThreadActionsPresentationLogic

    public init(threads: any ThreadEditing, clock: Clock, presenter: any ThreadActionsPresentationLogic) {
        self.threads = threads
        self.clock = clock
        self.presenter = presenter
    }

    public func startThread(_ request: ThreadActions.StartThread.Request) async throws {
        let id = try await StartThread(threads: threads, clock: clock)(
            title: request.title, participants: request.participants, body: request.body, author: request.author)
        presenter.presentStartThread(ThreadActions.StartThread.Response(id: id))
    }

    public func postMessage(_ request: ThreadActions.PostMessage.Request) async throws {
        try await PostMessage(threads: threads, clock: clock)(to: request.id, author: request.author, body: request.body)
        presenter.presentPostMessage(ThreadActions.PostMessage.Response(id: request.id))
    }

    public func changeThreads(_ request: ThreadActions.ChangeThreads.Request) async throws {
        try await ChangeThreads(threads: threads)(request.change, request.ids)
        presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(change: request.change, ids: request.ids))
    }
}
