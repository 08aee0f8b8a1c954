import Data
import Domain
import Presentation

extension Composition {
    /// `--explain`: the query, the statement and the plan, as text.
    func queryPlan(store: any DataStore, output: SceneOutput<QueryPlan.Format>) -> QueryPlanInteractor {
        let presenter: any QueryPlanPresentationLogic
        switch output.format {
        case .text: presenter = QueryPlanTextPresenter(display: view(colors: false))
        }
        return QueryPlanInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), filters: StoreFilterRepository(store: store),
                                   clock: environment.clock, presenter: presenter)
    }
}

extension QueryPlan.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: QueryPlanDisplayLogic {
    func displayExplainQuery(_ viewModel: QueryPlan.ExplainQuery.ViewModel) { show(viewModel) }
}
