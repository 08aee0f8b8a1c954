import Domain
import GRDB

// `threads count`: answered from the counters the schema keeps where the query allows.
extension SQLiteDataStore {
    public func threadCount(_ filter: ThreadFilter, as viewer: Viewer?) async throws -> ThreadCount {
        try await read { db in
            // A phrase with a common word is read in its rest's messages, as a page reads it.
            let phrases = filter.searchTerms.contains { $0.contains(" ") }
            let looks = phrases ? try Self.widespreadTerms(filter.searchTerms, db, counting: true) : TermLooks()
            let widespread = QueryExpressionSQL.Widespread(listed: looks.listed, rests: looks.rests)
            let sql = ThreadQuerySQL(filter: filter, widespread: widespread, seat: try Self.seat(viewer, db))
            let count = sql.threadCount()
            let row = try Row.fetchOne(db.cachedStatement(sql: sql.seen(count.sql)), arguments: count.arguments)
            guard let row else { return ThreadCount(threads: 0, unreadMessages: 0) }
            return ThreadCount(threads: try row.decode(atIndex: 0), unreadMessages: try row.decode(atIndex: 1))
        }
    }
}
