import Domain
import GRDB

/// The SQL for a `ThreadQuery`: the filter split into state branches (`StateBranches`), each
/// branch's conditions built by `QueryExpressionSQL` with every user-given value bound.
///
/// The plans are chosen here, not left to chance (schema/003 has the indexes, and
/// `QueryPlanTests` holds each filter of docs/cli.md and each query shape to them): a page walks
/// its sort's index in order and stops when full, and the counts come from `thread_counts` when
/// they can.
struct ThreadQuerySQL {
    /// One archived and muted state with what the query still asks of a thread in it.
    struct Branch: Equatable {
        var archived: Int
        var muted: Int
        /// Conditions beyond the state (threads aliased `t`), `and`-ed; empty when there are none.
        var refinements: [String]
        var arguments: [DatabaseValue]
        /// The same conditions as a page walking its index asks them (`probesEachThread`).
        var pageRefinements: [String]
        var pageArguments: [DatabaseValue]
        /// `is:unread` as a conjunct: written last, and kept off the unread index unless that index is the order.
        var unread: Bool
        /// The refinements over `thread_counts`' columns, when that table can count them.
        var counter: String?
        /// The starred states (0, 1) whose threads with unread messages the branch selects, when
        /// it asks only for states (`StateBranch.unreadStarred`): what `threadCount` sums.
        var unreadStarred: [Int]?
        /// The few threads a rare search term or name of the branch allows (`threadIDs(holding:)`,
        /// `threadIDs(withParticipant:)`): its page starts from them. `others` are the branch's
        /// other refinements, which its count asks of them.
        var candidates: Candidates?
        /// The one tag the branch names (`tag:NAME`), or another person's stars when it asks for
        /// `is:starred`, when its page by activity reads those links in order
        /// (`ThreadQuerySQL+LinkRange`): unless a rare search term or name gave its candidates,
        /// which are fewer.
        var linkRange: LinkRange?

        static func == (lhs: Branch, rhs: Branch) -> Bool {
            lhs.archived == rhs.archived && lhs.muted == rhs.muted && lhs.refinements == rhs.refinements && lhs.arguments == rhs.arguments
                && lhs.pageRefinements == rhs.pageRefinements && lhs.pageArguments == rhs.pageArguments && lhs.unread == rhs.unread
                && lhs.counter == rhs.counter && lhs.unreadStarred == rhs.unreadStarred
                && lhs.candidates == rhs.candidates && lhs.linkRange == rhs.linkRange
        }
    }

    /// A branch's candidate threads (see `Branch.candidates`).
    struct Candidates: Equatable {
        var sql: String
        var arguments: [DatabaseValue]
        var others: [String]
        var otherArguments: [DatabaseValue]
        /// The same as a page asks them: a candidate already holds the term or name it came
        /// from, so the walk does not ask it again (each ask gathered the whole list once more).
        var pageOthers: [String]
        var pageOtherArguments: [DatabaseValue]
        /// Whether they came from a `tag:` term or another person's stars: a page by activity
        /// reads that range of links instead.
        var fromLinks = false
        /// Whether the page reads a search term in each candidate's texts (a common word beside
        /// the rare one that gave them, or the listed phrase they came from): it then sorts them
        /// before it asks them (`sortsCandidatesFirst`).
        var pageReadsTexts = false
        /// The candidates as a page that sorts them first gathers them, when not as above: a
        /// listed phrase's messages not yet read for it (`QueryExpressionSQL.deferredThreadIDs`),
        /// which `pageOthers` then asks of each thread.
        var page: (sql: String, arguments: [DatabaseValue])?
    }

    let branches: [Branch]
    /// Whose read state, stars and mutes the statements read when not the first person's: the
    /// id of the person whose view (`PersonView`) each statement leads with (`seen`), their
    /// counts its `thread_counts` (schema/022). A page then walks both of the first person's mute
    /// ranges of each state and merges them (`walk`).
    let person: Int64?

