import Domain
import Presentation

extension Scenes {
    /// The API's actions (`json`: no one to ask before a change by query; the client said what it
    /// wants, or asked a dry run) or the page's (`html`: a change by query to many threads asks
    /// first, as a page).
    func threadActions(_ view: ResponseView, as person: Person, format: ThreadActions.Format = .json, forms: HTMLForms = .none) -> ThreadActionsInteractor {
        let presenter: any ThreadActionsPresentationLogic
        switch format {
        case .text: presenter = ThreadActionsTextPresenter(display: view)
        case .json: presenter = ThreadActionsJSONPresenter(display: view)
        case .html: presenter = ThreadActionsHTMLPresenter(forms: forms, display: view)
        }
        return ThreadActionsInteractor(threads: environment.threads(environment.viewer(person)), filters: environment.filters, clock: environment.clock, presenter: presenter)
    }
}
