import Presentation

extension Scenes {
    func tags(_ view: ResponseView) -> TagsInteractor {
        TagsInteractor(tags: environment.threads, presenter: TagsJSONPresenter(display: view))
    }
}
