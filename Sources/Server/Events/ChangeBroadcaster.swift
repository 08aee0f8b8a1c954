import Domain
import Presentation

/// One reader of the change log for every `/v1/events` stream of this server: while anyone
/// listens it asks the Changes scene what changed since the state it saw last, every
/// `eventPollInterval`, keeps that change's frame, and wakes every listener. So a thousand
/// listeners cost one read of one row per interval, and a commit by any process on the
/// database — the CLI, `browse`, another server — reaches them all within the interval.
///
/// A listener is never handed a queue of frames, so none can grow: it is woken (one pending
/// wake at most) and then asks what it has not seen (`next(after:)`). One that took the frame
/// before gets the frame kept here; one that fell behind (a slow reader, a resume) reads what
/// changed since its own state, all of it merged into one frame. No change is ever dropped.
actor ChangeBroadcaster {
    /// Why a listener was woken.
    enum Signal: Sendable {
        /// Something changed: ask `next(after:)`.
        case changed
        /// The stream has been quiet for `keepAliveInterval`: a comment keeps proxies from closing it.
        case keepAlive
    }

    /// The change the poller read last: from which state, to which, and its frame.
    struct Change: Sendable, Equatable {
        let since: String
        let state: String
        let frame: String
    }

    /// What a listener at a state gets next.
    enum Next: Sendable, Equatable {
        /// Nothing since its state.
        case upToDate
        /// The change after its state, read once for every listener.
        case change(Change)
        /// Further behind than the last change: it reads from its own state (`read`).
        case behind
    }

    private let settings: ServerSettings
    private var listeners: [Int: AsyncStream<Signal>.Continuation] = [:]
    private var nextID = 0
    private var poller: Task<Void, Never>?
    /// The state the last read saw; nil until the first.
    private var state: String?
    private var latest: Change?

    init(settings: ServerSettings) {
        self.settings = settings
    }

    /// A listener from the state now: its id (for `unsubscribe`), its wakes, and that state
    /// (nil when the store could not be read; the listener then starts from the first change seen).
    func subscribe(_ scenes: Scenes) async -> (id: Int, signals: AsyncStream<Signal>, state: String?) {
        if state == nil, case .read(let now, _, _) = await Self.read(scenes, since: nil) { state = now }
        let (signals, continuation) = AsyncStream<Signal>.makeStream(bufferingPolicy: .bufferingNewest(1))
        nextID += 1
        listeners[nextID] = continuation
        if poller == nil {
            let (interval, keepAlive) = (settings.eventPollInterval, settings.keepAliveInterval)
            poller = Task { await self.poll(scenes, every: interval, keepAlive: keepAlive) }
        }
        return (nextID, signals, state)
    }

    func unsubscribe(_ id: Int) {
        listeners.removeValue(forKey: id)?.finish()
        if listeners.isEmpty {
            poller?.cancel()
            poller = nil
        }
    }

    /// How many listen now.
    var listenerCount: Int { listeners.count }

    /// What a listener that has seen everything up to `delivered` gets now.
    func next(after delivered: String?) -> Next {
        guard let state, delivered != state else { return .upToDate }
        if let latest, latest.since == delivered { return .change(latest) }
        return .behind
    }

    private func poll(_ scenes: Scenes, every interval: Duration, keepAlive: Duration) async {
        let clock = ContinuousClock()
        var quietSince = clock.now
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            switch await Self.read(scenes, since: state) {
            case .read(let now, _, let frame):
                if let frame, let since = state {
                    latest = Change(since: since, state: now, frame: frame)
                    state = now
                    wake(.changed)
                    quietSince = clock.now
                } else {
                    state = now
                }
            case .unanswerable:
                // A state the log cannot answer from (the database was replaced): start over
                // from now. Each listener then finds itself behind, and gets a `reset`.
                if case .read(let now, _, _) = await Self.read(scenes, since: nil) {
                    state = now
                    latest = nil
                    wake(.changed)
                }
            case .failed:
                // Busy or briefly unreadable: keep the state, so the next read still delivers
                // what changed since it. Starting over here would drop that change unseen.
                break
            }
            if clock.now - quietSince >= keepAlive {
                wake(.keepAlive)
                quietSince = clock.now
            }
        }
    }

    private func wake(_ signal: Signal) {
        for continuation in listeners.values { continuation.yield(signal) }
    }

    /// What one read of the change log gave.
    enum Read: Equatable {
        /// The state now, the Changes scene's JSON, and, when threads changed since the state
        /// asked from, the `change` frame.
        case read(state: String, json: String, frame: String?)
        /// The log cannot answer from that state: this database does not hold it, or it is not
        /// a state at all.
        case unanswerable
        /// The store could not be read this time.
        case failed
    }

    static func read(_ scenes: Scenes, since: String?) async -> Read {
        let view = ResponseView()
        do {
            try await scenes.changes(view).listChanges(Changes.ListChanges.Request(since: since))
        } catch ThreadsError.changesUnavailable, ThreadsError.badChangeState {
            return .unanswerable
        } catch {
            return .failed
        }
        guard let log = view.changeLog else { return .failed }
        return .read(state: log.state, json: view.text, frame: log.changed ? EventFrame.change(view.text, state: log.state) : nil)
    }
}
