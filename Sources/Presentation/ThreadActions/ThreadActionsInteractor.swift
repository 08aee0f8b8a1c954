import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct ThreadActionsInteractor: Sendable {
    private let threads: any ThreadActionsRepository
    /// The list's role, held second: a change by query lists its threads first (its dry run,
    /// and the count its question names).
    private let list: any ThreadListRepository
    /// The saved filters a change by query may name (the page's bulk actions).
    private let filters: any SavedFiltersRepository
    private let clock: Clock
    private let presenter: any ThreadActionsPresentationLogic
    /// A change by query to more threads than this is a question first, unless confirmed.
    public static let confirmationThreshold = 20

    public init(threads: some ThreadActionsRepository & ThreadListRepository, filters: any SavedFiltersRepository, clock: Clock,
                presenter: any ThreadActionsPresentationLogic) {
        self.threads = threads
        list = threads
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
        let outcome = try await PostMessage(threads: threads, clock: clock)(to: request.id, author: request.author, body: request.body, unlessCrossedAfter: request.seen)
        presenter.presentPostMessage(ThreadActions.PostMessage.Response(id: request.id, outcome: outcome, body: request.body, at: clock.now()))
    }

    public func changeThreads(_ request: ThreadActions.ChangeThreads.Request) async throws {
        let change = request.change
        guard case .matching(let query) = request.subject else {
            let ids = try await ChangeThreads(threads: threads)(request.subject, applying: change)
            return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, change: change))
        }
        let filter = try await ResolveFilter(filters: filters)(FilterSelection(filter: query, savedFilterName: request.savedFilterName))
            .filter.resolvingDates(now: clock.now())
        guard request.dryRun || !request.confirmed || request.askedSelection != nil else {
            let ids = try await ChangeThreads(threads: threads)(.matching(filter), applying: change)
            return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, change: change, byQuery: true))
        }
        let page = try await ListThreads(threads: list, clock: clock)(ThreadQuery(filter: filter, page: PageRequest(limit: nil), extras: []))
        let ids = page.items.map(\.thread.id).sorted()
        let selection = Self.selection(ids)
        let changed = request.askedSelection.map { $0 != selection } ?? false
        guard !request.dryRun, !changed, request.confirmed || ids.count <= Self.confirmationThreshold else {
            var response = ThreadActions.ChangeThreads.Response(
                ids: ids, change: change, byQuery: true, dryRun: request.dryRun, awaitsConfirmation: !request.dryRun)
            response.selection = selection
            response.selectionChanged = changed
            return presenter.presentChangeThreads(response)
        }
        guard request.askedSelection != nil else {
            let ids = try await ChangeThreads(threads: threads)(.matching(filter), applying: change)
            return presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, change: change, byQuery: true))
        }
        // A yes to a question changes exactly the threads it asked about, which are still the
        // query's: not the query run again, which might find others by now.
        if !ids.isEmpty { _ = try await ChangeThreads(threads: threads)(.ids(ids), applying: change) }
        presenter.presentChangeThreads(ThreadActions.ChangeThreads.Response(ids: ids, change: change, byQuery: true))
    }
}
