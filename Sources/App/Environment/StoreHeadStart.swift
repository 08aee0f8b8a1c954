import Data
import Dispatch
import Foundation
import Synchronization
import ProcessStart

/// The SQLite store a command is about to open, opened on a second thread while the main
/// thread parses the command line.
///
/// Parsing `list` with argument-parser (its reflection of every option) and opening the store
/// (GRDB's open, SQLite reading the schema, the schema's checks) are each a good part of a short
/// command, and neither needs the other: on a machine with a second core they overlap
/// (docs/performance-notes.md). The open is the one the command would make: the same location,
/// as `DatabaseLocator` finds it from `--database` and the environment, and the same settings.
/// It changes nothing: only a file already there, at this schema with its index current, is
/// opened (`SQLiteDataStore(…, changing: false)`); anything else is left to the command, which
/// then opens, creates or migrates in its turn, after its arguments were found valid.
final class StoreHeadStart: Sendable {
    /// Where the store was opened.
    let location: StoreLocation
    private let outcome = Mutex<Outcome>(.opening)
    private let finished = DispatchSemaphore(value: 0)
    /// Set once `finished` has been signalled, for `settle`'s watch.
    private let ended = Atomic<Bool>(false)

    private enum Outcome {
        case opening
        case opened(SQLiteDataStore)
        case failed
        case taken
    }

    /// Commands that open the store at `--database` as it is, first thing: the others (`browse`,
    /// `db`, `import`, `seed`, `serve`, …) open it otherwise or not at all. Listed in ProcessStart
    /// (`threads_store_command`), which starts their thread before Swift's runtime runs.
    static let commands: Set<String> = {
        var commands: Set<String> = []
        var index: Int32 = 0
        while let command = threads_store_command(index) {
            commands.insert(String(cString: command))
            index += 1
        }
        return commands
    }()

    /// Starts opening the store `arguments` name, on a thread of its own, when they name one of
    /// `commands` and a SQLite file that is there; nil otherwise, and nothing is started.
    /// `open` opens it as the command would, changing nothing.
    static func begin(_ arguments: [String], variables: [String: String],
                      open: @escaping @Sendable (StoreLocation) throws -> SQLiteDataStore) -> StoreHeadStart? {
        guard let location = location(arguments, variables: variables), Self.isStoreFile(location.path) else { return nil }
        let headStart = StoreHeadStart(location: location)
        let started = Self.spawn {
            let opened = try? open(location)
            headStart.outcome.withLock { $0 = opened.map(Outcome.opened) ?? .failed }
            headStart.finished.signal()
            headStart.ended.store(true, ordering: .releasing)
        }
        return started ? headStart : nil
    }

    private init(location: StoreLocation) {
        self.location = location
    }

    /// The store opened for `location`, once; nil when it was opened for another location, could
    /// not be opened, or was taken already. Waits for the open to end.
    func take(_ location: StoreLocation) -> SQLiteDataStore? {
        guard location == self.location else { return nil }
        settle()
        return outcome.withLock { outcome in
            guard case .opened(let store) = outcome else { return nil }
            outcome = .taken
            return store
        }
    }

    /// Waits until the open has ended: before the process closes its stores, among them the one
    /// opened here (`ProcessLifetimeStores` keeps it), taken or not.
    ///
    /// The parse usually ends within a fraction of a millisecond of the open, either side, so the
    /// caller first watches for the end for up to `watch`, awake: a thread asleep on the semaphore
    /// leaves its CPU idle, and an idle virtual CPU took about 0.1 ms to wake
    /// (docs/performance-notes.md). Past that it sleeps on the semaphore.
    func settle() {
        let clock = ContinuousClock()
        let until = clock.now + Self.watch
        while !ended.load(ordering: .acquiring), clock.now < until {}
        finished.wait()
        finished.signal()
    }

    /// How long `settle` watches before it sleeps.
    static let watch = Duration.milliseconds(1)

    /// The store a command in `arguments` would open with its own settings, if it is a SQLite
    /// file; nil for a server, or for arguments that name no such command.
    static func location(_ arguments: [String], variables: [String: String]) -> StoreLocation? {
        // Global options given before the command, moved behind it as the parse will have them.
        let arguments = CommandRunner.hoistingGlobalOptions(arguments)
        guard let command = arguments.first, commands.contains(command) else { return nil }
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let options = arguments[..<end]
        guard !CommandRunner.asksTheRoot(options) else { return nil }
        var database: String?
        if let index = options.lastIndex(where: { $0 == "--database" || $0.hasPrefix("--database=") }) {
            if options[index] == "--database" {
                guard index + 1 < end else { return nil }
                database = options[index + 1]
            } else {
                database = String(options[index].dropFirst("--database=".count))
            }
        }
        guard let location = try? DatabaseLocator.locate(option: database, variables: variables), location.server == nil else { return nil }
        return location
    }

    /// Whether `path` is a file with something in it: an empty or missing one is the command's
    /// to refuse or create.
    private static func isStoreFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && info.st_size > 0
    }

    /// Runs `body` on a new detached thread, on another CPU than the caller's
    /// (`threads_start_beside`); false when this process has no other CPU or no thread could be
    /// started. A plain POSIX thread: Foundation's `Thread` would set up more than this needs.
    private static func spawn(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        let status = threads_start_beside({ raw in
            guard let raw else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return false
        }
        return true
    }
}

/// A closure carried to a new thread through its one pointer argument.
private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }
}
