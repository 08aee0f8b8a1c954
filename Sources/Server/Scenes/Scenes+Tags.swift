import Presentation

extension Scenes {
    func tags(_ view: ResponseView) -> TagsInteractor {
        TagsInteractor(tags: environment.threads, presenter: TagsJSONPresenter(display: view))
    }

    /// The page's tags, as links with their unread counts.
    func tagsPage(_ view: ResponseView) -> TagsInteractor {
        TagsInteractor(tags: environment.threads, presenter: TagsHTMLPresenter(display: view))
    }
}
