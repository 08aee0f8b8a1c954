import Domain
import Foundation
import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

// GRDB binds a String with length -1 and reads TEXT as a C string, so a NUL inside a
// message body or title would be cut off on the way in and on the way out. Text that
// comes from users is therefore bound as UTF-8 bytes into `CAST(? AS TEXT)` and selected
// as `CAST(column AS BLOB)`, both by length. SQLite keeps the value TEXT in between, so
// FTS, `instr` and comparisons see every byte.
enum TextColumn {
    /// The placeholder for a bound `TextColumn.value`: stored as TEXT, NULs included.
    static let parameter = "CAST(? AS TEXT)"

    /// The bytes to bind in place of `parameter`. Copied from the string's own UTF-8: `Data`'s
    /// generic initializer asks at run time whether the view is contiguous bytes, a search of
    /// the binary's protocol conformances (210,000 instructions) the first time.
    static func value(_ text: String) -> Data {
        var text = text
        return text.withUTF8 { bytes in bytes.baseAddress.map { Data(bytes: $0, count: bytes.count) } ?? Data() }
    }

    /// `CAST(expression AS BLOB)`: the column's bytes with their length, NULs included.
    static func select(_ expression: String) -> String { "CAST(\(expression) AS BLOB)" }

    /// A string from bytes the store wrote as UTF-8; a hand-edited file's invalid bytes
    /// become U+FFFD rather than a crash.
    static func string(_ data: Data) -> String {
        // Decoding from the contiguous bytes takes the standard library's fast UTF-8 path;
        // `String(decoding: data, …)` would walk `Data` as a generic collection.
        data.withUnsafeBytes { String(decoding: $0.bindMemory(to: UInt8.self), as: UTF8.self) }
    }
}

extension Row {
    /// The text at `index`, read by length (select it with `TextColumn.select`).
    /// A NULL, which the schema forbids, throws instead of crashing.
    func text(atIndex index: Int) throws -> String {
        try withUnsafeData(atIndex: index) { data in
            guard let data else {
                throw ThreadsError.store(.nullText(column: index))
            }
            return TextColumn.string(data)
        }
    }

    /// The text at `index`, or nil for NULL (a column that may be empty, like mail's ids).
    func optionalText(atIndex index: Int) throws -> String? {
        try withUnsafeData(atIndex: index) { data in data.map(TextColumn.string) }
    }
}

extension Statement {
    /// The integer in column `index` of the row this statement is on (inside a cursor loop), for
    /// a column the schema keeps as a NOT NULL integer (a count): no `Row` decoding around it.
    func integer(atColumn index: Int) -> Int {
        Int(sqlite3_column_int64(sqliteStatement, Int32(index)))
    }

    /// The 64-bit integer in column `index` of the row this statement is on (a rowid).
    func int64(atColumn index: Int) -> Int64 {
        sqlite3_column_int64(sqliteStatement, Int32(index))
    }

    /// The text in column `index` of the row this statement is on (inside a cursor loop),
    /// read by length like `Row.text(atIndex:)` but without wrapping the bytes in `Data`
    /// first: the thread list reads a few hundred such values a page. `sqlite3_column_blob`
    /// returns a TEXT value's own bytes, so the column needs no `TextColumn.select` cast.
    func text(atColumn index: Int) throws -> String {
        let column = Int32(index)
        // Pointer first, then length: the order SQLite documents for sqlite3_column_blob/_bytes.
        guard let bytes = sqlite3_column_blob(sqliteStatement, column) else {
            // No pointer: an empty value, or a NULL, which the schema forbids. Only then is the
            // type asked, so a value costs two calls into SQLite, not three.
            guard sqlite3_column_type(sqliteStatement, column) != SQLITE_NULL else {
                throw ThreadsError.store(.nullText(column: index))
            }
            return ""
        }
        let count = Int(sqlite3_column_bytes(sqliteStatement, column))
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: count).bindMemory(to: UInt8.self), as: UTF8.self)
    }
}
