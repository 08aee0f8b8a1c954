import Data
import Domain
import Foundation
import Presentation
import Synchronization

extension Composition {
    /// `new`, `post`, and `star` … `unmute`: plain text, never coloured, shown on the terminal
    /// unless another `display` is given.
    func threadActions(store: any DataStore, output: SceneOutput<ThreadActions.Format>,
                       display: (any ThreadActionsDisplayLogic)? = nil) -> ThreadActionsInteractor {
        let display = display ?? view(colors: false)
        let presenter: any ThreadActionsPresentationLogic
        switch output.format {
        case .text: presenter = ThreadActionsTextPresenter(display: display)
        case .json: presenter = ThreadActionsJSONPresenter(display: display)
        case .html: presenter = ThreadActionsHTMLPresenter(forms: .none, display: display)
        }
        return ThreadActionsInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), filters: StoreFilterRepository(store: store), clock: environment.clock,
                                       presenter: presenter)
    }

    /// `star` … `unmute --where`: when the scene answers with its question (too many threads to
    /// change unasked), the person at the terminal is asked; a yes makes the same request again,
    /// confirmed, and anything else changes nothing.
    func changeThreads(_ request: ThreadActions.ChangeThreads.Request, store: any DataStore, output: SceneOutput<ThreadActions.Format>) async throws {
        let view = TerminalQuestion(terminal: view(colors: false), environment: environment)
        try await threadActions(store: store, output: output, display: view).changeThreads(request)
        guard let yes = view.answer else { return }
        guard yes else { throw ThreadsError.changeDeclined }
        var confirmed = request
        confirmed.confirmed = true
        try await threadActions(store: store, output: output, display: view).changeThreads(confirmed)
    }
}

/// The terminal as a change's question meets it: the question on stderr, the answer from stdin
/// (`y` or `yes`, any case); everything else shown as the terminal shows it.
final class TerminalQuestion: ThreadActionsDisplayLogic, Sendable {
    private let terminal: TerminalView
    private let environment: AppEnvironment
    /// The reply, once asked: a display method may be called from any task.
    private let given = Mutex<Bool?>(nil)

    init(terminal: TerminalView, environment: AppEnvironment) {
        self.terminal = terminal
        self.environment = environment
    }

    /// Whether the person said yes; nil when nothing was asked.
    var answer: Bool? { given.withLock { $0 } }

    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { show(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { show(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { show(viewModel) }

    // One body for every display method (so the generator can add one); a change's question is asked.
    private func show(_ viewModel: some PrintableViewModel) { terminal.show(viewModel) }
    private func show(_ viewModel: ThreadActions.ChangeThreads.ViewModel) {
        guard let question = viewModel.question else { return terminal.show(viewModel) }
        environment.output.err("threads: \(question) ")
        let reply = (environment.readAnswer() ?? "").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        given.withLock { $0 = ["y", "yes"].contains(reply) }
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
