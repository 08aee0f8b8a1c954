import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct ThreadActionsInteractor: Sendable {
    private let threads: any ThreadActionsRepository
    private let clock: Clock
    private let presenter: any ThreadActionsPresentationLogic
    /// A change by query to more threads than this is a question first, unless confirmed.
    public static let confirmationThreshold = 20

    public init(threads: any ThreadActionsRepository, clock: Clock, presenter: any ThreadActionsPresentationLogic) {
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
        let message = try await PostMessage(threads: threads, clock: clock)(to: request.id, author: request.author, body: request.body)
        presenter.presentPostMessage(ThreadActions.PostMessage.Response(id: request.id, message: message))
    }

    public func changeThreads(_ request: ThreadActions.ChangeThreads.Request) async throws {
        guard let query = request.query else {
            try await ChangeThreads(threads: threads)(request.ids, applying: request.changes)
            return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: request.ids, changes: request.changes))
        }
        let filter = query.resolvingDates(now: clock.now())
        if request.dryRun || !request.confirmed {
            let page = try await ListThreads(threads: threads, clock: clock)(ThreadQuery(filter: filter, page: PageRequest(limit: nil), extras: []))
            let ids = page.items.map(\.thread.id).sorted()
            if request.dryRun || ids.count > Self.confirmationThreshold {
                return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(
                    ids: ids, changes: request.changes, byQuery: true, dryRun: request.dryRun, awaitsConfirmation: !request.dryRun))
            }
        }
        let ids = try await ChangeThreads(threads: threads)(matching: filter, applying: request.changes)
        presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, changes: request.changes, byQuery: true))
    }
}
