import Domain
import GRDB

extension ThreadQuerySQL {
    /// The walk of the sort's order selecting `columns` (plus `title_key` when the order is by
    /// title: a `UNION ALL` can order only by what it selects, and other orders need not read
    /// it), of the threads after `after` when given (`keyset`), then past `offset` of them.
    ///
    /// Each branch is one ordered range of the sort's index. Several are merged in order by a
    /// `UNION ALL` (SQLite's MERGE plan), so `--all` still reads only as far as the page reaches
    /// instead of sorting every thread.
    ///
    /// `countingMatches` (only where `pageCountsItsMatches`) adds a last column, the count of every
    /// row the walk selects before its limit: a window over rows the page sorts in full anyway.
    func walk(columns: String, sort: ThreadSort, limit: Int?, offset: Int, after: SortPosition? = nil, countingMatches: Bool = false) -> BoundSQL {
        if let person, sort == .unread, !branches.isEmpty {
            return personUnreadWalk(person: person, columns: columns, limit: limit, offset: offset, after: after)
        }
        if sortsCandidatesFirst(sort), let branch = branches.first, let candidates = branch.candidates {
            return sortedCandidatesWalk(branch, candidates, columns: columns, sort: sort, limit: limit, offset: offset, after: after)
        }
        // Most threads of a real inbox can be unread, so "walk the sort's index and skip the
        // read ones" fills a page fastest. Left plain, SQLite would read every unread thread
        // through the unread_count index and sort them all; the unary `+` keeps this term
        // off the index (sqlite.org/optoverview.html), except where that index is the order.
        let unread = sort == .unread ? "t.unread_count > 0" : "+t.unread_count > 0"
        let keyset = after.map { Self.keyset($0, sort) }
        // Appended into one string, not joined from arrays of parts: every page builds this.
        var sql = ""
        sql.reserveCapacity((person == nil ? 1 : 2) * branches.count * (columns.utf8.count + 96 + (branches.first?.pageRefinements.reduce(0) { $0 + $1.utf8.count + 5 } ?? 0)) + 64)
        var arguments: [DatabaseValue] = []
        // Branches starting from the same list (`--all`'s four states) gather it once.
        let shared = branches.contains { Self.readsLinkRange($0, sort) } ? nil : sharedCandidates
        if let shared {
            sql += "WITH candidates AS MATERIALIZED (" + shared.sql + ") "
            arguments += shared.arguments
        }
        // Another person's mute is not the index's: each of their states is both of the first
        // person's mute ranges, merged like any two branches. A branch that starts from its few
        // candidates reads no range, and sorts them once.
        let arms: [(branch: Branch, firstMuted: Int?)] = person == nil ? branches.map { ($0, nil) }
            : branches.flatMap { $0.candidates == nil ? [($0, 0), ($0, 1)] : [($0, nil)] }
        for (index, (branch, firstMuted)) in arms.enumerated() {
            if index > 0 { sql += " UNION ALL " }
            if let range = branch.linkRange, Self.readsLinkRange(branch, sort) {
                Self.rangeSelect(range, of: branch, columns: columns, sort: sort, unread: unread, after: after, into: &sql, &arguments)
                continue
            }
            sql += "SELECT "
            sql += columns
            if sort == .title { sql += ", t.title_key" }
            if countingMatches { sql += ", count(*) OVER () AS matches" }
            if let candidates = branch.candidates {
                // CROSS JOIN keeps the list outside: SQLite would otherwise walk the order's index.
                if shared != nil {
                    sql += " FROM candidates s"
                } else {
                    sql += " FROM (" + candidates.sql + ") s"
                    arguments += candidates.arguments
                }
                // Only the keys and the state every branch asks, for the first person (another's
                // `threads` is a view): from the keys' own index.
                let keysOnly = columns == Self.keys(sort) && person == nil && (branch.candidates?.pageOthers.isEmpty ?? false)
                sql += " CROSS JOIN " + Self.candidateThreads(keysOnly: keysOnly) + " ON t.id = s.candidate"
            } else {
                sql += " FROM threads t"
            }
            sql += branch.archived == 0 ? " WHERE t.archived = 0" : " WHERE t.archived = 1"
            if let firstMuted { sql += firstMuted == 0 ? " AND t.first_muted = 0" : " AND t.first_muted = 1" }
            sql += branch.muted == 0 ? " AND t.muted = 0" : " AND t.muted = 1"
            for condition in branch.candidates?.pageOthers ?? branch.pageRefinements {
                sql += " AND "
                sql += condition
            }
            if branch.unread {
                sql += " AND "
                sql += unread
            }
            arguments += branch.candidates?.pageOtherArguments ?? branch.pageArguments
            if let keyset {
                sql += " AND "
                sql += keyset.sql
                arguments += keyset.values
            }
        }
        if branches.isEmpty {
            sql += "SELECT " + columns + (sort == .title ? ", t.title_key" : "") + " FROM threads t WHERE 0"
        }
        sql += " ORDER BY "
        sql += Self.order(sort)
        sql += " LIMIT ? OFFSET ?"
        arguments += [(limit ?? -1).databaseValue, offset.databaseValue]
        return BoundSQL(sql: sql, values: arguments)
    }

    /// Whether a first page (no offset, no keyset) can count its own matches (`walk`'s
    /// `countingMatches`): one branch that starts from its candidates, which the page reads and
    /// sorts in full anyway. A count statement would gather the list again: for a phrase of 1% of
    /// everyday mail, a third of the page's work, most of it the index evaluating the phrase. Not
    /// one whose candidates are sorted before they are read (`sortsCandidatesFirst`): the page
    /// stops at its limit.
    func pageCountsItsMatches(_ sort: ThreadSort, offset: Int, after: SortPosition?) -> Bool {
        guard offset == 0, after == nil, branches.count == 1, let branch = branches.first, branch.candidates != nil,
              !(person != nil && sort == .unread), !sortsCandidatesFirst(sort) else { return false }
        return !Self.readsLinkRange(branch, sort)
    }

    /// The one list every branch starts from, when there are several branches and all start
    /// from the same list.
    var sharedCandidates: (sql: String, arguments: [DatabaseValue])? {
        guard branches.count > 1, let first = branches.first?.candidates,
              branches.allSatisfy({ $0.candidates?.sql == first.sql && $0.candidates?.arguments == first.arguments })
        else { return nil }
        return (first.sql, first.arguments)
    }
}
