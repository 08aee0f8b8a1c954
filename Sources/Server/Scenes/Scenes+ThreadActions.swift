import Presentation

extension Scenes {
    /// No one to ask before a change by query: the client said what it wants (or asked a dry run).
    func threadActions(_ view: ResponseView) -> ThreadActionsInteractor {
        ThreadActionsInteractor(threads: environment.threads, filters: environment.filters, clock: environment.clock, presenter: ThreadActionsJSONPresenter(display: view))
    }

    /// The page's actions: a change by query to many threads asks first, as a page.
    func threadActionsPage(_ view: ResponseView, forms: HTMLForms) -> ThreadActionsInteractor {
        ThreadActionsInteractor(threads: environment.threads, filters: environment.filters, clock: environment.clock, presenter: ThreadActionsHTMLPresenter(forms: forms, display: view))
    }
}
