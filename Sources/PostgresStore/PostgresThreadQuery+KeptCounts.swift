#if Postgres
import Domain

// Another person's counts read from what is kept for them (schema/postgres/016), through their
// view's `thread_counts` (`PostgresPersonView`), when the filter asks only for states, stars and
// unread: a few rows, where counting their view joined every thread to their rows.
extension PostgresThreadQuery {
    /// Each branch over `thread_counts`' columns (what it matches, and its state alone); nil
    /// when a branch asks anything those columns cannot answer.
    private var keptStates: (matching: String, scope: String)? {
        guard !branches.isEmpty, branches.allSatisfy({ $0.conjuncts.allSatisfy { $0 == .term(.state(.starred)) } }) else { return nil }
        let matching = branches.map { branch in
            "(archived = \(branch.archived) AND muted = \(branch.muted)" + (branch.conjuncts.isEmpty ? "" : " AND starred")
                + (branch.unread ? " AND unread" : "") + ")"
        }
        let scope = branches.map { "(archived = \($0.archived) AND muted = \($0.muted))" }
        return (matching.joined(separator: " OR "), scope.joined(separator: " OR "))
    }

    /// The list's two counts, the matching threads and those in scope, from kept counts.
    var keptListCounts: String? {
        keptStates.map {
            "SELECT (SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE \($0.matching))::bigint, "
                + "(SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE \($0.scope))::bigint"
        }
    }

    /// `threads count`'s statement (threads, unread messages) from kept counts.
    var keptThreadCount: String? {
        keptStates.map {
            "SELECT coalesce(sum(threads), 0)::bigint, coalesce(sum(unread_messages), 0)::bigint FROM thread_counts WHERE \($0.matching)"
        }
    }
}
#endif
