/// The inbox report's output boundary; one conformer per format (`InboxReport.Format`).
public protocol InboxReportPresentationLogic: Sendable {
    func presentCountInbox(_ response: InboxReport.CountInbox.Response)
    func presentCheckDatabase(_ response: InboxReport.CheckDatabase.Response)
    func presentProbeStore(_ response: InboxReport.ProbeStore.Response)
}

/// The inbox report's view.
public protocol InboxReportDisplayLogic: Sendable {
    func displayCountInbox(_ viewModel: InboxReport.CountInbox.ViewModel)
    func displayCheckDatabase(_ viewModel: InboxReport.CheckDatabase.ViewModel)
    func displayProbeStore(_ viewModel: InboxReport.ProbeStore.ViewModel)
}
