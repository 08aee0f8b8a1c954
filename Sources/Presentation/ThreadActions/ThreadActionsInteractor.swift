import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct ThreadActionsInteractor: Sendable {
    private let threads: any ThreadActionsRepository
    private let clock: Clock
    private let presenter: any ThreadActionsPresentationLogic
    /// Asked before a change by query touches more than `confirmationThreshold` threads (a
    /// person at a terminal, without `--yes`); nil proceeds.
    private let confirm: (@Sendable ([ThreadChange], Int) async -> Bool)?

    /// A change by query to more threads than this asks first (when there is someone to ask).
    public static let confirmationThreshold = 20

    public init(threads: any ThreadActionsRepository, clock: Clock, presenter: any ThreadActionsPresentationLogic,
                confirm: (@Sendable ([ThreadChange], Int) async -> Bool)? = nil) {
        self.threads = threads
        self.clock = clock
        self.presenter = presenter
        self.confirm = confirm
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
            try await ChangeThreads(threads: threads)(request.changes, request.ids)
            return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(changes: request.changes, ids: request.ids))
        }
        let filter = query.resolvingDates(now: clock.now())
        if request.dryRun || confirm != nil {
            let page = try await ListThreads(threads: threads, clock: clock)(ThreadQuery(filter: filter, page: PageRequest(limit: nil), extras: []))
            let ids = page.items.map(\.thread.id).sorted()
            if request.dryRun {
                return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(changes: request.changes, ids: ids, byQuery: true, dryRun: true))
            }
            if ids.count > Self.confirmationThreshold, let confirm, !(await confirm(request.changes, ids.count)) {
                throw ThreadsError.changeDeclined
            }
        }
        let ids = try await ChangeThreads(threads: threads)(request.changes, matching: filter)
        presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(changes: request.changes, ids: ids, byQuery: true))
    }
}
