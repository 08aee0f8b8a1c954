import Foundation
import GRDB

// Decoded with throwing accessors, like `ThreadRecord`: a NULL from a hand-edited file is an error, not a crash.
extension MessageRecord {
    /// Built once, since statements are looked up by their text on every read.
    static let plainColumns = columns(), columnsOfM = columns("m.")
    /// `plainColumns` and mail's ids: a thread's detail, where `init(detailRow:)` reads them.
    static let detailColumns = plainColumns + ", \(TextColumn.select("message_id")), \(TextColumn.select("refs"))"

    /// The columns `init(row:)` reads, from the table aliased by `prefix` (`"m."`), text selected by length.
    static func columns(_ prefix: String = "") -> String {
        "\(prefix)id, \(prefix)thread_id, \(TextColumn.select(prefix + "author")), \(TextColumn.select(prefix + "body")), \(prefix)sent_at, \(prefix)read"
    }

    /// Reads `columns()`, by position.
    init(row: Row) throws {
        self.init(id: try row.decode(atIndex: 0), threadID: try row.decode(atIndex: 1), author: try row.text(atIndex: 2),
                  body: try row.text(atIndex: 3), sentAt: try row.decode(atIndex: 4), read: try row.decode(atIndex: 5))
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
        // An array of strings always serialises.
        return try? JSONSerialization.data(withJSONObject: references, options: [.withoutEscapingSlashes])
    }

    /// The ids in a `refs` value. One that is not an array of strings (a hand-edited file)
    /// reads as none: the ids only help later mail find its thread, and the message itself
    /// should stay readable.
    static func references(fromColumn text: String?) -> [String] {
        guard let text, let ids = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String] else { return [] }
        return ids
    }
}
