import Domain
import GRDB

// `threads count`: how many threads a filter selects and the unread messages they hold; and how
// many a list's header says.
extension ThreadQuerySQL {
    /// The count a page's header shows. Exact when that is cheap: states alone come from
    /// `thread_counts`, a rare term's or name's few threads are counted from their list.
    /// Otherwise (a common word, a common name, `from:`) the page's own walk counts at most
    /// `limit` + 1 threads and stops (`stops`): counting every thread of a common word at 10M
    /// messages gathered 800,000 messages first (1.6 s in the inbox, 4.5 s with `--all`).
    func matchingCount(stoppingAt limit: Int) -> (sql: BoundSQL, stops: Bool) {
        if branches.allSatisfy({ $0.counter != nil }) || countedFromCandidates != nil { return (counts().matching, false) }
        // The order's key is selected too: several branches merge by it (`--all`).
        let walk = walk(columns: "t.id, t.last_activity_at", sort: .recent, limit: limit + 1, offset: 0)
        return (BoundSQL(sql: "SELECT count(*) FROM (" + walk.sql + ")", values: walk.values), true)
    }

    /// One statement with two columns: the matching threads and the sum of their `unread_count`.
    ///
    /// When every branch asks only for starred, unread or read, nothing reads a thread that holds
    /// no unread message: the threads come from `thread_counts` (as `counts().matching`), and each
    /// branch's unread messages from its range of `threads_by_unread` past zero, covering when
    /// the branch takes all its unread threads, starred or not (`StateBranch.unreadStarred`).
    /// A branch whose unread threads it never selects (`is:read`) adds nothing. Otherwise one
    /// pass over the matches counts them and sums their counters, with the gathered lists the
    /// list's count reads (`widespread` values only speed a page that stops early).
    func threadCount() -> BoundSQL {
        guard !branches.isEmpty else { return BoundSQL(sql: "SELECT 0, 0", values: []) }
        guard branches.allSatisfy({ $0.counter != nil && $0.unreadStarred != nil }) else {
            let condition = condition
            return BoundSQL(sql: "SELECT count(*), coalesce(sum(t.unread_count), 0) FROM threads t WHERE " + condition.sql,
                            values: condition.values)
        }
        let matching = counts().matching
        let sums = branches.compactMap { branch -> String? in
            guard let starred = branch.unreadStarred, !starred.isEmpty else { return nil }
            if let person {
                // Another person's sums are kept with their counts (schema/022).
                let narrowed = starred.count == 1 ? " AND starred = \(starred[0])" : ""
                return "(SELECT coalesce(sum(unread_messages), 0) FROM main.person_counts WHERE person_id = \(person)"
                    + " AND archived = \(branch.archived) AND muted = \(branch.muted)\(narrowed) AND unread = 1)"
            }
            let narrowed = starred.count == 1 ? " AND t.starred = \(starred[0])" : ""
            return "(SELECT coalesce(sum(t.unread_count), 0) FROM threads t WHERE t.archived = \(branch.archived)"
                + " AND t.muted = \(branch.muted)\(narrowed) AND t.unread_count > 0)"
        }
        return BoundSQL(sql: "SELECT (" + matching.sql + "), " + (sums.isEmpty ? "0" : sums.joined(separator: " + ")),
                        values: matching.values)
    }
}
