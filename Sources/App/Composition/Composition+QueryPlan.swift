import Data
import Domain
import Presentation

extension Composition {
    /// `--explain`: the query, the statement and the plan, as text.
    func queryPlan(store: any DataStore) -> QueryPlanInteractor {
        QueryPlanInteractor(threads: StoreThreadRepository(store: store), filters: StoreFilterRepository(store: store),
                            clock: environment.clock, presenter: QueryPlanTextPresenter(display: view(colors: false)))
    }
}

extension TerminalView: QueryPlanDisplayLogic {
    func displayExplainQuery(_ viewModel: QueryPlan.ExplainQuery.ViewModel) { show(viewModel) }
}
