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
    ///
    /// A rare term's threads that must each also be read (`sortsCandidatesFirst`) are counted by
    /// the walk too: counting them all read every one of them.
    ///
    /// A walk's count goes on from `after` when given (the last thread of a full first page by
    /// activity, whose threads the caller adds): walking the page's threads again was half of a
    /// common word's count.
    func matchingCount(stoppingAt limit: Int, after: SortPosition? = nil) -> (sql: BoundSQL, stops: Bool) {
        if !sortsCandidatesFirst(.recent), branches.allSatisfy({ $0.counter != nil }) || countedFromCandidates != nil {
            return (counts().matching, false)
        }
        // The order's key is selected too: several branches merge by it (`--all`).
        let walk = walk(columns: "t.id, t.last_activity_at", sort: .recent, limit: limit + 1, offset: 0, after: after)
        return (BoundSQL(sql: "SELECT count(*) FROM (" + walk.sql + ")", values: walk.values), true)
    }

    /// One statement with two columns: the matching threads and the sum of their `unread_count`.
    ///
    /// When every branch asks only for starred, unread or read, nothing reads a thread: the
    /// threads come from `thread_counts` (as `counts().matching`), and each branch's unread
    /// messages from the same rows' sums (schema/014; another person's, schema/022), of its
    /// unread states, starred or not as it takes them (`StateBranch.unreadStarred`). Reading
    /// the inbox's unread range of `threads_by_unread` for them cost `count` 13M instructions more
    /// than the list page at 1M messages (callgrind). A branch whose unread threads it never
    /// selects (`is:read`) adds nothing. A search term's, a name's or a tag's threads are counted
    /// from their list, as the list's header counts them (`countedFromCandidates`; `widespread`
    /// values only speed a page that stops early). Otherwise one pass over the matches counts
    /// them and sums their counters.
    func threadCount() -> BoundSQL {
        guard !branches.isEmpty else { return BoundSQL(sql: "SELECT 0, 0", values: []) }
        guard branches.allSatisfy({ $0.counter != nil && $0.unreadStarred != nil }) else {
            // A search term's, a name's or a tag's threads, as the list's header counts them: one
            // pass over every thread in scope, asking each whether it is in the term's list, cost
            // `count --all` of a word no message holds 155M instructions at 1M messages, where the
            // list page counting the same threads cost 32M (callgrind).
            if let counted = fromCandidates(withUnread: true) { return counted }
            let condition = condition
            return BoundSQL(sql: "SELECT count(*), coalesce(sum(t.unread_count), 0) FROM threads t WHERE " + condition.sql,
                            values: condition.values)
        }
        let matching = counts().matching
        // Another person's sums are kept with their counts; their view's `thread_counts` has none.
        let kept = person.map { "main.person_counts WHERE person_id = \($0) AND" } ?? "thread_counts WHERE"
        let sums = branches.compactMap { branch -> String? in
            guard let starred = branch.unreadStarred, !starred.isEmpty else { return nil }
            let narrowed = starred.count == 1 ? " AND starred = \(starred[0])" : ""
            return "(SELECT coalesce(sum(unread_messages), 0) FROM \(kept) archived = \(branch.archived) AND muted = \(branch.muted)"
                + "\(narrowed) AND unread = 1)"
        }
        return BoundSQL(sql: "SELECT (" + matching.sql + "), " + (sums.isEmpty ? "0" : sums.joined(separator: " + ")),
                        values: matching.values)
    }

    /// When every branch has a rare search term, a rare name, or one tag by name: each branch's
    /// count over that term's few threads, or over its range of links (`LinkRange`), summed (the
    /// branches' states never overlap). Counting over every thread instead probed the term's list
    /// a million times at 10M messages (335 ms for an absent term); a tag on 10,000 of 100,000
    /// threads is 10,000 entries of its index, where walking to 1,001 of them read 10,000 threads.
    var countedFromCandidates: BoundSQL? { fromCandidates(withUnread: false) }

    /// The branches' counts over their candidates or ranges (`countedFromCandidates`): the
    /// matching threads alone, or with the unread messages they hold (`threads count`'s two
    /// columns, summed over a row per branch). Branches that start from the same list (`--all`'s
    /// four states) gather it once.
    private func fromCandidates(withUnread: Bool) -> BoundSQL? {
        let select = withUnread ? "count(*) AS c, coalesce(sum(t.unread_count), 0) AS u" : "count(*)"
        let shared = branches.contains { $0.linkRange != nil && ($0.candidates?.fromLinks ?? true) } ? nil : sharedCandidates
        var values = shared?.arguments ?? []
        var parts: [String] = []
        for branch in branches {
            if let range = branch.linkRange, branch.candidates?.fromLinks ?? true {
                let count = Self.rangeCount(range, of: branch, withUnread: withUnread)
                parts.append(count.sql)
                values += count.values
                continue
            }
            guard let candidates = branch.candidates else { return nil }
            let conditions = ["t.archived = \(branch.archived)", "t.muted = \(branch.muted)"]
                + candidates.others + (branch.unread ? ["t.unread_count > 0"] : [])
            let list = shared == nil ? "(" + candidates.sql + ")" : "candidates"
            // Nothing but the state, the unread count and the id, as a page's keys.
            let threads = Self.candidateThreads(keysOnly: candidates.others.isEmpty && person == nil)
            parts.append("SELECT \(select) FROM \(list) s CROSS JOIN \(threads) ON t.id = s.candidate WHERE "
                         + conditions.joined(separator: " AND "))
            values += (shared == nil ? candidates.arguments : []) + candidates.otherArguments
        }
        let gathered = shared.map { "WITH candidates AS MATERIALIZED (" + $0.sql + ") " } ?? ""
        guard withUnread else {
            return BoundSQL(sql: gathered + "SELECT " + parts.map { "(" + $0 + ")" }.joined(separator: " + "), values: values)
        }
        return BoundSQL(sql: gathered + "SELECT coalesce(sum(c), 0), coalesce(sum(u), 0) FROM (" + parts.joined(separator: " UNION ALL ") + ")",
                        values: values)
    }
}
