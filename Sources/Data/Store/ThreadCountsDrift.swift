/// `db check`'s words for `thread_counts` disagreeing with a recount of `threads`, the same on
/// every store that keeps the table (SQLite's schema/003 and 014, PostgreSQL's schema/postgres/009).
/// Triggers keep it in each writer's transaction, so a difference means rows were changed behind
/// them: by hand, or with the triggers dropped.
public enum ThreadCountsDrift {
    /// What each state keeps, in this order in `kept` and `counted`.
    static let figures = ["threads", "messages", "unread messages"]

    /// One line for each figure of the state whose kept value is not the recount's; none when all agree.
    /// - Parameter state: archived, muted, starred and unread (has an unread message), in this order.
    public static func problems(state: [Bool], kept: [Int], counted: [Int]) -> [String] {
        let names = zip(["archived", "muted", "starred", "unread"], state).map { "\($0)=\($1 ? 1 : 0)" }.joined(separator: " ")
        return zip(figures, zip(kept, counted)).compactMap { figure, values in
            values.0 == values.1 ? nil : "thread_counts (\(names)) says \(values.0) \(figure), the threads table has \(values.1)"
        }
    }
}
