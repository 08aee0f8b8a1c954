import Presentation

extension Scenes {
    func threadDetail(_ view: ResponseView) -> ThreadDetailInteractor {
        ThreadDetailInteractor(threads: environment.threads, presenter: ThreadDetailJSONPresenter(display: view))
    }

    /// The page's thread, its forms carrying the session's token; `tagField` as a refused post left it.
    func threadDetailPage(_ view: ResponseView, forms: HTMLForms, tagField: HTMLForms.Field = HTMLForms.Field()) -> ThreadDetailInteractor {
        ThreadDetailInteractor(threads: environment.threads,
                               presenter: ThreadDetailHTMLPresenter(clock: environment.clock, forms: forms, tagField: tagField, display: view))
    }
}