    init(filter: ThreadFilter, widespread: QueryExpressionSQL.Widespread = .init(), seat: PersonSeat = .first) {
        let person: Int64? = if case .other(let id) = seat { id } else { nil }
        self.person = person
        let compiler = QueryExpressionSQL(widespread: widespread)
        var pageCompiler = compiler
        pageCompiler.probesEachThread = true
        let stateBranches = StateBranches.of(filter)
        // A page that may sort its candidates first (`sortsCandidatesFirst`) may leave a listed
        // phrase's reading to them.
        let sortable = person == nil && stateBranches.count == 1
        branches = stateBranches.map { branch in
            var conjuncts = branch.conjuncts
            let unread = conjuncts.contains(.term(.state(.unread)))
            conjuncts.removeAll { $0 == .term(.state(.unread)) }
            let (refinements, arguments) = Self.refinements(conjuncts, compiler)
            // Only `from:`, a widespread `with:`, `title:` or `assignee:` and a term common in
            // titles read differently on a page; every other query is compiled once.
            let probes = branch.residual.terms.contains {
                switch $0 {
                case .from: true
                case .with(let name): widespread.names.contains(name)
                case .title(let text): widespread.titles.contains(text)
                case .text(let text): widespread.titleTerms.contains(text)
                case .tag(let pattern): widespread.tags.contains(pattern)
                case .assignee(let name): widespread.assignees.contains(name)
                default: false
                }
            }
            let (pageRefinements, pageArguments) = probes ? Self.refinements(conjuncts, pageCompiler) : (refinements, arguments)
            let page = probes ? pageCompiler : compiler
            let candidates = Self.candidates(conjuncts, compiler, page: page, person: person, sortable: sortable)
            // Another person's page reads no tag's range: the links' copy of the state is the first person's.
            let range: LinkRange? = if candidates.map({ !$0.fromLinks }) ?? false { nil }
                else if let person { Self.starRange(conjuncts, person: person, page: page) }
                else { Self.tagRange(conjuncts, page: page) }
            return Branch(archived: branch.archived ? 1 : 0, muted: branch.muted ? 1 : 0, refinements: refinements,
                          arguments: arguments, pageRefinements: pageRefinements, pageArguments: pageArguments,
                          unread: unread, counter: QueryExpressionSQL.counterCondition(branch.residual),
                          unreadStarred: branch.unreadStarred?.map { $0 ? 1 : 0 }, candidates: candidates,
                          linkRange: range)
        }
    }

    /// The threads the branch's first rare search term allows, or else its first rare name, or
    /// else, for another person, the threads they starred (a few), or else its first tag, and
    /// what its other conjuncts ask.
    private static func candidates(_ conjuncts: [QueryExpression], _ compiler: QueryExpressionSQL, page: QueryExpressionSQL,
                                   person: Int64?, sortable: Bool) -> Candidates? {
        typealias IDs = (sql: String, arguments: [DatabaseValue])
        func first(_ ids: (QueryTerm) -> IDs?) -> (Int, IDs)? {
            for (index, conjunct) in conjuncts.enumerated() {
                if case .term(let term) = conjunct, let found = ids(term) { return (index, found) }
            }
            return nil
        }
        let term = first { if case .text(let text) = $0 { compiler.threadIDs(holding: text) } else { nil } }
            ?? first({ if case .with(let name) = $0 { compiler.threadIDs(withParticipant: name) } else { nil } })
        let starred = term == nil ? person.flatMap { person in
            first { $0 == .state(.starred) ? ("SELECT thread_id AS candidate FROM main.person_threads INDEXED BY person_threads_starred WHERE person_id = \(person) AND starred = 1", []) : nil }
        } : nil
        let tag = term == nil && starred == nil ? first({ if case .tag(let pattern) = $0 { compiler.threadIDs(taggedWith: pattern) } else { nil } }) : nil
        guard let (index, ids) = term ?? starred ?? tag else { return nil }
        var others = conjuncts
        others.remove(at: index)
        let (sql, arguments) = refinements(others, compiler)
        var (pageSQL, pageArguments) = refinements(others, page)
        var candidates = Candidates(sql: ids.sql, arguments: ids.arguments, others: sql, otherArguments: arguments,
                                    pageOthers: pageSQL, pageOtherArguments: pageArguments, fromLinks: term == nil,
                                    pageReadsTexts: page.readsEachThread(.and(others)))
        // A listed phrase's page reads each of its candidates for it only as far as it goes.
        if sortable, case .term(.text(let text)) = conjuncts[index], let deferred = compiler.deferredThreadIDs(holding: text) {
            pageSQL.insert(deferred.reading.sql, at: 0)
            pageArguments.insert(contentsOf: deferred.reading.values, at: 0)
            candidates.page = (deferred.candidates.sql, deferred.candidates.values)
            candidates.pageOthers = pageSQL
            candidates.pageOtherArguments = pageArguments
            candidates.pageReadsTexts = true
        }
        return candidates
    }

