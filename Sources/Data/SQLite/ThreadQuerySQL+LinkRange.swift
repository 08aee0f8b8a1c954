import Domain
import GRDB

// A page by activity of a branch that names one tag (`tag:NAME`) reads the tag's links in the
// page's order: each link carries a copy of its thread's state and activity (schema/016), so the
// tag's links in one state are one range of `thread_tags_page`. A page of 50 reads 50 entries and
// their threads, where walking every thread by activity and asking each for the tag read 500
// threads for a tag on one in ten, and a header's count of 1,001 read 10,000.
//
// Another person's stars are read the same way: each starred row of `person_threads` carries its
// thread's archive and activity (schema/023), so their stars in one state are one range of
// `person_threads_starred`, where gathering and sorting all of them read each thread's row.
extension ThreadQuerySQL {
    /// The links a branch's page reads in order, and what else the branch asks of their threads.
    struct LinkRange: Equatable {
        enum Links: Equatable {
            /// A tag's links (`thread_tags`); the SQL selects the tag's id from `tags`' key index.
            case tag(String, [DatabaseValue])
            /// Another person's starred rows of `person_threads`.
            case stars(person: Int64)
        }

        var links: Links
        /// The branch's other conjuncts as a page asks them (threads aliased `t`).
        var others: [String]
        var otherArguments: [DatabaseValue]

        /// The links' table, aliased `l`.
        var table: String {
            switch links {
            case .tag: "thread_tags l"
            case .stars: "main.person_threads l"
            }
        }

        /// The links' copy of their thread's activity.
        var activity: String {
            switch links {
            case .tag: "l.last_activity_at"
            case .stars: "l.starred_activity"
            }
        }
    }

    /// The range of the branch's first `tag:NAME` (a name, not a `client/*` prefix, whose tags'
    /// ranges would need merging), with the branch's other conjuncts compiled by `page`.
    static func tagRange(_ conjuncts: [QueryExpression], page: QueryExpressionSQL) -> LinkRange? {
        guard let index = conjuncts.firstIndex(where: { namedTag($0) != nil }), let pattern = namedTag(conjuncts[index]) else { return nil }
        var tagArguments: [DatabaseValue] = []
        let tag = QueryExpressionSQL.tagIDs(pattern, &tagArguments)
        var others = conjuncts
        others.remove(at: index)
        let (sql, arguments) = refinements(others, page)
        return LinkRange(links: .tag(tag, tagArguments), others: sql, otherArguments: arguments)
    }

    /// The range of another person's stars when the branch asks for `is:starred`, with the
    /// branch's other conjuncts compiled by `page`.
    static func starRange(_ conjuncts: [QueryExpression], person: Int64, page: QueryExpressionSQL) -> LinkRange? {
        guard let index = conjuncts.firstIndex(of: .term(.state(.starred))) else { return nil }
        var others = conjuncts
        others.remove(at: index)
        let (sql, arguments) = refinements(others, page)
        return LinkRange(links: .stars(person: person), others: sql, otherArguments: arguments)
    }

    /// The pattern of `conjunct` when it is a `tag:NAME` term, which one range can answer.
    private static func namedTag(_ conjunct: QueryExpression) -> String? {
        if case .term(.tag(let pattern)) = conjunct, case .named = QueryTerm.TagMatch(pattern) { pattern } else { nil }
    }

    /// Whether a page in `sort` reads `branch` from its range of links: the range is in activity order.
    static func readsLinkRange(_ branch: Branch, _ sort: ThreadSort) -> Bool {
        branch.linkRange != nil && readsRanges(sort)
    }

    /// Whether a page in `sort` reads ranges of links at all.
    private static func readsRanges(_ sort: ThreadSort) -> Bool { sort == .recent || sort == .oldest }

