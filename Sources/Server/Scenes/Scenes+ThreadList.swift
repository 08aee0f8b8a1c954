import Presentation

extension Scenes {
    /// With an `envelope`, a page as `GET /v1/threads` answers it: the list in its envelope, with
    /// the cursor of the next page and the change log's state; without, the list's array alone.
    func threadList(_ view: ResponseView, envelope: ThreadListJSONPresenter.Envelope? = nil) -> ThreadListInteractor {
        ThreadListInteractor(threads: environment.threads, filters: environment.filters, clock: environment.clock,
                             presenter: ThreadListJSONPresenter(display: view, envelope: envelope))
    }

    /// The page's list (docs/web.md); with a `selection`, its "Older" link carries the cursor.
    func threadListPage(_ view: ResponseView, forms: HTMLForms, selection: ListCursor.Selection?) -> ThreadListInteractor {
        ThreadListInteractor(threads: environment.threads, filters: environment.filters, clock: environment.clock,
                             presenter: ThreadListHTMLPresenter(clock: environment.clock, forms: forms, selection: selection, display: view))
    }
}
