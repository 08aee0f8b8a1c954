import Presentation

extension Scenes {
    func inboxReport(_ view: ResponseView) -> InboxReportInteractor {
        InboxReportInteractor(threads: environment.threads(nil), presenter: InboxReportJSONPresenter(display: view))
    }
}
