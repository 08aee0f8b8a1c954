#if Postgres
import Data
import Domain
import PostgresNIO

/// The SQL for a `ThreadFilter` on PostgreSQL: the filter split into state branches
/// (`StateBranches`), each branch's conditions from fixed fragments (`PostgresQueryExpression`),
/// every user-given value a numbered parameter (never spliced into the text). The same meaning
/// as the SQLite store's `ThreadQuerySQL`, written for this planner: each branch is one ordered
/// range of its sort's index, several are merged by a `UNION ALL` of ranges (a Merge Append that
/// stops when the page is full), and search goes through pg_trgm.
///
/// Each statement is built with its own `PostgresArguments`: parameters are numbered per
/// statement, and a statement binds only the values it uses.
struct PostgresThreadQuery {
    /// One archived and muted state with what the query still asks of a thread in it.
    struct Branch: Equatable {
        var archived: Bool
        var muted: Bool
        /// The residual's conjuncts other than `is:unread`, `and`-ed.
        var conjuncts: [QueryExpression]
        /// `is:unread` as a conjunct: written last, as the flags always wrote it.
        var unread: Bool
        /// The starred states whose threads with unread messages the branch selects, when it asks
        /// only for states (`StateBranch.unreadStarred`): what `threadCount` sums.
        var unreadStarred: [Bool]?

        /// The archived and muted state over threads aliased `t`.
        var state: String {
            (archived ? "t.archived" : "NOT t.archived") + (muted ? " AND t.muted" : " AND NOT t.muted")
        }

        /// The refinements beyond the state, in order; the tag patterns in `walking` asked of
        /// each thread (`PostgresQueryExpression`).
        func refinements(_ arguments: inout PostgresArguments, walking: Set<String> = []) -> [String] {
            conjuncts.map { PostgresQueryExpression.condition($0, &arguments, walking: walking) } + (unread ? ["t.unread_count > 0"] : [])
        }
    }

    /// The filter's branches, in `StateBranches`' order; none when nothing can match.
    let branches: [Branch]
    /// Tag patterns so common that a page walks its order and asks each thread
    /// (`PostgresDataStore.walkedTags`); every other statement gathers their threads.
    var walkedTags: Set<String> = []

    init(filter: ThreadFilter) {
        branches = StateBranches.of(filter).map { branch in
            var conjuncts = branch.conjuncts
            let unread = conjuncts.contains(.term(.state(.unread)))
            conjuncts.removeAll { $0 == .term(.state(.unread)) }
            return Branch(archived: branch.archived, muted: branch.muted, conjuncts: conjuncts, unread: unread,
                          unreadStarred: branch.unreadStarred)
        }
    }

    /// Whether every branch asks the same of its threads and the states are every pairing of
    /// some archived states with some muted ones (as SQLite's `uniform`): then the state is
    /// one condition per column, and the refinements are written once.
    private var uniform: (archived: Set<Bool>, muted: Set<Bool>)? {
        guard let first = branches.first else { return nil }
        let archived = Set(branches.map(\.archived)), muted = Set(branches.map(\.muted))
        guard archived.count * muted.count == branches.count,
              branches.allSatisfy({ $0.conjuncts == first.conjuncts && $0.unread == first.unread })
        else { return nil }
        return (archived, muted)
    }

    /// The states of `archived` and `muted` as conditions: none for a column either state of which is kept.
    private static func states(archived: Set<Bool>, muted: Set<Bool>) -> [String] {
        func column(_ name: String, _ values: Set<Bool>) -> [String] {
            guard values.count == 1, let value = values.first else { return [] }
            return [value ? "t.\(name)" : "NOT t.\(name)"]
        }
        return column("archived", archived) + column("muted", muted)
    }

    /// `WHERE` conditions for the whole filter (threads aliased `t`), order aside; its values
    /// are appended to `arguments`.
    func condition(_ arguments: inout PostgresArguments) -> String {
        guard !branches.isEmpty else { return "false" }
        if let (archived, muted) = uniform, let first = branches.first {
            let parts = Self.states(archived: archived, muted: muted) + first.refinements(&arguments)
            return parts.isEmpty ? "true" : "(" + parts.joined(separator: " AND ") + ")"
        }
        let alternatives = branches.map { branch in
            "(" + ([branch.state] + branch.refinements(&arguments)).joined(separator: " AND ") + ")"
        }
        return "(" + alternatives.joined(separator: " OR ") + ")"
    }

    /// The branches' states alone (the threads in scope), for the scope's count: binds nothing.
    var stateCondition: String {
        guard !branches.isEmpty else { return "false" }
        let archived = Set(branches.map(\.archived)), muted = Set(branches.map(\.muted))
        if archived.count * muted.count == branches.count {
            let parts = Self.states(archived: archived, muted: muted)
            return parts.isEmpty ? "true" : "(" + parts.joined(separator: " AND ") + ")"
        }
        return "(" + branches.map { "(" + $0.state + ")" }.joined(separator: " OR ") + ")"
    }

    /// Whether the filter asks nothing beyond the states: the matching threads are those in scope.
    var isStatesOnly: Bool {
        branches.allSatisfy { $0.conjuncts.isEmpty && !$0.unread }
    }

