import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// `threads_listed(id, ids)`: 1 when the integer `id` is among `ids`, a JSON array of integers
/// as a page's looks make them (`QueryExpressionSQL.RecentMatches`), else 0; NULL for an `id`
/// that is not an integer.
///
/// `m.id IN (SELECT value FROM json_each(?))` builds an index of the list in each place that asks
/// it, and `--all` asks it in each of its four walks. Here each place reads the list once a
/// statement, into sorted ids SQLite keeps beside the argument (`sqlite3_set_auxdata`), and each
/// id is a binary search. A body word's `--all` page at 1M short messages, walking this way, took
/// 10.0 ms of CPU and 573 reads of the file, against 11.9 ms and 616 for the release that read
/// every message (`perf stat`, `strace`).
enum ListedFunction {
    static func register(_ db: Database) throws {
        let status = sqlite3_create_function_v2(db.sqliteConnection, "threads_listed", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
                                                listed, nil, nil, nil)
        guard status == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: status), message: "threads_listed") }
    }

    private static let listed: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = { context, _, values in
        guard let values, sqlite3_value_type(values[0]) == SQLITE_INTEGER else { return sqlite3_result_null(context) }
        let id = sqlite3_value_int64(values[0])
        if let kept = sqlite3_get_auxdata(context, 1) {
            return sqlite3_result_int(context, Unmanaged<SortedIDs>.fromOpaque(kept).takeUnretainedValue().contains(id) ? 1 : 0)
        }
        let ids = SortedIDs(parsing: values[1])
        sqlite3_result_int(context, ids.contains(id) ? 1 : 0)
        // SQLite may release it at once (when the argument is not a constant): this call is done with it.
        sqlite3_set_auxdata(context, 1, Unmanaged.passRetained(ids).toOpaque()) { kept in
            if let kept { Unmanaged<SortedIDs>.fromOpaque(kept).release() }
        }
    }
}

/// The integers of a JSON array, sorted: every run of digits, with a `-` just before it, is one.
/// Anything else is a separator, so a text that is no such array gives no or fewer ids, never a fault.
private final class SortedIDs {
    private let ids: [Int64]

    init(parsing value: OpaquePointer?) {
        var ids: [Int64] = []
        let count = Int(sqlite3_value_bytes(value))
        if let text = sqlite3_value_text(value), count > 0 {
            var number: Int64?, negative = false
            for index in 0...count {
                let byte = index < count ? text[index] : 0
                if byte >= 0x30, byte <= 0x39 {
                    // A number too long for 64 bits is no id any table holds: it saturates.
                    let (times, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                    let (sum, carry) = times.addingReportingOverflow(Int64(byte - 0x30))
                    number = overflow || carry ? .max : sum
                    continue
                }
                if let found = number { ids.append(negative ? -found : found) }
                number = nil
                negative = byte == 0x2D
            }
        }
        self.ids = ids.sorted()
    }

    func contains(_ id: Int64) -> Bool {
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id
    }
}
