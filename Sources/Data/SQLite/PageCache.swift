import GRDB

/// How many database pages a connection keeps in SQLite's cache between uses.
///
/// Each page the cache keeps is a fresh block of memory, and the kernel faults in every fresh
/// page of memory the first time it is written: about 2-3 µs each on the machines measured here,
/// more than reading the same page again from the file (which the operating system has cached)
/// costs. A process that comes back to the pages it read (the browser, the service) gains from
/// SQLite's default of about 2 MB. A command that reads a page of threads and exits reads about
/// 250 pages once each: with the default it faults in 250 pages of memory it never uses again;
/// with a cache of a few dozen pages, SQLite reuses the same few (docs/performance-notes.md).
public enum PageCache: Sendable, Equatable {
    /// SQLite's default: for a process that reads the same pages again.
    case standard
    /// `oneShotPages` pages while it reads, SQLite's default while it writes or exports.
    case oneShot

    /// A one-shot connection's cache while it reads: the deepest b-tree paths a statement holds at
    /// once, with room to spare. 16 to 64 measured alike for a list page; 128 began to lose.
    static let oneShotPages = 32
    /// SQLite's default cache, as `PRAGMA cache_size` says it: 2,000 KiB.
    static let standardKiB = 2_000

    /// Sets the connection's cache for reads, once it is open and migrated (migrations and index
    /// rebuilds run with the default).
    func prepare(_ db: Database) throws {
        guard self == .oneShot else { return }
        try db.execute(sql: "PRAGMA cache_size = \(Self.oneShotPages)")
    }

    /// Runs `body` with SQLite's default cache on a one-shot connection: a write (whose changed
    /// pages must stay in memory until it commits) or a read that comes back to its pages, as an
    /// export's thread by thread does (32 pages made an export of 1M messages 16% slower).
    func withDefaultCache<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        guard self == .oneShot else { return try body() }
        return try Self.sized(kibibytes: Self.standardKiB, db, body)
    }

    /// Runs `body` with a cache of `kibibytes`, then puts back the one the connection had.
    static func sized<T>(kibibytes: Int, _ db: Database, _ body: () throws -> T) throws -> T {
        let before = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -standardKiB
        // Pragmas take no bound arguments; the size is an Int.
        try db.execute(sql: "PRAGMA cache_size = -\(kibibytes)")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(before)") }
        return try body()
    }
}
