import Presentation

extension Scenes {
    func threadDetail(_ view: ResponseView) -> ThreadDetailInteractor {
        ThreadDetailInteractor(threads: environment.threads, presenter: ThreadDetailJSONPresenter(display: view))
    }
}
