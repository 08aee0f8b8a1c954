import Domain
import Presentation

/// One reader of the change log for every `/v1/events` stream of this server: while anyone
/// listens it asks the Changes scene what changed since the state it saw last, every
/// `eventPollInterval`, and hands each subscriber the same frame. So a thousand listeners cost
/// one read of one row per interval, and a commit by any process on the database — the CLI,
/// `browse`, another server — reaches them all within the interval.
actor ChangeBroadcaster {
    private let settings: ServerSettings
    private var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0
    private var poller: Task<Void, Never>?
    /// The state the last read saw; nil until the first.
    private var state: String?

    init(settings: ServerSettings) {
        self.settings = settings
    }

    /// A stream of frames (`EventFrame`) for one listener, from now on; `unsubscribe` with the id ends it.
    func subscribe(_ scenes: Scenes) async -> (id: Int, frames: AsyncStream<String>) {
        if state == nil, case .read(let now, _) = await Self.read(scenes, since: nil) { state = now }
        let (frames, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        nextID += 1
        subscribers[nextID] = continuation
        if poller == nil {
            let (interval, keepAlive) = (settings.eventPollInterval, settings.keepAliveInterval)
            poller = Task { await self.poll(scenes, every: interval, keepAlive: keepAlive) }
        }
        return (nextID, frames)
    }

    func unsubscribe(_ id: Int) {
        subscribers.removeValue(forKey: id)?.finish()
        if subscribers.isEmpty {
            poller?.cancel()
            poller = nil
        }
    }

    /// How many listen now.
    var listeners: Int { subscribers.count }

    private func poll(_ scenes: Scenes, every interval: Duration, keepAlive: Duration) async {
        let clock = ContinuousClock()
        var quietSince = clock.now
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            switch await Self.read(scenes, since: state) {
            case .read(let now, let frame):
                state = now
                if let frame {
                    send(frame)
                    quietSince = clock.now
                }
            case .unanswerable:
                // A state the log cannot answer from (the database was replaced): start over from now.
                if case .read(let now, _) = await Self.read(scenes, since: nil) { state = now }
            case .failed:
                // Busy or briefly unreadable: keep the state, so the next read still delivers
                // what changed since it. Starting over here would drop that change unseen.
                break
            }
            if clock.now - quietSince >= keepAlive {
                send(EventFrame.keepAlive)
                quietSince = clock.now
            }
        }
    }

    private func send(_ frame: String) {
        for continuation in subscribers.values { continuation.yield(frame) }
    }

    /// What one read of the change log gave.
    enum Read: Equatable {
        /// The state now and, when threads changed since the state asked from, the `change` frame.
        case read(state: String, frame: String?)
        /// The log cannot answer from that state: this database does not hold it.
        case unanswerable
        /// The store could not be read this time.
        case failed
    }

    static func read(_ scenes: Scenes, since: String?) async -> Read {
        let view = ResponseView()
        do {
            try await scenes.changes(view).listChanges(Changes.ListChanges.Request(since: since))
        } catch ThreadsError.changesUnavailable {
            return .unanswerable
        } catch {
            return .failed
        }
        guard let log = view.changeLog else { return .failed }
        return .read(state: log.state, frame: log.changed ? EventFrame.change(view.text, state: log.state) : nil)
    }
}
