import Domain
import GRDB

extension ThreadQuerySQL {
    /// The page query selecting `columns` (plus `title_key` when the order is by title): the
    /// walk of the sort's order (`walk`), after `after` when given, past `offset` threads.
    ///
    /// Past an offset, the walk selects only the ids and the sort's key, which its index holds,
    /// and the page's own rows are read for the `limit` threads it keeps. Skipped threads cost
    /// an index entry each instead of a table row: `--offset 500000` at 10M messages read
    /// 500,000 rows (67 ms), and with `--all` merged four walks of full rows (2.7 s).
    ///
    /// A page that counts its candidates (`countingMatches`) is built the same way: the window
    /// that counts them holds every candidate's row until the last is counted, and those rows
    /// are then only the ids and the sort's key (a phrase's 906 threads at 100,000 messages:
    /// 2.9 → 2.1 ms for the statement).
    func page(columns: String, sort: ThreadSort, limit: Int?, offset: Int, after: SortPosition? = nil, countingMatches: Bool = false) -> BoundSQL {
        // Without a limit every row is kept: nothing is skipped for nothing.
        guard offset > 0 || countingMatches, limit != nil else {
            return walk(columns: columns, sort: sort, limit: limit, offset: offset, after: after, countingMatches: countingMatches)
        }
        let keys = walk(columns: Self.keys(sort) ?? "t.id", sort: sort, limit: limit, offset: offset, after: after,
                        countingMatches: countingMatches)
        // CROSS JOIN keeps the skipping walk outside, as with a search's candidates; the few
        // rows kept are put back in order by the keys the walk selected.
        let sql = "SELECT " + columns + (sort == .title ? ", t.title_key" : "") + (countingMatches ? ", s.matches" : "")
            + " FROM (" + keys.sql + ") s CROSS JOIN threads t ON t.id = s.id ORDER BY " + Self.order(sort, of: "s")
        return BoundSQL(sql: sql, values: keys.values)
    }

    /// The id and the column the sort orders by, as `walk` must select them: what `threads_keys`
    /// (schema/026) holds. Nil for the title's order, whose key it does not hold (`walk` adds
    /// `title_key` itself).
    static func keys(_ sort: ThreadSort) -> String? {
        switch sort {
        case .recent, .oldest: "t.id, t.last_activity_at"
        case .unread: "t.id, t.unread_count"
        case .title: nil
        }
    }

    /// The threads a statement joins to its candidates by id: read from their keys' own index
    /// (schema/026) when the statement reads nothing else of them (`keysOnly`), a few bytes a
    /// thread instead of the page of its row. SQLite's planner would take the rowid.
    static func candidateThreads(keysOnly: Bool) -> String {
        keysOnly ? "threads t INDEXED BY threads_keys" : "threads t"
    }
}
