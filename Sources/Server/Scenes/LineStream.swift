import Presentation

/// The service's view for a scene that presents one line at a time (an export): each line goes
/// out as it is presented, to the response body that reads `lines`, rather than being kept.
final class LineStream: InterchangeDisplayLogic, Sendable {
    private let continuation: AsyncStream<String>.Continuation
    /// Each line presented, in order; finished by `finish`.
    let lines: AsyncStream<String>

    init() {
        (lines, continuation) = AsyncStream<String>.makeStream()
    }

    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) { send(viewModel) }
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel) { send(viewModel) }
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) { send(viewModel) }

    // One body for every display method (so the generator can add one).
    private func send(_ viewModel: some PrintableViewModel) {
        for line in viewModel.lines { continuation.yield(line.text) }
    }

    func finish() { continuation.finish() }
}
