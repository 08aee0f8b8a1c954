import Domain

extension ThreadActions {
    /// `threads mute` and `threads unmute`.
    public enum MuteThreads {
        /// What the user asked for.
        public struct Request: Equatable, Sendable {
            /// The threads to act on, as typed.
            public var ids: [ThreadID]
            /// Mute (true) or unmute.
            public var muted: Bool
            /// Creates a request.
            public init(ids: [ThreadID], muted: Bool = true) {
                self.ids = ids
                self.muted = muted
            }
        }

        /// What the use case did, for the presenter.
        public struct Response: Equatable, Sendable {
            /// The threads it acted on.
            public var ids: [ThreadID]
            /// Whether they are now muted.
            public var muted: Bool
            /// Creates a response.
            public init(ids: [ThreadID], muted: Bool = true) {
                self.ids = ids
                self.muted = muted
            }
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
        let ids = try await useCase(request.ids, muted: request.muted)
        presenter.present(ThreadActions.MuteThreads.Response(ids: ids, muted: request.muted))
    }
}

/// Turns what MuteThreads did into the words the user reads.
public struct MuteThreadsPresenter: Sendable {
    private let display: any MuteThreadsDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any MuteThreadsDisplayLogic) { self.display = display }

    /// One line naming the threads, worded as the other thread actions are.
    public func present(_ response: ThreadActions.MuteThreads.Response) {
        let line = ThreadActionsPresenter.confirmation(response.muted ? "Muted" : "Unmuted", response.ids)
        display.displayMuteThreads(ThreadActions.MuteThreads.ViewModel(lines: [.plain(line)]))
    }
}
