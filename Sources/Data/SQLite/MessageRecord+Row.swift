import GRDB

// Decoded with throwing accessors, like `ThreadRecord`: a NULL from a hand-edited file is an error, not a crash.
extension MessageRecord {
    /// Built once, since statements are looked up by their text on every read.
    static let plainColumns = columns(), columnsOfM = columns("m.")

    /// The columns `init(row:)` reads, from the table aliased by `prefix` (`"m."`), text selected by length.
    static func columns(_ prefix: String = "") -> String {
        "\(prefix)id, \(prefix)thread_id, \(TextColumn.select(prefix + "author")), \(TextColumn.select(prefix + "body")), \(prefix)sent_at, \(prefix)read"
    }

    /// Reads `columns()`, by position.
    init(row: Row) throws {
        self.init(id: try row.decode(atIndex: 0), threadID: try row.decode(atIndex: 1), author: try row.text(atIndex: 2),
                  body: try row.text(atIndex: 3), sentAt: try row.decode(atIndex: 4), read: try row.decode(atIndex: 5))
    }
}
