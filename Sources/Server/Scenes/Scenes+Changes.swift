import Presentation

extension Scenes {
    func changes(_ view: ResponseView) -> ChangesInteractor {
        ChangesInteractor(threads: environment.threads, presenter: ChangesJSONPresenter(display: view))
    }
}
