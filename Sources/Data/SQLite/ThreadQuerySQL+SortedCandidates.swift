import Domain
import GRDB

// A page whose candidates must each also be read for a term: sorted first, read after.
extension ThreadQuerySQL {
    /// Whether a page in `sort` puts its candidates in order before it asks them the rest of the
    /// query (`sortedCandidatesWalk`): one branch of the first person's, starting from the threads
    /// of a rare term, that reads each thread's texts (`Candidates.pageReadsTexts`: for a common
    /// word beside the rare one, or for the listed phrase that gave them).
    ///
    /// Asked first, every candidate's messages were read before the sort: `jasonip dohuz` on
    /// 100,000 long messages read `dohuz` in each of `jasonip`'s 1,056 threads for a page of 50.
    /// Sorted first, the page reads as far as it keeps, and its header counts as a common word's
    /// does, as far as `ThreadPage.countLimit`: a first page reads on to it in the same statement
    /// (`SQLiteDataStore.page(_:_:_:counting:)`), a later one's count walks (`matchingCount`).
    func sortsCandidatesFirst(_ sort: ThreadSort) -> Bool {
        guard person == nil, branches.count == 1, let branch = branches.first, let candidates = branch.candidates,
              candidates.pageReadsTexts else { return false }
        return !Self.readsLinkRange(branch, sort)
    }

    /// The walk of a branch that `sortsCandidatesFirst`: its candidates' keys in the sort's order
    /// (from `threads_keys`, a few bytes a thread, but for the title's order), then each thread in
    /// that order asked what else the query asks, until the page has its rows.
    ///
    /// The ordered list is a subquery with a limit of its own (`LIMIT -1`, none), which SQLite
    /// neither merges into the outer query nor stripped of its order: it runs beside the outer
    /// query as a co-routine and hands it the threads in order, and the outer query, with no order
    /// of its own to sort by, stops at its limit (`SortedCandidatesTests` holds the plan).
    func sortedCandidatesWalk(_ branch: Branch, _ candidates: Candidates, columns: String, sort: ThreadSort, limit: Int?,
                              offset: Int, after: SortPosition?) -> BoundSQL {
        let keys = Self.keys(sort)
        var sql = "SELECT " + columns + (sort == .title ? ", t.title_key" : "")
        let gathered = candidates.page ?? (candidates.sql, candidates.arguments)
        sql += " FROM (SELECT " + (keys ?? "t.id, t.title_key") + " FROM (" + gathered.sql + ") s CROSS JOIN "
        sql += Self.candidateThreads(keysOnly: keys != nil) + " ON t.id = s.candidate"
        sql += " WHERE t.archived = \(branch.archived) AND t.muted = \(branch.muted)"
        var arguments = gathered.arguments
        if branch.unread {
            // As `walk` asks it: off the unread index unless that index is the order.
            sql += sort == .unread ? " AND t.unread_count > 0" : " AND +t.unread_count > 0"
        }
        if let after {
            let keyset = Self.keyset(after, sort)
            sql += " AND " + keyset.sql
            arguments += keyset.values
        }
        sql += " ORDER BY " + Self.order(sort) + " LIMIT -1) o CROSS JOIN threads t ON t.id = o.id WHERE "
        sql += candidates.pageOthers.joined(separator: " AND ")
        arguments += candidates.pageOtherArguments
        sql += " LIMIT ? OFFSET ?"
        arguments += [(limit ?? -1).databaseValue, offset.databaseValue]
        return BoundSQL(sql: sql, values: arguments)
    }
}

extension ThreadQuerySQL.Candidates {
    /// Written out: a tuple (`page`) has no `==` of its own for Swift to build one from.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sql == rhs.sql && lhs.arguments == rhs.arguments && lhs.others == rhs.others && lhs.otherArguments == rhs.otherArguments
            && lhs.pageOthers == rhs.pageOthers && lhs.pageOtherArguments == rhs.pageOtherArguments && lhs.fromLinks == rhs.fromLinks
            && lhs.pageReadsTexts == rhs.pageReadsTexts && lhs.page?.sql == rhs.page?.sql && lhs.page?.arguments == rhs.page?.arguments
    }
}
