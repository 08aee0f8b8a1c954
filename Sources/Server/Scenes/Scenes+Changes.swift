import Presentation

extension Scenes {
    func changes(_ view: ResponseView) -> ChangesInteractor {
        ChangesInteractor(threads: environment.threads(nil), presenter: ChangesJSONPresenter(display: view))
    }
}
