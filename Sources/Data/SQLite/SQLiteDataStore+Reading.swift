import Domain
import GRDB

// Threads as the list, the detail view and the export read them.
extension SQLiteDataStore {
    public func threadRows(_ query: ThreadQuery, as viewer: Viewer?) async throws -> ThreadRows {
        try await read { db in
            let sql = try Self.pageSQL(query, seat: try Self.seat(viewer, db), db)
            let (page, pageCounts, readsTo) = try Self.page(sql, query, db, counting: query.extras.contains(.matchingCount))
            // A cursor reads each row in place; `fetchAll` would copy every value first.
            var threads: [ThreadRecord] = []
            threads.reserveCapacity(min(query.page.limit ?? 64, 1000))
            let pageStatement = try db.cachedStatement(sql: sql.seen(page.sql))
            let pageRows = try Row.fetchCursor(pageStatement, arguments: page.arguments)
            var matching: Int?, scope: Int?, stopped = false, read = 0
            let keeps = readsTo == nil ? Int.max : query.page.limit ?? Int.max
            while let row = try pageRows.next() {
                read += 1
                // Past the page, a row that reads on (`readsTo`) is only counted.
                guard threads.count < keeps else { continue }
                threads.append(try ThreadRecord(row: row, from: pageStatement))
                // The page's own count of its matches, on every row; a first page without rows has none.
                if pageCounts, matching == nil { matching = pageStatement.integer(atColumn: pageStatement.columnCount - 1) }
            }
            if pageCounts, matching == nil { matching = 0 }
            if let readsTo {
                stopped = read == readsTo
                matching = stopped ? readsTo - 1 : read
            }
            if !query.extras.isDisjoint(with: .counts) {
                if query.extras.contains(.matchingCount), !pageCounts, readsTo == nil, query.page.offset == 0, query.page.after == nil,
                   threads.count < query.page.limit ?? Int.max {
                    // A first page that is not full holds every match: a walk's count would walk again.
                    matching = threads.count
                } else if query.extras.contains(.matchingCount), !pageCounts, readsTo == nil {
                    let limit = ThreadPage.countLimit(for: query.page)
                    // A full first page by activity: a walk's count goes on from its last thread.
                    let last = query.sort == .recent && query.page.offset == 0 && query.page.after == nil && threads.count == query.page.limit
                        ? threads.last.map { SortPosition(key: .activity(Millis.date($0.lastActivityAt)), id: ThreadID($0.id)) } : nil
                    let count = sql.matchingCount(stoppingAt: limit - (last == nil ? 0 : threads.count), after: last)
                    let walked = try Int.fetchOne(db.cachedStatement(sql: sql.seen(count.sql.sql)), arguments: count.sql.arguments) ?? 0
                    let counted = walked + (count.stops && last != nil ? threads.count : 0)
                    stopped = count.stops && counted > limit
                    matching = stopped ? limit : counted
                }
                if query.extras.contains(.scopeCount) { scope = try Int.fetchOne(db.cachedStatement(sql: sql.seen(sql.counts().scope))) ?? 0 }
            }
            // The page's ids as one JSON array for json_each, appended in place.
            var ids = "["
            ids.reserveCapacity(threads.count * 8 + 2)
            for (index, thread) in threads.enumerated() {
                if index > 0 { ids += "," }
                ids += String(thread.id)
            }
            ids += "]"
            var participants: [Int64: [String]] = [:]
            participants.reserveCapacity(threads.count)
            // Cached: the text never varies, so a long-lived process prepares these once.
            let participantStatement = try db.cachedStatement(sql: """
                SELECT thread_id, name FROM participants
                WHERE thread_id IN (SELECT value FROM json_each(?)) ORDER BY thread_id, position
                """)
            let participantRows = try Row.fetchCursor(participantStatement, arguments: [ids])
            // The rows come grouped by thread: each thread's names are gathered in one reused
            // list and stored at their exact count, one allocation a thread (a list grown from
            // empty in the dictionary allocates at one, two and four names).
            var names: [String] = []
            var namesOf: Int64?
            while true {
                let row = try participantRows.next()
                let id = try row?.decode(Int64.self, atIndex: 0)
                if let namesOf, id != namesOf {
                    participants[namesOf] = Array(names[...])
                    names.removeAll(keepingCapacity: true)
                }
                guard let id else { break }
                namesOf = id
                names.append(try participantStatement.text(atColumn: 1))
            }
            var lastMessages: [Int64: MessageRecord] = [:]
            if query.extras.contains(.lastMessages) {
                let messageStatement = try db.cachedStatement(sql: sql.seen("""
                    SELECT \(MessageRecord.columnsOfM) FROM json_each(?) j
                    JOIN messages m ON m.id = (SELECT id FROM messages WHERE thread_id = j.value ORDER BY sent_at DESC, id DESC LIMIT 1)
                    """))
                let messageRows = try Row.fetchCursor(messageStatement, arguments: [ids])
                while let row = try messageRows.next() {
                    let message = try MessageRecord(row: row, from: messageStatement)
                    lastMessages[message.threadID] = message
                }
            }
            return ThreadRows(threads: threads, participants: participants, lastMessages: lastMessages, matchingCount: matching, scopeCount: scope,
                              matchingCountIsLowerBound: stopped, tags: try Self.tags(ofThreadsIn: ids, db))
        }
    }

