import Data
import Domain
import Foundation

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

    /// The environment of this process: real variables, system clock, the real terminal, SQLite files.
    static func live() -> AppEnvironment {
        AppEnvironment(
            variables: ProcessInfo.processInfo.environment,
            clock: .system,
            stdoutIsTerminal: Terminal.isTerminal(STDOUT_FILENO),
            terminalColumns: Terminal.columns(STDOUT_FILENO),
            output: .standard,
            openStore: { location in
                try SQLiteDataStore(path: location.path, busyTimeout: location.busyTimeout, createFolders: location.isDefault)
            }
        )
    }
}

/// Where the database is and how to open it, resolved from options and environment.
struct StoreLocation: Equatable, Sendable {
    /// A file path.
    var path: String
    /// Whether it came from the XDG default (whose folders may be created).
    var isDefault: Bool
    /// Seconds a writer waits for another process's lock.
    var busyTimeout: TimeInterval
}
