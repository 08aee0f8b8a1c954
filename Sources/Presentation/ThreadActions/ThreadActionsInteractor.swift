import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct ThreadActionsInteractor: Sendable {
    private let threads: any ThreadActionsRepository
    /// The saved filters a change by query may name (the page's bulk actions).
    private let filters: any SavedFiltersRepository
    private let clock: Clock
    private let presenter: any ThreadActionsPresentationLogic
    /// A change by query to more threads than this is a question first, unless confirmed.
    public static let confirmationThreshold = 20

    public init(threads: any ThreadActionsRepository, filters: any SavedFiltersRepository, clock: Clock, presenter: any ThreadActionsPresentationLogic) {
        self.threads = threads
        self.filters = filters
        self.clock = clock
        self.presenter = presenter
    }

    /// The threads a question names, as a short fingerprint its yes carries back: their number
    /// and a hash of their ids.
    static func selection(_ ids: [ThreadID]) -> String {
        "\(ids.count)-" + String(ContentHash.of(ids.map { String($0.rawValue) }.joined(separator: ",")), radix: 36)
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
        let filter = try await ResolveFilter(filters: filters)(FilterSelection(filter: query, savedFilterName: request.savedFilterName))
            .filter.resolvingDates(now: clock.now())
        guard request.dryRun || !request.confirmed || request.askedSelection != nil else {
            let ids = try await ChangeThreads(threads: threads)(matching: filter, applying: request.changes)
            return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, changes: request.changes, byQuery: true))
        }
        let page = try await ListThreads(threads: threads, clock: clock)(ThreadQuery(filter: filter, page: PageRequest(limit: nil), extras: []))
        let ids = page.items.map(\.thread.id).sorted()
        let selection = Self.selection(ids)
        let changed = request.askedSelection.map { $0 != selection } ?? false
        guard !request.dryRun, !changed, request.confirmed || ids.count <= Self.confirmationThreshold else {
            var response = ThreadActions.ChangeThreads.Response(
                ids: ids, changes: request.changes, byQuery: true, dryRun: request.dryRun, awaitsConfirmation: !request.dryRun)
            response.selection = selection
            response.selectionChanged = changed
            return presenter.presentChangeThreads(response)
        }
        guard request.askedSelection != nil else {
            let ids = try await ChangeThreads(threads: threads)(matching: filter, applying: request.changes)
            return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, changes: request.changes, byQuery: true))
        }
        // A yes to a question changes exactly the threads it asked about, which are still the
        // query's: not the query run again, which might find others by now.
        if !ids.isEmpty { try await ChangeThreads(threads: threads)(ids, applying: request.changes) }
        presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, changes: request.changes, byQuery: true))
    }
}
