#if Postgres
import Data
import Domain
import PostgresNIO

/// The SQL for a `ThreadFilter` on PostgreSQL: conditions from fixed fragments, every
/// user-given value a numbered parameter (never spliced into the text). The same meaning as
/// the SQLite store's `ThreadQuerySQL`, written for this planner: each archived/muted state is
/// one ordered range of its sort's index, several states are merged by a `UNION ALL` of ranges
/// (a Merge Append that stops when the page is full), and search goes through pg_trgm.
struct PostgresThreadQuery {
    /// One archived and muted state: every list index leads with both.
    struct State: Equatable {
        var archived: Bool
        var muted: Bool
    }

    /// The states the filter covers: one, two or four.
    let states: [State]
    /// Conditions beyond the state (threads aliased `t`), in terms of `$1…` in `bindings`.
    let refinements: [String]
    /// The values of the parameters, in order.
    private(set) var bindings = PostgresBindings()
    private let unreadOnly: Bool

    init(filter: ThreadFilter) {
        let archived: [Bool] = switch filter.archive {
        case .active: [false]
        case .archived: [true]
        case .all: [false, true]
        }
        let muted: [Bool] = switch filter.mute {
        case .unmuted: [false]
        case .muted: [true]
        case .all: [false, true]
        }
        states = archived.flatMap { a in muted.map { State(archived: a, muted: $0) } }
        unreadOnly = filter.unreadOnly

        var parts: [String] = []
        var bindings = PostgresBindings()
        func parameter(_ text: String) -> String {
            bindings.append(text)
            return "$\(bindings.count)"
        }
        if filter.starredOnly { parts.append("t.starred") }
        for name in filter.participants {
            parts.append("t.id IN (SELECT p.thread_id FROM participants p WHERE p.name_key = \(parameter(PostgresText.encode(TextFold.key(name)))))")
        }
        if let since = filter.since {
            bindings.append(Millis.from(since))
            parts.append("t.last_activity_at >= $\(bindings.count)")
        }
        if let until = filter.until {
            bindings.append(Millis.from(until))
            parts.append("t.last_activity_at < $\(bindings.count)")
        }
        for term in filter.searchTerms {
            // One parameter used twice. pg_trgm's GIN indexes serve ILIKE for terms of three
            // characters or more; shorter ones are matched by reading the rows.
            let pattern = parameter(PostgresText.containsPattern(term))
            parts.append("(t.title ILIKE \(pattern) OR t.id IN (SELECT m.thread_id FROM messages m WHERE m.body ILIKE \(pattern)))")
        }
        refinements = parts
        self.bindings = bindings
    }

    /// `WHERE` conditions for the whole filter (threads aliased `t`), order aside.
    var condition: String {
        ([stateCondition] + refinements + (unreadOnly ? ["t.unread_count > 0"] : [])).joined(separator: " AND ")
    }

    /// The archived and muted part alone, for the scope's count.
    var stateCondition: String {
        "(" + states.map(Self.condition).joined(separator: " OR ") + ")"
    }

    /// One page of `columns` from threads aliased `t`, in `sort`'s order: a range per state, merged.
    func page(columns: String, sort: ThreadSort, limit: Int?, offset: Int) -> String {
        // Each range needs at most the rows up to the page's end.
        let reach = limit.map { "LIMIT \($0 + offset)" } ?? ""
        let ranges = states.map { state in
            "(SELECT \(columns) FROM threads t WHERE " + ([Self.condition(state)] + refinements + (unreadOnly ? ["t.unread_count > 0"] : []))
                .joined(separator: " AND ") + " ORDER BY \(Self.order(sort, prefix: "t.")) \(reach))"
        }
        return "SELECT * FROM (" + ranges.joined(separator: " UNION ALL ") + ") ranges ORDER BY \(Self.order(sort, prefix: "")) LIMIT \(limit.map(String.init) ?? "ALL") OFFSET \(offset)"
    }

    private static func condition(_ state: State) -> String {
        (state.archived ? "t.archived" : "NOT t.archived") + (state.muted ? " AND t.muted" : " AND NOT t.muted")
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
