/// How the store would read a query (`--explain`): checked and dated as a list would be, then asked.
public struct ExplainQuery: Sendable {
    private let threads: any QueryPlanRepository
    private let clock: Clock

    public init(threads: any QueryPlanRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// The filter as the store sees it (relative dates fixed at now) and the store's explanation.
    public func callAsFunction(_ query: ThreadQuery, selection: Bool) async throws -> (filter: ThreadFilter, explanation: QueryExplanation) {
        var checked = query
        checked.filter = try query.filter.checked(now: clock.now())
        return (checked.filter, try await threads.explainQuery(checked, selection: selection))
    }
}
