import Foundation
import GRDB

// Decoded with throwing accessors, like `ThreadRecord`: a NULL from a hand-edited file is an error, not a crash.
extension MessageRecord {
    /// Built once, since statements are looked up by their text on every read: `columnsOfM`
    /// from messages aliased `m`, for `init(row:from:)` (the list's last messages).
    static let plainColumns = columns(), columnsOfM = columns("m.", castText: false)
    /// `plainColumns` and mail's ids: a thread's detail, where `init(detailRow:)` reads them.
    static let detailColumns = plainColumns + ", \(TextColumn.select("message_id")), \(TextColumn.select("refs"))"

    /// The columns `init(row:)` reads, from the table aliased by `prefix` (`"m."`); text selected
    /// by length (see `TextColumn`) unless `castText` is false, for `init(row:from:)`.
    static func columns(_ prefix: String = "", castText: Bool = true) -> String {
        let text = [prefix + "author", prefix + "body"].map { castText ? TextColumn.select($0) : $0 }
        return "\(prefix)id, \(prefix)thread_id, \(text[0]), \(text[1]), \(prefix)sent_at, \(prefix)read"
    }

    /// Reads `columns()`, by position.
    init(row: Row) throws {
        try self.init(row: row, text: row.text(atIndex:))
    }

    /// Reads the row `statement` is on inside a cursor loop, its text straight from the
    /// statement: wrapping each value in `Data` first cost 5,000 instructions a message.
    init(row: Row, from statement: Statement) throws {
        try self.init(row: row, text: statement.text(atColumn:))
    }

    private init(row: Row, text: (Int) throws -> String) throws {
        self.init(id: try row.decode(atIndex: 0), threadID: try row.decode(atIndex: 1), author: try text(2),
                  body: try text(3), sentAt: try row.decode(atIndex: 4), read: try row.decode(atIndex: 5))
    }

    /// Reads `detailColumns`, by position.
    init(detailRow row: Row) throws {
        try self.init(row: row)
        messageID = try row.optionalText(atIndex: 6)
        references = Self.references(fromColumn: try row.optionalText(atIndex: 7))
    }

    /// The `refs` column's value: a JSON array of the ids, or NULL for none.
    static func refsColumn(_ references: [String]) -> Data? {
        guard !references.isEmpty else { return nil }
        // An array of strings always encodes.
        return try? IDListJSON.data(references)
    }

    /// The ids in a `refs` value. One that is not an array of strings (a hand-edited file)
    /// reads as none: the ids only help later mail find its thread, and the message itself
    /// should stay readable.
    static func references(fromColumn text: String?) -> [String] {
        text.flatMap(IDListJSON.ids) ?? []
    }
}