    /// Each conjunct's SQL (parenthesized when compound) and all their values, in order; past
    /// `ConditionChain.width` conjuncts, grouped as it groups them.
    static func refinements(_ conjuncts: [QueryExpression], _ compiler: QueryExpressionSQL) -> ([String], [DatabaseValue]) {
        let compiled = conjuncts.map { conjunct in
            let (sql, values) = compiler.condition(conjunct)
            return BoundSQL(sql: conjunct.isCompound ? "(" + sql + ")" : sql, values: values)
        }
        let items = ConditionChain.grouped(compiled, " AND ")
        return (items.map(\.sql), items.flatMap(\.values))
    }

    /// Whether every branch asks the same of its threads and the states are every pairing of
    /// some archived states with some muted ones: then one `IN`-list condition says it all.
    private var uniform: (archived: [Int], muted: [Int])? {
        guard let first = branches.first else { return nil }
        let archived = Set(branches.map(\.archived)).sorted(), muted = Set(branches.map(\.muted)).sorted()
        guard archived.count * muted.count == branches.count,
              branches.allSatisfy({ $0.refinements == first.refinements && $0.arguments == first.arguments && $0.unread == first.unread })
        else { return nil }
        return (archived, muted)
    }

    /// `WHERE` conditions for the whole filter (threads aliased `t`), without regard to order.
    var condition: BoundSQL {
        guard !branches.isEmpty else { return BoundSQL(sql: "0", values: []) }
        if let (archived, muted) = uniform, let first = branches.first {
            let parts = ["t.archived IN (\(Self.list(archived))) AND t.muted IN (\(Self.list(muted)))"]
                + first.refinements + (first.unread ? ["t.unread_count > 0"] : [])
            return BoundSQL(sql: parts.joined(separator: " AND "), values: first.arguments)
        }
        var arguments: [DatabaseValue] = []
        let alternatives = branches.map { branch in
            arguments += branch.arguments
            let parts = ["t.archived = \(branch.archived)", "t.muted = \(branch.muted)"]
                + branch.refinements + (branch.unread ? ["t.unread_count > 0"] : [])
            return "(" + parts.joined(separator: " AND ") + ")"
        }
        return BoundSQL(sql: alternatives.joined(separator: " OR "), values: arguments)
    }

    /// The condition on threads aliased `t` that holds for those after `position` in `sort`, as
    /// `ThreadSort.orders(_:after:)` says: a range of the sort's index from the position's key
    /// on (`QueryPlanTests`), the id sorting out the ties at its edge. Where key and id both run
    /// descending (`recent`, `unread`) that is one row value; where they run opposite ways, the
    /// key's bound and the id apart. A key the sort does not read decides nothing, so only the id does.
    ///
    /// A tag's range names its own copies of the activity and the id (`activity`, `idColumn`), so
    /// that the bound is a range of its index.
    static func keyset(_ position: SortPosition, _ sort: ThreadSort, activity: String = "t.last_activity_at", idColumn: String = "t.id") -> BoundSQL {
        let id = position.id.rawValue.databaseValue
        switch (sort, position.key) {
        case (.recent, .activity(let at)):
            return BoundSQL(sql: "(\(activity), \(idColumn)) < (?, ?)", values: [Millis.from(at).databaseValue, id])
        case (.oldest, .activity(let at)):
            let at = Millis.from(at).databaseValue
            return BoundSQL(sql: "\(activity) >= ? AND (\(activity) > ? OR \(idColumn) < ?)", values: [at, at, id])
        case (.title, .title(let key)):
            let key = TextColumn.value(key).databaseValue
            return BoundSQL(sql: "t.title_key >= \(TextColumn.parameter) AND (t.title_key > \(TextColumn.parameter) OR t.id < ?)",
                            values: [key, key, id])
        case (.unread, .unread(let count)):
            return BoundSQL(sql: "(t.unread_count, t.id) < (?, ?)", values: [count.databaseValue, id])
        default:
            return BoundSQL(sql: "\(idColumn) < ?", values: [id])
        }
    }

