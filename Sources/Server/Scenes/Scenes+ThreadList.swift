import Presentation

extension Scenes {
    func threadList(_ view: ResponseView) -> ThreadListInteractor {
        ThreadListInteractor(threads: environment.threads, filters: environment.filters, clock: environment.clock,
                             presenter: ThreadListJSONPresenter(display: view))
    }

    /// A page as `GET /v1/threads` answers it: the list in its envelope, with the cursor of the
    /// next page bound to `selection` and the change log's `state`.
    func threadListPage(_ view: ResponseView, selection: ListCursor.Selection, state: String) -> ThreadListInteractor {
        ThreadListInteractor(threads: environment.threads, filters: environment.filters, clock: environment.clock,
                             presenter: ThreadListJSONPresenter(display: view, envelope: .init(selection: selection, state: state)))
    }
}
