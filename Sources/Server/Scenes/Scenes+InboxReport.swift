import Presentation

extension Scenes {
    func inboxReport(_ view: ResponseView) -> InboxReportInteractor {
        InboxReportInteractor(threads: environment.threads, presenter: InboxReportJSONPresenter(display: view))
    }
}
