import Domain

/// The thread list's logic: resolves the filter, asks for the page with what the presenter
/// shows, hands the result on. It never formats text.
public struct ThreadListInteractor: Sendable {
    private let threads: any ThreadListRepository
    private let filters: any SavedFiltersRepository
    private let clock: Clock
    private let presenter: any ThreadListPresentationLogic

    public init(threads: any ThreadListRepository, filters: any SavedFiltersRepository, clock: Clock, presenter: any ThreadListPresentationLogic) {
        self.threads = threads
        self.filters = filters
        self.clock = clock
        self.presenter = presenter
    }

    /// Errors propagate to the caller, and nothing is presented.
    public func listThreads(_ request: ThreadList.ListThreads.Request) async throws {
        let resolved = try await ResolveFilter(filters: filters)(request.filter)
        let filter = ThreadList.Filter.Response(filter: resolved.filter, sort: resolved.sort ?? .recent)
        let query = ThreadQuery(filter: filter.filter, sort: filter.sort, page: request.page, extras: presenter.extras)
        let result = try await ListThreads(threads: threads, clock: clock)(query)
        presenter.presentListThreads(ThreadList.ListThreads.Response(filter: filter, page: request.page, result: result))
    }

    /// The filter is resolved as the list resolves it (a saved filter's sort does not matter here).
    public func countThreads(_ request: ThreadList.CountThreads.Request) async throws {
        let resolved = try await ResolveFilter(filters: filters)(request.filter)
        let count = try await CountThreads(threads: threads, clock: clock)(resolved.filter)
        presenter.presentCountThreads(ThreadList.CountThreads.Response(filter: resolved.filter, count: count))
    }
}
