import Domain
import Presentation

extension Scenes {
    /// The API's list (`json`: with an `envelope`, a page as `GET /v1/threads` answers it, with the
    /// cursor of the next page and the change log's state; without, the array alone) or the page's
    /// (`html`, docs/web.md; with a `selection`, its "Older" link carries the cursor).
    func threadList(_ view: ResponseView, as person: Person, format: ThreadList.Format = .json, forms: HTMLForms = .none,
                    envelope: ThreadListJSONPresenter.Envelope? = nil, selection: ListCursor.Selection? = nil) -> ThreadListInteractor {
        let clock = environment.clock
        let presenter: any ThreadListPresentationLogic
        switch format {
        case .text: presenter = ThreadListTablePresenter(width: Self.textWidth, clock: clock, display: view)
        case .tsv: presenter = ThreadListTSVPresenter(display: view)
        case .json: presenter = ThreadListJSONPresenter(display: view, envelope: envelope)
        case .html: presenter = ThreadListHTMLPresenter(clock: clock, forms: forms, selection: selection, display: view)
        }
        return ThreadListInteractor(threads: environment.threads(environment.viewer(person)), filters: environment.filters, clock: clock, presenter: presenter)
    }
}
