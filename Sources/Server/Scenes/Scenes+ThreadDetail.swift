import Presentation

extension Scenes {
    func threadDetail(_ view: ResponseView) -> ThreadDetailInteractor {
        ThreadDetailInteractor(threads: environment.threads, presenter: ThreadDetailJSONPresenter(display: view))
    }

    /// The page's thread, its forms carrying the session's token.
    func threadDetailPage(_ view: ResponseView, forms: HTMLForms) -> ThreadDetailInteractor {
        ThreadDetailInteractor(threads: environment.threads, presenter: ThreadDetailHTMLPresenter(clock: environment.clock, forms: forms, display: view))
    }
}
