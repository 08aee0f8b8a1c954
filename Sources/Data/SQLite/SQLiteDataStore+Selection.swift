import Domain
import GRDB

// A query's threads as a whole: changed at once (`--where`), or explained (`--explain`).
extension SQLiteDataStore {
    public func updateThreads(matching filter: ThreadFilter, applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        try await write { db in
            // The selection is read inside the write transaction that changes it: nothing can
            // join or leave it in between.
            let seat = try Self.registeredSeat(viewer, db)
            let sql = ThreadQuerySQL(filter: filter, seat: seat)
            let condition = sql.condition
            let ids = try Int64.fetchAll(db.cachedStatement(sql: sql.seen(Self.selection(condition.sql))), arguments: condition.arguments)
            let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
            for step in change.steps where !ids.isEmpty { try Self.apply(step, threadsIn: list, seat: seat, db) }
            return ids
        }
    }

    public func explainThreads(_ query: ThreadQuery, selection: Bool, as viewer: Viewer?) async throws -> QueryExplanation {
        try await read { db in
            let seat = try Self.seat(viewer, db)
            var statement: BoundSQL
            if selection {
                let sql = ThreadQuerySQL(filter: query.filter, seat: seat)
                let condition = sql.condition
                statement = BoundSQL(sql: sql.seen(Self.selection(condition.sql)), values: condition.values)
            } else {
                let sql = try Self.pageSQL(query, seat: seat, db)
                statement = try Self.page(sql, query, db)
                statement.sql = sql.seen(statement.sql)
            }
            // EXPLAIN QUERY PLAN rows are (id, parent, notused, detail): a tree by parent id.
            let rows = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + statement.sql, arguments: statement.arguments)
            var depth: [Int: Int] = [0: -1]
            let plan = rows.map { row -> String in
                let id: Int = row[0], parent: Int = row[1], detail: String = row[3]
                let level = (depth[parent] ?? -1) + 1
                depth[id] = level
                return String(repeating: "  ", count: level) + detail
            }
            return QueryExplanation(statement: statement.sql, arguments: statement.values.map(Self.explained), plan: plan)
        }
    }

    /// A bound value as SQL would write it: text quoted (bytes bound as text shown as text). A
    /// list of ids the page was handed (`Widespread.listed`) shows its first five and its length.
    static func explained(_ value: DatabaseValue) -> String {
        if case .string(let text) = value.storage, text.utf8.count > 80, text.hasPrefix("["), text.hasSuffix("]"),
           text.utf8.dropFirst().dropLast().allSatisfy({ $0 == UInt8(ascii: ",") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            let ids = text.dropFirst().dropLast().split(separator: ",")
            return "'[" + ids.prefix(5).joined(separator: ",") + ",…]' (\(ids.count) ids)"
        }
        return switch value.storage {
        case .null: "NULL"
        case .int64(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let bytes): "'" + TextColumn.string(bytes).replacingOccurrences(of: "'", with: "''") + "'"
        }
    }

    /// The ids of every thread meeting `condition`, ascending.
    static func selection(_ condition: String) -> String {
        "SELECT t.id FROM threads t WHERE \(condition) ORDER BY t.id"
    }
}