    /// `threads count`'s one statement: the matching threads and the sum of their `unread_count`,
    /// as two bigint columns; values are appended to `arguments`. When every branch asks only for
    /// states, the threads are counted from the indexes as the list's counts are, and each
    /// branch's unread messages read from its range of `threads_by_unread` past zero (an
    /// index-only scan when the branch takes all its unread threads); a branch whose unread
    /// threads it never selects (`is:read`) adds nothing. Otherwise one pass over the matches
    /// counts them and sums their counters.
    func threadCount(_ arguments: inout PostgresArguments) -> String {
        guard !branches.isEmpty else { return "SELECT 0::bigint, 0::bigint" }
        guard branches.allSatisfy({ $0.unreadStarred != nil }) else {
            return "SELECT count(*), coalesce(sum(t.unread_count), 0)::bigint FROM threads t WHERE " + condition(&arguments)
        }
        let sums = branches.compactMap { branch -> String? in
            guard let starred = branch.unreadStarred, !starred.isEmpty else { return nil }
            let narrowed = starred.count == 1 ? (starred[0] ? " AND t.starred" : " AND NOT t.starred") : ""
            return "(SELECT coalesce(sum(t.unread_count), 0) FROM threads t WHERE \(branch.state)\(narrowed) AND t.unread_count > 0)"
        }
        return "SELECT (SELECT count(*) FROM threads t WHERE \(condition(&arguments))), "
            + "(" + (sums.isEmpty ? "0" : sums.joined(separator: " + ")) + ")::bigint"
    }

    /// One page of `columns` from threads aliased `t`, in `sort`'s order: a range per branch,
    /// merged, of the threads after `after` when given (`keyset`), then past `offset` of them.
    /// `columns` must include what `sort` orders by (`t.*` does). Values are appended to `arguments`.
    func page(columns: String, sort: ThreadSort, limit: Int?, offset: Int, after: SortPosition? = nil,
              _ arguments: inout PostgresArguments) -> String {
        // Each range needs at most the rows up to the page's end (no overflow for a huge limit).
        let reach = limit.map { "LIMIT \($0.addingReportingOverflow(offset).overflow ? Int.max : $0 + offset)" } ?? ""
        // Bound once; every range names the same parameters.
        let keyset = after.map { Self.keyset($0, sort, &arguments) }
        var ranges = branches.map { branch in
            "(SELECT \(columns) FROM threads t WHERE " + ([branch.state] + branch.refinements(&arguments, walking: walkedTags) + (keyset.map { [$0] } ?? []))
                .joined(separator: " AND ") + " ORDER BY \(Self.order(sort, prefix: "t.")) \(reach))"
        }
        if ranges.isEmpty { ranges = ["(SELECT \(columns) FROM threads t WHERE false)"] }
        return "SELECT * FROM (" + ranges.joined(separator: " UNION ALL ") + ") ranges ORDER BY \(Self.order(sort, prefix: "")) "
            + "LIMIT \(limit.map(String.init) ?? "ALL") OFFSET \(offset)"
    }

    /// The condition on threads aliased `t` that holds for those after `position` in `sort`, as
    /// `ThreadSort.orders(_:after:)` says (and SQLite's `ThreadQuerySQL.keyset`). Where the key
    /// and the id run the index's one way (`recent`, `unread`), a row comparison is the index
    /// range itself; where they run opposite ways, the key bounds the range and the id sorts out
    /// the ties at its edge. A key the sort does not read decides nothing, so only the id does.
    static func keyset(_ position: SortPosition, _ sort: ThreadSort, _ arguments: inout PostgresArguments) -> String {
        switch (sort, position.key) {
        case (.recent, .activity(let at)):
            let at = arguments.integer(Millis.from(at)), id = arguments.integer(position.id.rawValue)
            return "(t.last_activity_at, t.id) < (\(at), \(id))"
        case (.oldest, .activity(let at)):
            let at = arguments.integer(Millis.from(at)), id = arguments.integer(position.id.rawValue)
            return "t.last_activity_at >= \(at) AND (t.last_activity_at > \(at) OR t.id < \(id))"
        case (.title, .title(let key)):
            let key = arguments.text(PostgresText.encode(key)), id = arguments.integer(position.id.rawValue)
            return "t.title_key >= \(key) AND (t.title_key > \(key) OR t.id < \(id))"
        case (.unread, .unread(let count)):
            let count = arguments.integer(Int64(count)), id = arguments.integer(position.id.rawValue)
            return "(t.unread_count, t.id) < (\(count), \(id))"
        default:
            return "t.id < \(arguments.integer(position.id.rawValue))"
        }
    }

    /// `ORDER BY` terms for `sort`, ending with the id tie-break (newest first), as every store orders.
    static func order(_ sort: ThreadSort, prefix: String) -> String {
        switch sort {
        case .recent: "\(prefix)last_activity_at DESC, \(prefix)id DESC"
        case .oldest: "\(prefix)last_activity_at ASC, \(prefix)id DESC"
        case .title: "\(prefix)title_key ASC, \(prefix)id DESC"
        case .unread: "\(prefix)unread_count DESC, \(prefix)id DESC"
        }
    }
}
#endif