    /// The count of matching threads and of the threads in the branches' states: read from
    /// `thread_counts` (the person's own, for another person) when every branch asks only for
    /// starred, unread or read, else counted.
    func counts() -> (matching: BoundSQL, scope: String) {
        // Another person's `thread_counts` is their own (`PersonView`).
        let scope = "SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE " + stateCondition
        guard !branches.isEmpty else { return (BoundSQL(sql: "SELECT 0", values: []), scope) }
        guard branches.allSatisfy({ $0.counter != nil }) else {
            if let counted = countedFromCandidates { return (counted, scope) }
            let condition = condition
            return (BoundSQL(sql: "SELECT count(*) FROM threads t WHERE \(condition.sql)", values: condition.values), scope)
        }
        if uniform != nil, let first = branches.first, first.refinements.allSatisfy({ $0 == "t.starred = 1" }) {
            // The flags' shape, written as it always was.
            let flags = (first.refinements.isEmpty ? "" : " AND starred = 1") + (first.unread ? " AND unread = 1" : "")
            return (BoundSQL(sql: scope + flags, values: []), scope)
        }
        let alternatives = branches.map { "(archived = \($0.archived) AND muted = \($0.muted) AND (\($0.counter ?? "1")))" }
        return (BoundSQL(sql: "SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE " + alternatives.joined(separator: " OR "), values: []), scope)
    }

    /// The branches' states over `thread_counts`' columns.
    var stateCondition: String {
        guard !branches.isEmpty else { return "0" }
        if let (archived, muted) = uniform { return "archived IN (\(Self.list(archived))) AND muted IN (\(Self.list(muted)))" }
        return branches.map { "(archived = \($0.archived) AND muted = \($0.muted))" }.joined(separator: " OR ")
    }

    /// `sql` as the statement reads it: led by the person's view when it is not the first person's.
    func seen(_ sql: String) -> String {
        person.map { PersonView.prefixing(sql, person: $0) } ?? sql
    }

    private static func list(_ values: [Int]) -> String {
        values.map(String.init).joined(separator: ", ")
    }

    /// `ORDER BY` terms for `sort`, naming result columns (a `UNION ALL` can order by nothing
    /// else), or the columns of the table or subquery named `alias`; always ends with the id
    /// tie-break. Each written out with its prefix: splitting and joining a list went through
    /// generic string calls that searched the binary's protocol conformances at each start
    /// (650,000 instructions of a 25M page).
    static func order(_ sort: ThreadSort, of alias: String? = nil) -> String {
        let column = alias.map { $0 + "." } ?? ""
        switch sort {
        case .recent: return "\(column)last_activity_at DESC, \(column)id DESC"
        case .oldest: return "\(column)last_activity_at ASC, \(column)id DESC"
        case .title: return "\(column)title_key ASC, \(column)id DESC"
        case .unread: return "\(column)unread_count DESC, \(column)id DESC"
        }
    }
}

/// SQL text and the values bound to its `?`s, in order.
struct BoundSQL {
    var sql: String
    var values: [DatabaseValue]
    var arguments: StatementArguments { StatementArguments(values) }
}

extension QueryExpression {
    /// Whether the expression joins parts (`and`, `or`), so it needs parentheses among others.
    var isCompound: Bool {
        switch self {
        case .and(let parts): parts.count > 1
        case .or: true
        default: false
        }
    }
}
