import Domain

/// The thread scene: `threads show ID`, one thread and all its messages.
public enum ThreadDetailScene {
    /// Show one thread.
    public enum Show {
        /// Which thread.
        public struct Request: Equatable, Sendable {
            /// Its id.
            public var id: ThreadID
            /// Creates a request.
            public init(id: ThreadID) { self.id = id }
        }

        /// The thread found.
        public struct Response: Equatable, Sendable {
            /// The thread and its messages.
            public var detail: ThreadDetail
            /// Creates a response.
            public init(detail: ThreadDetail) { self.detail = detail }
        }

        /// Finished lines.
        public typealias ViewModel = TextViewModel
    }
}

/// The thread scene's output boundary; text and JSON are separate conformers.
public protocol ThreadDetailPresentationLogic: Sendable {
    /// Presents one thread.
    func presentThread(_ response: ThreadDetailScene.Show.Response)
}

/// The thread scene's view.
public protocol ThreadDetailDisplayLogic: Sendable {
    /// Shows one thread.
    func displayThread(_ viewModel: ThreadDetailScene.Show.ViewModel)
}

/// Loads the thread and hands it to the presenter.
public struct ThreadDetailInteractor: Sendable {
    private let showThread: ShowThread
    private let presenter: any ThreadDetailPresentationLogic

    /// Creates the interactor.
    public init(showThread: ShowThread, presenter: any ThreadDetailPresentationLogic) {
        self.showThread = showThread
        self.presenter = presenter
    }

    /// Shows the thread; an unknown id propagates as an error.
    public func show(_ request: ThreadDetailScene.Show.Request) async throws {
        presenter.presentThread(ThreadDetailScene.Show.Response(detail: try await showThread(request.id)))
    }
}
