import Domain
import GRDB

extension SQLiteDataStore {
    /// Offsets from this on are placed by `activity_buckets`; below it walking costs no more
    /// than summing the buckets (at 10M messages, 5,000 index entries and the 937 buckets of the
    /// inbox's two years each took about 0.3 ms, measured with the sqlite3 shell's timer).
    static let bucketsPlaceOffsetsFrom = 5_000

    /// Where the page of `query` starts: past `offset` threads of its order, or, for a far page
    /// of a plain state's list by activity, after the bucket edge just before its first thread
    /// and past the few threads of that bucket in front of it. The same threads either way: the
    /// buckets count the states' threads exactly (schema/011), and the walk skips what is left.
    /// `--offset 500000` at 10M messages read half a million index entries (docs/performance.md).
    static func pageStart(
        _ sql: ThreadQuerySQL, _ query: ThreadQuery, _ db: Database, placedFrom threshold: Int = bucketsPlaceOffsetsFrom
    ) throws -> (offset: Int, after: SortPosition?) {
        let unplaced = (query.page.offset, query.page.after)
        guard query.page.offset >= threshold, query.page.after == nil, let buckets = sql.activityBuckets(query.sort) else { return unplaced }
        var before = 0
        var last: (bucket: Int64, before: Int)?
        let rows = try Row.fetchCursor(db.cachedStatement(sql: buckets))
        while let row = try rows.next() {
            let bucket: Int64 = try row.decode(atIndex: 0), threads: Int = try row.decode(atIndex: 1)
            last = (bucket, before)
            if before + threads > query.page.offset { break }
            before += threads
        }
        // Past every thread, the last bucket is walked and the page is empty, as it should be.
        guard let last, let position = ThreadQuerySQL.position(before: last.bucket, query.sort) else { return unplaced }
        return (query.page.offset - last.before, position)
    }

    /// The SQL of `query`'s page and counts, with what the store looked up to plan them
    /// (`widespread`): what the list reads and what `--explain` shows.
    static func pageSQL(_ query: ThreadQuery, seat: PersonSeat = .first, _ db: Database) throws -> ThreadQuerySQL {
        let ranged = ThreadQuerySQL.rangedTags(query.filter, query.sort)
        return ThreadQuerySQL(filter: query.filter, widespread: try widespread(query.filter, db, ranged: ranged), seat: seat)
    }

    /// The page query of `query` over `sql`, starting where `pageStart` places it: what the list
    /// reads and what `--explain` shows.
    static func page(_ sql: ThreadQuerySQL, _ query: ThreadQuery, _ db: Database) throws -> BoundSQL {
        try page(sql, query, db, counting: false).sql
    }

    /// `page`, counting its matches too when `counting` asks for it and the page can: its rows
    /// carry the count of every match in a last column (`ThreadQuerySQL.pageCountsItsMatches`,
    /// `counts`), or it reads on past its limit to `readsTo` rows, the header's count and one more,
    /// which the caller counts and does not keep: a first page whose candidates are sorted before
    /// they are read (`ThreadQuerySQL.sortsCandidatesFirst`), which a count statement would gather
    /// and sort again (2.7M instructions more than reading every candidate, for `jasonip dohuz`).
    static func page(_ sql: ThreadQuerySQL, _ query: ThreadQuery, _ db: Database,
                     counting: Bool) throws -> (sql: BoundSQL, counts: Bool, readsTo: Int?) {
        let start = try pageStart(sql, query, db)
        let counts = counting && sql.pageCountsItsMatches(query.sort, offset: start.offset, after: start.after)
        let readsTo = counting && start.offset == 0 && start.after == nil && query.page.limit != nil && sql.sortsCandidatesFirst(query.sort)
            ? ThreadPage.countLimit(for: query.page) + 1 : nil
        return (sql.page(columns: ThreadRecord.listColumns, sort: query.sort, limit: readsTo ?? query.page.limit, offset: start.offset,
                         after: start.after, countingMatches: counts), counts, readsTo)
    }
}
