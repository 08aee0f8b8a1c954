import Data
import Domain
import Foundation
import Presentation

extension Composition {
    /// `new`, `post`, and `star` … `unmute`: plain text, never coloured. With `confirming` (the
    /// command's word), a change by query to many threads asks first, when a person is at the
    /// terminal to answer.
    func threadActions(store: any DataStore, confirming command: String? = nil) -> ThreadActionsInteractor {
        let environment = environment
        let ask: (@Sendable (ThreadChange, Int) async -> Bool)?
        if let command, environment.stdinIsTerminal, environment.stdoutIsTerminal {
            ask = { _, count in
                environment.output.err("threads: \(command) \(count) threads? [y/N] ")
                let answer = environment.readAnswer() ?? ""
                return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
            }
        } else {
            ask = nil
        }
        return ThreadActionsInteractor(threads: StoreThreadRepository(store: store), clock: environment.clock,
                                       presenter: ThreadActionsTextPresenter(display: view(colors: false)), confirm: ask)
    }
}

extension TerminalView: ThreadActionsDisplayLogic {
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { show(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { show(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { show(viewModel) }
}
