import Domain
import Presentation

extension Scenes {
    /// The API's tags (`json`, what `threads tags --format json` prints) or the page's, as links
    /// with their unread counts (`html`): the unread threads of `person`.
    func tags(_ view: ResponseView, as person: Person, format: Tags.Format = .json) -> TagsInteractor {
        let presenter: any TagsPresentationLogic
        switch format {
        case .text: presenter = TagsTextPresenter(display: view)
        case .json: presenter = TagsJSONPresenter(display: view)
        case .html: presenter = TagsHTMLPresenter(display: view)
        }
        return TagsInteractor(tags: environment.threads(environment.viewer(person)), presenter: presenter)
    }
}