    public func fullThreadRows(_ id: Int64, as viewer: Viewer?) async throws -> FullThreadRows? {
        try await read { db in try Self.detailRows(id, seat: try Self.seat(viewer, db), db) }
    }

    /// Each thread goes to `body` as it is read, so the read cannot be tried again from the start:
    /// with lanes, never under the short lane's budget (`+ReadLanes`), always on the long one.
    public func forEachThread(_ filter: ThreadFilter, after: Int64?, limit: Int?, as viewer: Viewer?,
                              _ body: @escaping @Sendable (FullThreadRows) throws -> Void) async throws {
        let cache = pageCache
        try await ReadLength.$expected.withValue(.long) {
            try await read { db in
                // An export comes back to its pages thread by thread: SQLite's default cache (`PageCache`).
                try cache.withDefaultCache(db) {
                    let seat = try Self.seat(viewer, db)
                    let sql = ThreadQuerySQL(filter: filter, seat: seat), condition = sql.condition
                    // Everyone's own state travels with an export of an inbox of several people; an
                    // inbox of one exports as it always has.
                    let people = try Self.people(db)
                    // `LIMIT -1` is no limit in SQLite.
                    let ids = try Int64.fetchCursor(
                        db, sql: sql.seen("SELECT t.id FROM threads t WHERE (\(condition.sql)) AND t.id > ? ORDER BY t.id LIMIT ?"),
                        arguments: condition.arguments + [after ?? Int64.min, limit ?? -1])
                    while let id = try ids.next() {
                        guard var rows = try Self.detailRows(id, seat: seat, db) else { continue }
                        if !people.isEmpty { rows.marks = try Self.marks(of: rows, people: people, db) }
                        try body(rows)
                    }
                }
            }
        }
    }

    private static func detailRows(_ id: Int64, seat: PersonSeat = .first, _ db: Database) throws -> FullThreadRows? {
        let seen = { (sql: String) in if case .other(let person) = seat { PersonView.prefixing(sql, person: person) } else { sql } }
        let threadRow = try db.cachedStatement(sql: seen("""
            SELECT \(ThreadRecord.plainColumns)
            FROM threads WHERE id = ?
            """))
        guard let row = try Row.fetchOne(threadRow, arguments: [id]) else { return nil }
        let participants = try Row.fetchAll(db.cachedStatement(sql: "SELECT \(TextColumn.select("name")) FROM participants WHERE thread_id = ? ORDER BY position"), arguments: [id]).map { try $0.text(atIndex: 0) }
        let messages = try Row.fetchAll(db.cachedStatement(sql: seen("""
            SELECT \(MessageRecord.detailColumns) FROM messages WHERE thread_id = ? ORDER BY sent_at, id
            """)), arguments: [id]).map { try MessageRecord(detailRow: $0) }
        let tags = try Self.tags(ofThreadsIn: "[\(id)]", db)[id] ?? []
        return FullThreadRows(thread: try ThreadRecord(row: row), participants: participants, messages: messages, tags: tags)
    }
}
