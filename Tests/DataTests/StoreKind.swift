import Data
import InMemoryStore
import Domain
import Foundation
import PostgresStore
import TestSupport

/// Every store the contract suite holds to the same assertions. A new store joins by adding a case.
enum StoreKind: String, CaseIterable, CustomTestStringConvertibleKind {
    case sqliteFile
    /// A file opened as a command opens it: transactions on the calling thread, without GRDB's
    /// statement authorizer (`StatementTracking`), and a page cache of a few dozen pages while it
    /// reads (`PageCache.oneShot`).
    case sqliteCommand
    /// A file opened as the service opens it: a writer and WAL readers.
    case sqlitePool
    case sqliteMemory
    case inMemory
    #if Postgres
    /// A new database on the tests' own throwaway server (`PostgresServer`).
    case postgres
    #endif

    /// The stores this run can make: PostgreSQL only in a build with the `Postgres` trait on a
    /// machine with PostgreSQL installed (CI installs it and insists, THREADS_REQUIRE_POSTGRES=1),
    /// and then alone where the run asks for it (`PostgresServer.alone`).
    static var allCases: [StoreKind] {
        let local: [StoreKind] = [.sqliteFile, .sqliteCommand, .sqlitePool, .sqliteMemory, .inMemory]
        #if Postgres
        guard PostgresServer.shared != nil else { return local }
        return PostgresServer.alone ? [.postgres] : local + [.postgres]
        #else
        return local
        #endif
    }

    /// The stores checked against the plain in-memory store, which is the reference.
    static var checkedAgainstPlain: [StoreKind] { allCases.filter { $0 != .inMemory } }

    /// Whether the store takes space on a disk (so `stats` reports a size).
    var hasDisk: Bool {
        switch self {
        case .sqliteMemory, .inMemory: return false
        default: return true
        }
    }

    /// The schema version this build writes to a store of this kind (each engine has its own history).
    var schemaVersion: Int {
        #if Postgres
        if self == .postgres { return PostgresDataStore.schemaVersion }
        #endif
        return SQLiteDataStore.schemaVersion
    }

    /// A fresh, empty store of this kind (a file store lives in its own temporary folder).
    func make() throws -> any DataStore {
        switch self {
        case .sqliteFile: return try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"))
        case .sqliteCommand:
            return try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), access: .callingThread, pageCache: .oneShot)
        case .sqlitePool: return try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), readers: 2)
        case .sqliteMemory: return try SQLiteDataStore.inMemory()
        case .inMemory: return InMemoryDataStore()
        #if Postgres
        case .postgres:
            guard let server = PostgresServer.shared else { throw PostgresUnavailable() }
            return PostgresDataStore(url: try PostgresURL(try server.makeDatabase()))
        #endif
        }
    }
}

/// Lets parameterized tests show the store's name.
protocol CustomTestStringConvertibleKind: CustomStringConvertible, RawRepresentable where RawValue == String {}
extension CustomTestStringConvertibleKind {
    var description: String { rawValue }
}


/// Thrown when a test asks for the PostgreSQL store on a machine without a server.
struct PostgresUnavailable: Error, CustomStringConvertible {
    var description: String { PostgresServer.unavailableReason ?? "no PostgreSQL server" }
}
