import Data
import Domain
import Foundation
import Presentation

extension Composition {
    /// `new`, `post`, and `star` … `unmute`: plain text, never coloured. With `confirming` (the
    /// command's word), a change by query to many threads asks first, when a person is at the
    /// terminal to answer.
    func threadActions(store: any DataStore, output: SceneOutput<ThreadActions.Format>, confirming command: String? = nil) -> ThreadActionsInteractor {
        let environment = environment
        let ask: (@Sendable ([ThreadChange], Int) async -> Bool)?
        if let command, environment.stdinIsTerminal, environment.stdoutIsTerminal {
            ask = { _, count in
                environment.output.err("threads: \(command) \(count) threads? [y/N] ")
                let answer = environment.readAnswer() ?? ""
                return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
            }
        } else {
            ask = nil
        }
        let presenter: any ThreadActionsPresentationLogic
        switch output.format {
        case .text: presenter = ThreadActionsTextPresenter(display: view(colors: false))
        case .json: presenter = ThreadActionsJSONPresenter(display: view(colors: false))
        }
        return ThreadActionsInteractor(threads: StoreThreadRepository(store: store), clock: environment.clock, presenter: presenter, confirm: ask)
    }
}

extension ThreadActions.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: ThreadActionsDisplayLogic {
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { show(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { show(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { show(viewModel) }
}
