import Domain
import Logging
import Presentation
import Words

/// One reader of the change log for every `/v1/events` stream of this server: while anyone
/// listens it asks the Changes scene whether the state moved since it looked last, every
/// `eventPollInterval`; when it did, it asks once for each person listening what changed for
/// them, keeps each person's frame, and wakes every listener. So a thousand listeners cost one
/// read of one row per quiet interval, and a commit by any process on the database — the CLI,
/// `browse`, another server — reaches them all within the interval.
///
/// Each person is told of changes to the team's threads and of their own read state, stars and
/// mutes, never of another person's (docs/team.md): a listener whose person's frame is empty
/// moves on to the state without sending anything.
///
/// Every `grantCheckInterval` it also asks whether each token listened with still stands, and ends
/// the streams of one revoked.
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

    /// The change the poller read last for one person: from which state, to which, and its
    /// frame, nil when nothing they are told of changed.
    struct Change: Sendable, Equatable {
        let since: String
        let state: String
        let frame: String?
    }

    /// What a listener at a state gets next.
    enum Next: Sendable, Equatable {
        /// Nothing since its state.
        case upToDate
        /// The change after its state, read once for every listener of its person.
        case change(Change)
        /// Further behind than the last change: it reads what changed since this state (`read`),
        /// its own, or for one subscribed before any read succeeded, the first state read.
        case behind(since: String)
    }

    /// A listener's wakes, and the grant of the token it listens with.
    private struct Listener {
        let continuation: AsyncStream<Signal>.Continuation
        let grant: TokenGrant
    }

    private let settings: ServerSettings
    private let logger: Logger
    /// Why the poll's reads fail, since the first of a run of failures; nil while they succeed.
    private var failing: String?
    private var listeners: [Int: Listener] = [:]
    private var nextID = 0
    private var poller: Task<Void, Never>?
    /// The state the last read saw; nil until the first.
    private var state: String?
    /// The state the first read that succeeded saw: where a listener that subscribed before it
    /// starts, since everything after it was committed after that listener came.
    private var firstState: String?
    /// The last change, by the key of each person who listened then.
    private var latest: [String: Change] = [:]

    /// How many reads a first listener waits for before its stream opens without a state.
    static let subscribeAttempts = 40

    init(settings: ServerSettings, logger: Logger) {
        self.settings = settings
        // Its two lines are notices (the service's log otherwise keeps to errors): a quiet
        // stream's reason, and the end of it.
        var logger = logger
        logger.logLevel = .notice
        self.logger = logger
    }

    /// A listener from the state now: its id (for `unsubscribe`), its wakes, and that state
    /// (nil when the store could not be read for `subscribeAttempts` polls; the listener then
    /// starts from the state the first read that succeeds finds, `firstState`).
    func subscribe(_ scenes: Scenes, grant: TokenGrant) async -> (id: Int, signals: AsyncStream<Signal>, state: String?) {
        // Asked again while the store is busy, before the stream opens: `: open` promises every
        // change after it, which only a known state can keep (see `firstState` for one that
        // still opens without).
        var attempt = 0
        while state == nil, attempt < Self.subscribeAttempts, !Task.isCancelled {
            if attempt > 0 { try? await Task.sleep(for: settings.eventPollInterval) }
            if case .read(let now, _, _) = await Self.read(scenes, since: nil, as: grant.person) { saw(now) }
            attempt += 1
        }
        let (signals, continuation) = AsyncStream<Signal>.makeStream(bufferingPolicy: .bufferingNewest(1))
        nextID += 1
        listeners[nextID] = Listener(continuation: continuation, grant: grant)
        if poller == nil {
            poller = Task { await self.poll(scenes) }
        }
        return (nextID, signals, state)
    }

    func unsubscribe(_ id: Int) {
        listeners.removeValue(forKey: id)?.continuation.finish()
        if listeners.isEmpty {
            poller?.cancel()
            poller = nil
        }
    }

    /// How many listen now.
    var listenerCount: Int { listeners.count }

    /// What a listener of `person` that has seen everything up to `delivered` gets now (nil: it
    /// subscribed before the store could be read).
    func next(after delivered: String?, for person: Person) -> Next {
        guard let state, let delivered = delivered ?? firstState, delivered != state else { return .upToDate }
        if let latest = latest[person.key], latest.since == delivered { return .change(latest) }
        return .behind(since: delivered)
    }

    /// Notes the state a read saw as the one now.
    private func saw(_ now: String) {
        state = now
        if firstState == nil { firstState = now }
    }

    private func poll(_ scenes: Scenes) async {
        let (interval, keepAlive, grantCheck) = (settings.eventPollInterval, settings.keepAliveInterval, settings.grantCheckInterval)
        let clock = ContinuousClock()
        var quietSince = clock.now, checkedSince = clock.now
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            if clock.now - checkedSince >= grantCheck {
                await endRevoked(scenes)
                checkedSince = clock.now
            }
            // The state alone: whose change moved it is each person's own read, below.
            let read = await Self.read(scenes, since: state, as: nil)
            // Stopped (the last listener went) while reading: the read's failure is the stop's.
            guard !Task.isCancelled else { break }
            noteFailure(read)
            switch read {
            case .read(let now, _, _):
                if let since = state, now != since {
                    latest = await changes(scenes, since: since)
                    saw(now)
                    wake(.changed)
                    quietSince = clock.now
                } else {
                    saw(now)
                }
            case .unanswerable:
                // A state the log cannot answer from (the database was replaced): start over
                // from now. Each listener then finds itself behind, and gets a `reset`.
                if case .read(let now, _, _) = await Self.read(scenes, since: nil, as: nil) {
                    saw(now)
                    latest = [:]
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

    /// What changed since `since` for each person listening, one read a person however many
    /// streams they have open. A person whose read fails has no change kept: their listeners find
    /// themselves behind and read it on their own.
    private func changes(_ scenes: Scenes, since: String) async -> [String: Change] {
        var persons: [String: Person] = [:]
        for listener in listeners.values { persons[listener.grant.person.key] = listener.grant.person }
        var changes: [String: Change] = [:]
        for (key, person) in persons {
            if case .read(let now, _, let frame) = await Self.read(scenes, since: since, as: person) {
                changes[key] = Change(since: since, state: now, frame: frame)
            }
        }
        return changes
    }

    /// One log line when the poll's reads start failing (with why) and one when they succeed
    /// again: a stream that stays quiet while the inbox changes then says why in the log.
    private func noteFailure(_ read: Read) {
        if case .failed(let reason) = read {
            if failing == nil { logger.warning("\(ServiceWords.changeLogUnreadable)", metadata: ["error": "\(reason)"]) }
            failing = reason
        } else if failing != nil {
            failing = nil
            logger.notice("\(ServiceWords.changeLogReadAgain)")
        }
    }

    private func wake(_ signal: Signal) {
        for listener in listeners.values { listener.continuation.yield(signal) }
    }

    /// Ends the streams of every token revoked since: each token listened with is asked once,
    /// whatever the number of its streams, from the store, so a revoke by any process counts. A
    /// store that cannot be read this time ends nothing; the next check asks again.
    private func endRevoked(_ scenes: Scenes) async {
        let check = CheckTokenGrant(tokens: scenes.environment.tokens, clock: scenes.environment.clock)
        for grant in Set(listeners.values.map(\.grant)) {
            let standing: TokenGrant?
            do { standing = try await check(grant) } catch { continue }
            guard standing == nil else { continue }
            for (id, listener) in listeners where listener.grant.token == grant.token { unsubscribe(id) }
        }
    }

    /// What one read of the change log gave.
    enum Read: Equatable {
        /// The state now, the Changes scene's JSON, and, when threads changed since the state
        /// asked from, the `change` frame.
        case read(state: String, json: String, frame: String?)
        /// The log cannot answer from that state: this database does not hold it, or it is not
        /// a state at all.
        case unanswerable
        /// The store could not be read this time, and why.
        case failed(String)
    }

    /// What changed since `since` for `person` (nil: the state alone is wanted, and the
    /// inbox's first person is asked).
    static func read(_ scenes: Scenes, since: String?, as person: Person?) async -> Read {
        let view = ResponseView()
        do {
            try await scenes.changes(view, as: person).listChanges(Changes.ListChanges.Request(since: since))
        } catch ThreadsError.changesUnavailable, ThreadsError.badChangeState {
            return .unanswerable
        } catch {
            return .failed((error as? ThreadsError).map(ErrorWords.message) ?? String(describing: error))
        }
        guard let log = view.changeLog else { return .failed(ServiceWords.changeLogNotShown) }
        return .read(state: log.state, json: view.text, frame: log.changed ? EventFrame.change(view.text, state: log.state) : nil)
    }
}
