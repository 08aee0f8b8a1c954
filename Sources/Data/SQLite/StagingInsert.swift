import Foundation
import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// One INSERT into a staging table (`ImportStaging`), prepared once, bound and run through
/// SQLite's own calls.
///
/// An import runs it once per row: ten million times for `seed` at 10M messages. GRDB's
/// `execute(arguments:)` builds an array of boxed values each time, and `TextColumn.value`
/// copies each text into `Data` for it: 15% of a seed without its search indexes. Here each
/// value goes straight to `sqlite3_bind_*`, text as its UTF-8 bytes into `CAST(? AS TEXT)`
/// as `TextColumn` binds it. Staging tables are TEMP and watched by no observer, so the
/// statement skips nothing GRDB would do for it but the boxing.
struct StagingInsert {
    private let statement: Statement
    private let connection: OpaquePointer?

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        connection = db.sqliteConnection
    }

    /// Binds the values `bind` gives, from the first parameter on, and runs the statement.
    func run(_ bind: (inout Bindings) -> Void) throws {
        let handle = statement.sqliteStatement
        var bindings = Bindings(handle: handle)
        bind(&bindings)
        let code = sqlite3_step(handle)
        // The message first: reset may replace it.
        let message = code == SQLITE_DONE ? nil : sqlite3_errmsg(connection).map { String(cString: $0) }
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }

    /// The parameters of one run, bound in order.
    struct Bindings {
        fileprivate let handle: OpaquePointer
        private var index: CInt = 1

        fileprivate init(handle: OpaquePointer) { self.handle = handle }

        mutating func bind(_ value: Int64) {
            sqlite3_bind_int64(handle, index, value)
            index += 1
        }

        mutating func bind(_ value: Bool) { bind(value ? 1 : 0 as Int64) }

        /// Text for a `TextColumn.parameter`: its UTF-8 bytes by length, NULs included.
        mutating func bind(text: String) {
            var text = text
            text.withUTF8 { bytes in bindBytes(bytes.baseAddress, count: bytes.count) }
            index += 1
        }

        /// Text, or NULL when there is none.
        mutating func bind(text: String?) {
            guard let text else { bindNull(); return }
            bind(text: text)
        }

        /// Bytes for a `TextColumn.parameter`, or NULL when there are none.
        mutating func bind(bytes: Data?) {
            guard let bytes else { bindNull(); return }
            bytes.withUnsafeBytes { raw in bindBytes(raw.baseAddress, count: raw.count) }
            index += 1
        }

        /// A value another statement read (`sqlite3_column_value`), copied as it is: a row moved
        /// from one connection to another without passing through Swift values.
        mutating func bind(value: OpaquePointer?) {
            sqlite3_bind_value(handle, index, value)
            index += 1
        }

        private mutating func bindNull() {
            sqlite3_bind_null(handle, index)
            index += 1
        }

        /// An empty value still needs a pointer: a null one would bind NULL, not "".
        private func bindBytes(_ base: UnsafeRawPointer?, count: Int) {
            if let base, count > 0 {
                sqlite3_bind_blob(handle, index, base, CInt(count), Self.transient)
            } else {
                sqlite3_bind_zeroblob(handle, index, 0)
            }
        }

        /// SQLite's SQLITE_TRANSIENT: copy the bytes before the call returns.
        private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }
}
