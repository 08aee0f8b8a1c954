import Presentation

extension Scenes {
    func threadList(_ view: ResponseView) -> ThreadListInteractor {
        ThreadListInteractor(threads: environment.threads, filters: environment.filters, clock: environment.clock,
                             presenter: ThreadListJSONPresenter(display: view))
    }
}
