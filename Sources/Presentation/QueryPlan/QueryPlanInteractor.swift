import Domain

/// Resolves the filter as a list would, then asks the store how it would read it.
public struct QueryPlanInteractor: Sendable {
    private let threads: any QueryPlanRepository
    private let filters: any SavedFiltersRepository
    private let clock: Clock
    private let presenter: any QueryPlanPresentationLogic

    public init(threads: any QueryPlanRepository, filters: any SavedFiltersRepository, clock: Clock, presenter: any QueryPlanPresentationLogic) {
        self.threads = threads
        self.filters = filters
        self.clock = clock
        self.presenter = presenter
    }

    public func explainQuery(_ request: QueryPlan.ExplainQuery.Request) async throws {
        let resolved = try await ResolveFilter(filters: filters)(request.filter)
        let query = ThreadQuery(filter: resolved.filter, sort: resolved.sort ?? .recent, page: request.page, extras: [])
        let (filter, explanation) = try await ExplainQuery(threads: threads, clock: clock)(query, selection: request.selection)
        presenter.presentExplainQuery(QueryPlan.ExplainQuery.Response(filter: filter, explanation: explanation))
    }
}
