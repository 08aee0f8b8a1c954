import Domain

extension ThreadActions {
    /// `threads mute`. TODO(new-use-case): one line on the action.
    public enum MuteThreads {
        /// What the user asked for.
        public struct Request: Equatable, Sendable {
            /// The threads to act on, as typed.
            public var ids: [ThreadID]
            /// Creates a request.
            public init(ids: [ThreadID]) { self.ids = ids }
        }

        /// What the use case did, for the presenter.
        public struct Response: Equatable, Sendable {
            /// The threads it acted on.
            public var ids: [ThreadID]
            /// Creates a response.
            public init(ids: [ThreadID]) { self.ids = ids }
        }

        /// What the view prints.
        public typealias ViewModel = TextViewModel
    }
}

/// The view `threads mute` prints on.
public protocol MuteThreadsDisplayLogic: Sendable {
    /// Shows the outcome.
    func displayMuteThreads(_ viewModel: ThreadActions.MuteThreads.ViewModel)
}

/// Runs MuteThreads with the request and hands what it did to the presenter.
public struct MuteThreadsInteractor: Sendable {
    private let useCase: MuteThreads
    private let presenter: MuteThreadsPresenter

    /// Creates the interactor.
    public init(useCase: MuteThreads, presenter: MuteThreadsPresenter) {
        self.useCase = useCase
        self.presenter = presenter
    }

    /// Runs the use case; a failure reaches the caller and nothing is presented.
    public func run(_ request: ThreadActions.MuteThreads.Request) async throws {
        let ids = try await useCase(request.ids)
        presenter.present(ThreadActions.MuteThreads.Response(ids: ids))
    }
}

/// Turns what MuteThreads did into the words the user reads.
public struct MuteThreadsPresenter: Sendable {
    private let display: any MuteThreadsDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any MuteThreadsDisplayLogic) { self.display = display }

    /// One line naming the threads.
    public func present(_ response: ThreadActions.MuteThreads.Response) {
        // TODO(new-use-case): the words the user reads.
        let ids = response.ids.map(\.description).joined(separator: ", ")
        let line = "mute: " + (response.ids.count == 1 ? "thread \(ids)." : "threads \(ids).")
        display.displayMuteThreads(ThreadActions.MuteThreads.ViewModel(lines: [.plain(line)]))
    }
}
