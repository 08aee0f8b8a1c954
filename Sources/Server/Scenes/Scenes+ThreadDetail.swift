import Domain
import Presentation

extension Scenes {
    /// The API's thread (`json`) or the page's (`html`, its forms carrying the session's token;
    /// `tagField` as a refused post left it), chosen by format as the CLI's factory chooses.
    func threadDetail(_ view: ResponseView, as person: Person, format: ThreadDetail.Format = .json, forms: HTMLForms = .none,
                      tagField: HTMLForms.Field? = nil) -> ThreadDetailInteractor {
        let presenter: any ThreadDetailPresentationLogic
        switch format {
        case .text: presenter = ThreadDetailTextPresenter(width: Self.textWidth, clock: environment.clock, display: view)
        case .json: presenter = ThreadDetailJSONPresenter(display: view)
        case .html: presenter = ThreadDetailHTMLPresenter(clock: environment.clock, forms: forms, tagField: tagField ?? HTMLForms.Field(), display: view)
        }
        return ThreadDetailInteractor(threads: environment.threads(environment.viewer(person)), clock: environment.clock, presenter: presenter)
    }
}