    /// The branch's entries of its range (`l`) and what else it asks of their threads (`t`),
    /// with the values bound to them: what a page of the range and its count both select.
    private static func rangeCondition(_ range: LinkRange, of branch: Branch) -> BoundSQL {
        var sql: String, values: [DatabaseValue]
        switch range.links {
        case .tag(let tag, let arguments):
            sql = "l.tag_id = (" + tag + ") AND l.archived = \(branch.archived) AND l.muted = \(branch.muted)"
            values = arguments
        case .stars(let person):
            // The person's own mute is the row's; `starred = 1` lets SQLite use the partial index.
            sql = "l.person_id = \(person) AND l.starred = 1 AND l.starred_archived = \(branch.archived) AND l.muted = \(branch.muted)"
            values = []
        }
        for condition in range.others {
            sql += " AND "
            sql += condition
        }
        return BoundSQL(sql: sql, values: values + range.otherArguments)
    }

    /// The `SELECT` of one branch from its range (`l`), joined to its threads (`t`):
    /// `columns` with the order's key and the id taken from the link, under the threads' column
    /// names, so that SQLite sees the rows come in the order the page sorts by (an `ORDER BY`
    /// naming result columns, as a `UNION ALL` of branches needs, would otherwise sort them).
    static func rangeSelect(_ range: LinkRange, of branch: Branch, columns: String, sort: ThreadSort,
                            unread: String, after keyset: SortPosition?, into sql: inout String, _ arguments: inout [DatabaseValue]) {
        sql += "SELECT "
        sql += linkColumns(columns, activity: range.activity)
        sql += " FROM " + range.table + " CROSS JOIN threads t ON t.id = l.thread_id WHERE "
        let condition = rangeCondition(range, of: branch)
        sql += condition.sql
        arguments += condition.values
        if branch.unread {
            sql += " AND "
            sql += unread
        }
        if let keyset {
            let bound = Self.keyset(keyset, sort, activity: range.activity, idColumn: "l.thread_id")
            sql += " AND "
            sql += bound.sql
            arguments += bound.values
        }
    }

    /// `columns` (a walk's, comma-separated) with `t.id` and `t.last_activity_at` read from the link.
    static func linkColumns(_ columns: String, activity: String) -> String {
        columns.split(separator: ", ", omittingEmptySubsequences: false).map { column in
            switch column {
            case "t.id": "l.thread_id AS id"
            case "t.last_activity_at": activity + " AS last_activity_at"
            default: String(column)
            }
        }.joined(separator: ", ")
    }
}

extension ThreadQuerySQL {
    /// The number of threads of `branch` in its range (and with `withUnread`, the unread
    /// messages they hold, as `c` and `u`): the range's entries alone when nothing more is asked
    /// of a thread.
    static func rangeCount(_ range: LinkRange, of branch: Branch, withUnread: Bool = false) -> BoundSQL {
        let asksThreads = !range.others.isEmpty || branch.unread || withUnread
        let condition = rangeCondition(range, of: branch)
        let from = asksThreads ? range.table + " CROSS JOIN threads t ON t.id = l.thread_id" : range.table
        let unread = branch.unread ? " AND t.unread_count > 0" : ""
        let select = withUnread ? "count(*) AS c, coalesce(sum(t.unread_count), 0) AS u" : "count(*)"
        return BoundSQL(sql: "SELECT " + select + " FROM " + from + " WHERE " + condition.sql + unread, values: condition.values)
    }

    /// The tag names a page in `sort` reads from their ranges in every branch of `filter`: how
    /// common they are changes nothing there, so nothing is read to find out
    /// (`SQLiteDataStore.widespreadTags`, whose look at the newest threads cost a fresh process
    /// more than the page's own read).
    static func rangedTags(_ filter: ThreadFilter, _ sort: ThreadSort) -> Set<String> {
        guard readsRanges(sort) else { return [] }
        var ranged: Set<String>?
        for branch in StateBranches.of(filter) {
            guard let first = branch.conjuncts.lazy.compactMap(namedTag).first else { return [] }
            ranged = (ranged ?? [first]).intersection([first])
        }
        return ranged ?? []
    }
}
