/// The query plan's output boundary.
public protocol QueryPlanPresentationLogic: Sendable {
    func presentExplainQuery(_ response: QueryPlan.ExplainQuery.Response)
}

/// The query plan's view.
public protocol QueryPlanDisplayLogic: Sendable {
    func displayExplainQuery(_ viewModel: QueryPlan.ExplainQuery.ViewModel)
}
