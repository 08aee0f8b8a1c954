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

    static func open(_ location: String, createFolders: Bool, variables: [String: String]) throws -> Opened {
        let busyTimeout = Double(variables["THREADS_BUSY_TIMEOUT_MS"].flatMap(Int.init) ?? 5000) / 1000
        if PostgresURL.isServerAddress(location) {
            #if Postgres
            let store = PostgresDataStore(url: try PostgresURL(location, passwordVariable: variables["PGPASSWORD"]), busyTimeout: busyTimeout)
            return Opened(store: store, schemaVersion: PostgresDataStore.schemaVersion, close: {})
            #else
            throw ServerFailure.usage("this build has no PostgreSQL store; build it with 'swift build --traits Postgres'")
            #endif
        }
        let store = try SQLiteDataStore(path: location, busyTimeout: busyTimeout, createFolders: createFolders)
        return Opened(store: store, schemaVersion: SQLiteDataStore.schemaVersion, close: { try? store.close() })
    }
}

/// A refusal before the server starts: one line on stderr and the CLI's exit code.
enum ServerFailure: Error {
    /// Exit 64.
    case usage(String)
}
