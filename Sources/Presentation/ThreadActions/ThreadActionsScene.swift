import Domain

/// The thread actions scene: `new`, `post`, and `star`/`read`/`archive` with their opposites.
public enum ThreadActions {
    /// Apply a change to several threads.
    public enum Change {
        /// The change and the ids, as typed.
        public struct Request: Equatable, Sendable {
            /// What to do.
            public var change: ThreadChange
            /// To which threads.
            public var ids: [ThreadID]
            /// Creates a request.
            public init(change: ThreadChange, ids: [ThreadID]) {
                self.change = change
                self.ids = ids
            }
        }
    }

    /// Start a thread.
    public enum Start {
        /// The new thread's content.
        public struct Request: Equatable, Sendable {
            /// Title.
            public var title: String
            /// Participants.
            public var participants: [String]
            /// First message, if any.
            public var body: String?
            /// Its author.
            public var author: String
            /// Creates a request.
            public init(title: String, participants: [String], body: String?, author: String) {
                self.title = title
                self.participants = participants
                self.body = body
                self.author = author
            }
        }
    }

    /// Post a message.
    public enum Post {
        /// Where and what.
        public struct Request: Equatable, Sendable {
            /// The thread.
            public var id: ThreadID
            /// The author.
            public var author: String
            /// The body, exactly.
            public var body: String
            /// Creates a request.
            public init(id: ThreadID, author: String, body: String) {
                self.id = id
                self.author = author
                self.body = body
            }
        }
    }

    /// What happened, for the presenter.
    public enum Response: Equatable, Sendable {
        /// `change` was applied to `ids`.
        case changed(ThreadChange, [ThreadID])
        /// A thread was started.
        case started(ThreadID)
        /// A message was posted.
        case posted(ThreadID)
    }

    /// What the view prints.
    public typealias ViewModel = TextViewModel
}

/// The thread actions view.
public protocol ThreadActionsDisplayLogic: Sendable {
    /// Shows the outcome.
    func displayAction(_ viewModel: ThreadActions.ViewModel)
}

/// Runs each action's use case and hands the outcome to the presenter.
public struct ThreadActionsInteractor: Sendable {
    private let changeThreads: ChangeThreads
    private let startThread: StartThread
    private let postMessage: PostMessage
    private let presenter: ThreadActionsPresenter

    /// Creates the interactor.
    public init(changeThreads: ChangeThreads, startThread: StartThread, postMessage: PostMessage, presenter: ThreadActionsPresenter) {
        self.changeThreads = changeThreads
        self.startThread = startThread
        self.postMessage = postMessage
        self.presenter = presenter
    }

    /// Star, read, archive or their opposites.
    public func change(_ request: ThreadActions.Change.Request) async throws {
        try await changeThreads(request.change, request.ids)
        presenter.present(.changed(request.change, request.ids))
    }

    /// `new`.
    public func start(_ request: ThreadActions.Start.Request) async throws {
        let id = try await startThread(title: request.title, participants: request.participants, body: request.body, author: request.author)
        presenter.present(.started(id))
    }

    /// `post`.
    public func post(_ request: ThreadActions.Post.Request) async throws {
        try await postMessage(to: request.id, author: request.author, body: request.body)
        presenter.present(.posted(request.id))
    }
}

/// Words for each outcome; `new` prints the id alone so scripts can capture it.
public struct ThreadActionsPresenter: Sendable {
    private let display: any ThreadActionsDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any ThreadActionsDisplayLogic) { self.display = display }

    /// Turns an outcome into its line.
    public func present(_ response: ThreadActions.Response) {
        let line: String
        switch response {
        case .started(let id): line = String(id.rawValue)
        case .posted(let id): line = "Posted to thread \(id)."
        case .changed(let change, let ids): line = Self.confirmation(Self.verb(change), ids)
        }
        display.displayAction(ThreadActions.ViewModel(lines: [.plain(line)]))
    }

    /// How many ids a change confirmation names before counting the rest.
    static let idsShown = 10

    /// `Starred: thread 3.` or `Starred: 12 threads (1, 2, … and 2 more).`: a confirmation, not a
    /// listing, so a long batch names its first ids and counts the rest; repeated ids count once.
    static func confirmation(_ verb: String, _ ids: [ThreadID]) -> String {
        var seen = Set<ThreadID>()
        let unique = ids.filter { seen.insert($0).inserted }
        let shown = unique.prefix(idsShown).map(\.description).joined(separator: ", ")
        let rest = unique.count > idsShown ? " and \(unique.count - idsShown) more" : ""
        return "\(verb): " + (unique.count == 1 ? "thread \(shown)." : "\(unique.count) threads (\(shown)\(rest)).")
    }

    private static func verb(_ change: ThreadChange) -> String {
        switch change {
        case .star(true): return "Starred"
        case .star(false): return "Unstarred"
        case .archive(true): return "Archived"
        case .archive(false): return "Restored"
        case .mute(true): return "Muted"
        case .mute(false): return "Unmuted"
        case .readAll: return "Marked read"
        case .unreadNewest: return "Marked unread"
        }
    }
}
