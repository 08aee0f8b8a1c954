import Data
import Domain
import Foundation
import PostgresStore
import Testing
import TestSupport

/// The service's bound on a query (THREADS_QUERY_TIMEOUT_MS): a transaction past it is stopped,
/// rolled back and reported as `queryTimedOut`; the store then answers as before. The stores
/// that can be shared (an SQLite file, PostgreSQL) hold it; the others serve tests only.
@Suite("A query past its time limit")
struct QueryTimeoutTests {
    /// A store kind that can be opened twice on the same data: once to fill, once bounded.
    enum SharedKind: String, CaseIterable, CustomTestStringConvertibleKind {
        case sqliteFile
        case sqlitePool
        #if Postgres
        case postgres
        #endif

        static var allCases: [SharedKind] {
            #if Postgres
            guard PostgresServer.shared != nil else { return [.sqliteFile, .sqlitePool] }
            return PostgresServer.alone ? [.postgres] : [.sqliteFile, .sqlitePool, .postgres]
            #else
            return [.sqliteFile, .sqlitePool]
            #endif
        }

        /// A place for a new store, and a way to open a store there with a query timeout.
        func place() throws -> @Sendable (Double?) throws -> any DataStore {
            switch self {
            case .sqliteFile:
                let path = TemporaryFolder().file("threads.sqlite")
                return { try SQLiteDataStore(path: path, queryTimeout: $0) }
            case .sqlitePool:
                let path = TemporaryFolder().file("threads.sqlite")
                return { try SQLiteDataStore(path: path, queryTimeout: $0, readers: 3) }
            #if Postgres
            case .postgres:
                guard let server = PostgresServer.shared else { throw PostgresUnavailable() }
                let url = try PostgresURL(try server.makeDatabase())
                return { PostgresDataStore(url: url, queryTimeout: $0) }
            #endif
            }
        }
    }

    /// Thirty-seven one-character searches that most messages match, with the count of threads
    /// matching: the page fills at once, but counting gathers every match of every character,
    /// hundreds of thousands of entries in all, far past the limit of 50 ms.
    static let slowSearch = ThreadQuery(
        filter: ThreadFilter(.or("abcdefghiklmnoprstuvwyごろのをすまかくださいしはおりよ".map { .term(.text(String($0))) })),
        page: PageRequest(limit: 50), extras: [.counts])

    @Test(arguments: SharedKind.allCases)
    func aSlowQueryIsStoppedAndTheStoreGoesOn(kind: SharedKind) async throws {
        let open = try kind.place()
        let unbounded = StoreThreadRepository(store: try open(nil))
        #expect(try await SeedSyntheticInbox(threads: unbounded)(threads: 2_000, messages: 60_000, seed: 3) == 2_000)

        let bounded = StoreThreadRepository(store: try open(0.05))
        await #expect(throws: ThreadsError.queryTimedOut(milliseconds: 50)) {
            try await bounded.listThreads(Self.slowSearch)
        }
        // Nothing was left open: a short read and a write on the same store go through.
        let first = try #require(try await Self.answered { try await bounded.listThreads(ThreadQuery(page: PageRequest(limit: 1), extras: [])) }.items.first)
        #expect(try await Self.answered { try await bounded.changeThreads(.ids([first.thread.id]), applying: [.star(!first.thread.isStarred)]) }.missing.isEmpty)
        // Without a bound such a question is answered (one of its characters, counted).
        #expect(try await unbounded.listThreads(ThreadQuery(filter: ThreadFilter(.term(.text("ご"))), extras: [.counts])).matchingCount ?? 0 > 0)
    }

    /// What `body` answers, asked again while it is stopped at its deadline: on a loaded machine
    /// (CI runs every test at once, on two cores) even a one-row read can spend 50 ms waiting for
    /// a core. A transaction left open or a connection left busy still fails: with another
    /// error, or past its deadline every time.
    static func answered<T>(_ body: () async throws -> T) async throws -> T {
        for _ in 1..<20 {
            do { return try await body() } catch ThreadsError.queryTimedOut(_) {}
        }
        return try await body()
    }

    /// Several transactions at once each have their own deadline: every slow search is stopped,
    /// and a short read beside them is answered in full.
    @Test(arguments: SharedKind.allCases)
    func slowQueriesAtOnceAreEachStopped(kind: SharedKind) async throws {
        let open = try kind.place()
        let unbounded = StoreThreadRepository(store: try open(nil))
        #expect(try await SeedSyntheticInbox(threads: unbounded)(threads: 2_000, messages: 60_000, seed: 3) == 2_000)

        let bounded = StoreThreadRepository(store: try open(0.05))
        let outcomes = await withTaskGroup(of: String.self) { group in
            for search in 0..<4 {
                group.addTask {
                    let query = search == 0 ? ThreadQuery(page: PageRequest(limit: 7), extras: []) : Self.slowSearch
                    do {
                        return "a page of \(try await bounded.listThreads(query).items.count)"
                    } catch ThreadsError.queryTimedOut(let milliseconds) {
                        return "stopped at \(milliseconds) ms"
                    } catch {
                        return "\(error)"
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.sorted() == ["a page of 7", "stopped at 50 ms", "stopped at 50 ms", "stopped at 50 ms"])
    }
}
