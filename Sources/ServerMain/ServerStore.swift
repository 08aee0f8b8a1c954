import Data
import Domain
import Foundation
import PostgresStore

/// The store `threads-server` serves, opened as the CLI opens it: an SQLite file, or a
/// PostgreSQL server in a build with the `Postgres` trait.
enum ServerStore {
    struct Opened {
        let store: any DataStore
        let schemaVersion: Int
        let close: @Sendable () -> Void
    }

    /// The database `threads serve` named in `THREADS_DATABASE`, where no other user can read
    /// it: unlike a process's arguments, its environment is private to its owner.
    static func location(_ variables: [String: String]) throws -> String {
        guard let location = variables["THREADS_DATABASE"], !location.isEmpty else {
            throw ServerFailure.usage("threads-server serves the database THREADS_DATABASE names, and it is not set; 'threads serve' sets it")
        }
        return location
    }

    static func open(_ location: String, createFolders: Bool, variables: [String: String]) throws -> Opened {
        let busyTimeout = Double(variables["THREADS_BUSY_TIMEOUT_MS"].flatMap(Int.init) ?? 5000) / 1000
        let queryTimeout = try Self.queryTimeout(variables["THREADS_QUERY_TIMEOUT_MS"])
        if PostgresURL.isServerAddress(location) {
            #if Postgres
            let url = try PostgresURL(location, passwordVariable: variables["PGPASSWORD"])
            let store = PostgresDataStore(url: url, busyTimeout: busyTimeout, queryTimeout: queryTimeout)
            return Opened(store: store, schemaVersion: PostgresDataStore.schemaVersion, close: {})
            #else
            throw ServerFailure.usage("this build has no PostgreSQL store; build it with 'swift build --traits Postgres'")
            #endif
        }
        // Reads on their own connections, so a write (or another process's write lock) never
        // holds them up. A reader per core: requests run on the event loops, one per core
        // (EventLoopExecutor.swift), and each reads on its own thread; with one reader fewer,
        // one loop waited for the other's read, and wrk's 32 connections got 2,200 answers a
        // second instead of 2,500 (docs/performance.md, "The HTTP service over loopback").
        // As many again for long reads (an export, a search, a query past its budget), which the
        // caller awaits off its loop, so that none holds a reader or a loop a short read needs
        // (issue 44; SQLiteDataStore+ReadLanes.swift).
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let store = try SQLiteDataStore(
            path: location, busyTimeout: busyTimeout, queryTimeout: queryTimeout, createFolders: createFolders,
            readers: cores, longReaders: cores, bulkLoad: .service)
        return Opened(store: store, schemaVersion: SQLiteDataStore.schemaVersion, close: { try? store.close() })
    }

    /// Seconds a query may run before it is stopped and answered 503: 5 unless
    /// THREADS_QUERY_TIMEOUT_MS says otherwise; its 0 means no limit.
    static func queryTimeout(_ text: String?) throws -> Double? {
        guard let text else { return 5 }
        guard let milliseconds = Int(text), milliseconds >= 0 else {
            throw ServerFailure.usage("THREADS_QUERY_TIMEOUT_MS must be a whole number of milliseconds (0 for no limit), got '\(text)'")
        }
        return milliseconds == 0 ? nil : Double(milliseconds) / 1000
    }
}

/// A refusal before the server starts: one line on stderr and the CLI's exit code.
enum ServerFailure: Error {
    /// Exit 64.
    case usage(String)
}
