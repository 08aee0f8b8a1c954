import Data
import Domain
import Foundation
import PostgresStore

/// Everything that differs between a real run and a test, as one value built at the edge
/// (Kickstarter's Environment, passed down rather than held in a global).
struct AppEnvironment: Sendable {
    /// The process environment variables (`THREADS_DATABASE`, `XDG_DATA_HOME`, `HOME`, `NO_COLOR`, `COLUMNS`, …).
    var variables: [String: String]
    /// The source of "now" for relative times and the sample inbox.
    var clock: Clock
    /// Whether standard output is a terminal (decides the default format and colour).
    var stdoutIsTerminal: Bool
    /// The terminal's width in cells when it could be read.
    var terminalColumns: Int?
    /// Where finished output goes.
    var output: OutputSink
    /// Opens the store at a location; tests swap in an in-memory store here.
    var openStore: @Sendable (StoreLocation) throws -> any DataStore
    /// Whether standard input is a terminal (the browser needs one for its keys).
    var stdinIsTerminal = false
    /// Whether standard error is a terminal (progress is drawn only then).
    var stderrIsTerminal = false
    /// Seconds on a monotonic clock, for rates and ETAs (never the fixed `clock`).
    var uptime: @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    /// Reads one line of standard input (nil at the end), for a question's answer: a block read
    /// would wait for more than the line a person types.
    var readAnswer: @Sendable () -> String? = { readLine() }
    /// Reads the next block of standard input (empty at the end), for `--body -` and `import -`.
    var readStandardInput: @Sendable () throws -> Data = { try FileHandle.standardInput.read(upToCount: 1 << 20) ?? Data() }
    /// This program's own file, for the binaries installed beside it (`threads-server`,
    /// `threads-mail`); nil when it cannot be told, and then they are looked for nowhere.
    /// Read when asked: only `serve` and mail imports need it, and every other command's
    /// start-up stays as it was.
    var executablePath: @Sendable () -> String? = { ExecutableLocation.current() }
    /// Replaces this process with the program at `path` given `arguments`, and `variables` as
    /// its whole environment (`serve`); returns only when it could not, with `errno`. Tests
    /// record the call instead.
    var replaceProcess: @Sendable (_ path: String, _ arguments: [String], _ variables: [String: String]) -> Int32 = { path, arguments, variables in
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
        execve(path, argv, environment)
        return errno
    }
    /// Runs once the command is done, just before the process exits (main.swift): the live
    /// environment closes the stores it opened there (`ProcessLifetimeStores`).
    var finish: @Sendable () -> Void = {}

    /// The environment of this process: real variables, system clock, the real terminal, SQLite
    /// files, or a PostgreSQL server in a build with the `Postgres` trait. The SQLite store that
    /// `arguments` will open starts opening now, beside the parse (`StoreHeadStart`).
    static func live(arguments: [String] = []) -> AppEnvironment {
        let variables = ProcessVariables.current()
        let stores = ProcessLifetimeStores()
        // A SQLite file as a command opens it; `changing: false` for the head start's open.
        let openFile: @Sendable (StoreLocation, Bool) throws -> SQLiteDataStore = { location, changing in
            if location.readOnly {
                return stores.keep(try SQLiteDataStore(readingOnly: location.path, busyTimeout: location.busyTimeout, access: .callingThread,
                                                       pageCache: .oneShot))
            }
            return stores.keep(try SQLiteDataStore(path: location.path, busyTimeout: location.busyTimeout, createFolders: location.isDefault,
                                                   access: location.offThread ? .ownQueue : .callingThread,
                                                   staleIndex: location.inspecting ? .leave : .rebuild,
                                                   // The browser comes back to the pages it read; a command reads each once.
                                                   pageCache: location.offThread ? .standard : .oneShot, changing: changing))
        }
        let headStart = StoreHeadStart.begin(arguments, variables: variables) { try openFile($0, false) }
        // Its store is closed with the others, once the open has ended.
        let closeAll: @Sendable () -> Void = {
            headStart?.settle()
            stores.closeAll()
        }
        var environment = AppEnvironment(
            variables: variables,
            clock: fixedClock(variables["THREADS_NOW"]) ?? .system,
            stdoutIsTerminal: Terminal.isTerminal(STDOUT_FILENO),
            terminalColumns: Terminal.columns(STDOUT_FILENO),
            output: .standard(finishing: closeAll),
            openStore: { location in
                if let opened = headStart?.take(location) { return opened }
                #if Postgres
                if let server = location.server {
                    return PostgresDataStore(url: server, busyTimeout: location.busyTimeout, readingOnly: location.readOnly)
                }
                #endif
                return try openFile(location, true)
            }
        )
        environment.finish = closeAll
        environment.stderrIsTerminal = Terminal.isTerminal(STDERR_FILENO)
        environment.stdinIsTerminal = Terminal.isTerminal(STDIN_FILENO)
        return environment
    }

    /// `THREADS_NOW=2026-03-01T12:00:00Z` stops the clock, so tests and demos of relative
    /// times are repeatable (like SOURCE_DATE_EPOCH for builds). Unset in normal use.
    static func fixedClock(_ value: String?) -> Clock? {
        value.flatMap(Timestamp.parse).map(Clock.fixed)
    }
}
