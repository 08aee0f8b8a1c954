/// The thread scene's output boundary; one conformer per format (`ThreadDetail.Format`).
public protocol ThreadDetailPresentationLogic: Sendable {
    func presentShowThread(_ response: ThreadDetail.ShowThread.Response)
    func presentVisitThread(_ response: ThreadDetail.VisitThread.Response)
}

/// The thread scene's view.
public protocol ThreadDetailDisplayLogic: Sendable {
    func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel)
    func displayVisitThread(_ viewModel: ThreadDetail.VisitThread.ViewModel)
}
