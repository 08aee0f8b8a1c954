import GRDB

// Rows are decoded with throwing accessors: a NULL where the schema forbids one (a file
// edited by hand) becomes an error message, never a crash.
extension ThreadRecord {
    /// Built once, since statements are looked up by their text on every read: the columns for
    /// `init(row:)`, and for `init(row:from:)` from threads aliased `t` (the list's page).
    static let plainColumns = columns(), listColumns = columns("t.", castText: false)

    /// The columns `init(row:)` reads; text selected by length (see `TextColumn`) unless
    /// `castText` is false, for `init(row:from:)`, which reads a TEXT value by length as it is.
    static func columns(_ prefix: String = "", castText: Bool = true) -> String {
        let plain = ["id", "starred", "archived", "created_at", "last_activity_at", "message_count", "unread_count", "muted"].map { prefix + $0 }
        let text = [prefix + "key", prefix + "title"].map { castText ? TextColumn.select($0) : $0 }
        // Last, and read as optional bytes either way: NULL for a thread given to no one.
        return ([plain[0]] + text + plain.dropFirst() + [prefix + "assignee"]).joined(separator: ", ")
    }

    /// Reads `columns()`, by position (no name lookups per row).
    init(row: Row) throws {
        try self.init(row: row, text: row.text(atIndex:))
    }

    /// Reads the row `statement` is on inside a cursor loop, its text straight from the statement.
    init(row: Row, from statement: Statement) throws {
        try self.init(row: row, text: statement.text(atColumn:))
    }

    private init(row: Row, text: (Int) throws -> String) throws {
        self.init(id: try row.decode(atIndex: 0), key: try text(1), title: try text(2),
                  starred: try row.decode(atIndex: 3), archived: try row.decode(atIndex: 4),
                  createdAt: try row.decode(atIndex: 5), lastActivityAt: try row.decode(atIndex: 6),
                  messageCount: try row.decode(atIndex: 7), unreadCount: try row.decode(atIndex: 8), muted: try row.decode(atIndex: 9),
                  assignee: try row.optionalText(atIndex: 10))
    }
}
