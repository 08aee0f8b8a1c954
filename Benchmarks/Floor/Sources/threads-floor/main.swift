import ArgumentParser
import Foundation
import GRDB

/// Which page it reads.
enum Schema: String, CaseIterable, ExpressibleByArgument {
    /// The sqlite3 reference's one denormalised table (`flat`), with the reference's query.
    case reference
    /// A threads database, with the three statements a threads page runs (threads from the starred
    /// index, their participants, their newest messages).
    case threads
}

/// A json page of starred threads and nothing else: one command of four options, one connection
/// kept until the process ends (as threads keeps its stores), the rows written as JSON arrays.
struct Floor: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "threads-floor", version: "floor")

    @Option var database: String
    @Option var schema: Schema = .threads
    @Option var limit: Int = 50
    @Flag var starred = false

    func run() throws {
        var configuration = Configuration()
        // As a threads command reads (PageCache.oneShot).
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = 32") }
        let queue = try DatabaseQueue(path: database, configuration: configuration)
        Kept.queue = queue
        let page = try queue.read { db in schema == .reference ? try referencePage(db) : try threadsPage(db) }
        var out = JSONRows()
        for row in page { out.add(row) }
        print(out.text, terminator: "")
    }

    func referencePage(_ db: Database) throws -> [[DatabaseValue]] {
        try Row.fetchAll(db, sql: """
            SELECT id, key, title, participants, starred, archived, muted, unread_count, message_count, created_at,
                   last_activity_at, last_author, last_body, last_sent_at
            FROM flat WHERE archived = 0 AND muted = 0 AND starred = \(starred ? 1 : 0) ORDER BY activity DESC, id DESC LIMIT ?
            """, arguments: [limit]).map { Array($0.databaseValues) }
    }

    /// The literal `starred = 1`, as threads writes it: a bound value would not match the partial
    /// index's WHERE, and SQLite would read the inbox's index instead.
    func threadsPage(_ db: Database) throws -> [[DatabaseValue]] {
        let threads = try Row.fetchAll(db, sql: """
            SELECT t.id, t.key, t.title, t.starred, t.archived, t.created_at, t.last_activity_at, t.message_count,
                   t.unread_count, t.muted
            FROM threads t WHERE t.archived = 0 AND t.muted = 0 AND t.starred = \(starred ? 1 : 0)
            ORDER BY last_activity_at DESC, id DESC LIMIT ? OFFSET 0
            """, arguments: [limit])
        let ids = "[" + threads.map { String($0[0] as Int64) }.joined(separator: ",") + "]"
        var names: [Int64: [DatabaseValue]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT thread_id, name FROM participants WHERE thread_id IN (SELECT value FROM json_each(?))
            ORDER BY thread_id, position
            """, arguments: [ids]) {
            names[row[0], default: []].append(row[1])
        }
        var newest: [Int64: [DatabaseValue]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT m.id, m.thread_id, m.author, m.body, m.sent_at, m.read FROM json_each(?) j
            JOIN messages m ON m.id = (SELECT id FROM messages WHERE thread_id = j.value ORDER BY sent_at DESC, id DESC LIMIT 1)
            """, arguments: [ids]) {
            newest[row[1]] = Array(row.databaseValues)
        }
        return threads.map { row in
            let id: Int64 = row[0]
            return Array(row.databaseValues) + (names[id] ?? []) + (newest[id] ?? [])
        }
    }
}

/// The connection, kept to the end of the process: tearing it down costs what threads avoids.
enum Kept {
    nonisolated(unsafe) static var queue: DatabaseQueue?
}

/// Rows as a JSON array of arrays, written into bytes.
struct JSONRows {
    private var bytes: [UInt8] = Array("[".utf8)
    private var rows = 0

    var text: String { String(decoding: bytes + Array("]\n".utf8), as: UTF8.self) }

    mutating func add(_ row: [DatabaseValue]) {
        if rows > 0 { bytes.append(contentsOf: ",\n".utf8) }
        rows += 1
        bytes.append(UInt8(ascii: "["))
        for (index, value) in row.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            switch value.storage {
            case .int64(let number): bytes.append(contentsOf: String(number).utf8)
            case .double(let number): bytes.append(contentsOf: String(number).utf8)
            case .string(let text): quote(Array(text.utf8))
            case .blob(let data): quote(Array(data))
            case .null: bytes.append(contentsOf: "null".utf8)
            }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func quote(_ text: [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0..<0x20: bytes.append(contentsOf: "\\u00".utf8); bytes.append(contentsOf: Self.hex(byte >> 4) + Self.hex(byte & 15))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hex(_ nibble: UInt8) -> [UInt8] { Array(String(nibble, radix: 16).utf8) }
}

Floor.main()
