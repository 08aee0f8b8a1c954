#if Postgres
import Data
import Domain
import PostgresNIO

// Threads as the list, the detail view and the export read them.
extension PostgresDataStore {
    /// A thread's columns, for `ThreadRecord(_:at:)`, from threads aliased `t`.
    static let threadColumns = "t.id, t.key, t.title, t.starred, t.archived, t.muted, t.created_at, t.last_activity_at, t.message_count, t.unread_count, t.assignee"
    /// How many columns `threadColumns` is: what a query selects after them starts here.
    static let threadColumnCount = 11
    /// A message's columns, for `MessageRecord(_:at:)`, from messages aliased `m`.
    static let messageColumns = "m.id, m.thread_id, m.author, m.body, m.sent_at, m.read"
    /// `messageColumns` and mail's ids, for `MessageRecord(detail:at:)`: a thread's detail reads them, a list page does not.
    static let detailMessageColumns = messageColumns + ", m.message_id, m.refs"

    public func threadRows(_ query: ThreadQuery, as viewer: Viewer?) async throws -> ThreadRows {
        let wantsLast = query.extras.contains(.lastMessages)
        // A snapshot, so the counts agree with the page.
        return try await session.transaction(query.extras.isDisjoint(with: .counts) ? .write : .snapshot) { connection in
            let seat = try await Self.seat(viewer, connection)
            var sql = PostgresThreadQuery(filter: query.filter)
            sql.walkedTags = try await Self.walkedTags(query.filter, connection)
            // One round trip for the page: its threads, their participants, tags and newest
            // messages, joined on the server to the page alone.
            var pageArguments = PostgresArguments()
            let range = Self.page(sql, query, &pageArguments)
            let page = """
                SELECT \(Self.threadColumns), (SELECT array_agg(p.name ORDER BY p.position) FROM participants p WHERE p.thread_id = t.id),
                       (SELECT array_agg(g.name) FROM thread_tags l JOIN tags g ON g.id = l.tag_id WHERE l.thread_id = t.id),
                       \(Self.messageColumns)
                FROM (\(range)) t
                LEFT JOIN LATERAL (SELECT * FROM messages m WHERE m.thread_id = t.id AND \(wantsLast)
                                   ORDER BY m.sent_at DESC, m.id DESC LIMIT 1) m ON true
                ORDER BY \(PostgresThreadQuery.order(query.sort, prefix: "t."))
                """
            var participants: [Int64: [String]] = [:]
            var lastMessages: [Int64: MessageRecord] = [:]
            var tags: [Int64: [String]] = [:]
            let threads = try await connection.rows(PostgresPersonView.seen(page, by: seat), pageArguments.bindings) { row in
                let thread = try ThreadRecord(row, at: 0)
                let after = Self.threadColumnCount
                participants[thread.id] = try row.texts(after)
                let names = try row.texts(after + 1)
                if !names.isEmpty { tags[thread.id] = names }
                if try row[after + 2].decode(Int64?.self) != nil { lastMessages[thread.id] = try MessageRecord(row, at: after + 2) }
                return thread
            }
            var matching: Int?, scope: Int?
            if !query.extras.isDisjoint(with: .counts) {
                // Counted from the indexes (no counter row that every writer would lock); when
                // the filter is its states alone, the two counts are one.
                var arguments = PostgresArguments()
                let inScope = "SELECT count(*) FROM threads t WHERE \(sql.stateCondition)"
                // Another person's, from their kept counts when the filter allows.
                let kept = if case .other = seat { sql.keptListCounts } else { String?.none }
                let both = kept ?? (sql.isStatesOnly || !query.extras.contains(.matchingCount)
                    ? "SELECT c, c FROM (\(inScope)) AS counted (c)"
                    : "SELECT (SELECT count(*) FROM threads t WHERE \(sql.condition(&arguments))), (\(inScope))")
                let counts = try await connection.rows(PostgresPersonView.seen(both, by: seat), arguments.bindings) {
                    (try $0[0].decode(Int.self), try $0[1].decode(Int.self))
                }
                let (matched, inScopeCount) = counts.first ?? (0, 0)
                matching = query.extras.contains(.matchingCount) ? matched : nil
                scope = query.extras.contains(.scopeCount) ? inScopeCount : nil
            }
            return ThreadRows(threads: threads, participants: participants, lastMessages: lastMessages, matchingCount: matching, scopeCount: scope,
                              tags: tags)
        }
    }

    public func fullThreadRows(_ id: Int64, as viewer: Viewer?) async throws -> FullThreadRows? {
        try await session.transaction(.snapshot) { connection in
            try await Self.fullThreads([id], seat: try await Self.seat(viewer, connection), connection).first
        }
    }

    public func forEachThread(_ filter: ThreadFilter, after start: Int64?, limit: Int?, as viewer: Viewer?,
                              _ body: @escaping @Sendable (FullThreadRows) throws -> Void) async throws {
        // One snapshot for the whole export, read in batches of ids: a connection runs one
        // query at a time, so rows cannot be streamed while the threads' details are asked for.
        try await session.transaction(.snapshot) { connection in
            let seat = try await Self.seat(viewer, connection)
            let sql = PostgresThreadQuery(filter: filter)
            // Everyone's own state travels with an export of an inbox of several people.
            let people = try await Self.people(connection)
            var after = start ?? Int64.min
            var left = limit ?? Int.max
            while left > 0 {
                var arguments = PostgresArguments()
                let condition = sql.condition(&arguments), from = arguments.integer(after)
                let ids = try await connection.rows(PostgresPersonView.seen("""
                    SELECT t.id FROM threads t WHERE \(condition) AND t.id > \(from) ORDER BY t.id LIMIT \(min(Self.exportBatch, left))
                    """, by: seat), arguments.bindings) { try $0[0].decode(Int64.self) }
                guard let last = ids.last else { return }
                let marks = people.isEmpty ? [:] : try await Self.marks(of: ids, people: people, connection)
                for var thread in try await Self.fullThreads(ids, seat: seat, connection) {
                    thread.marks = marks[thread.thread.id]
                    try body(thread)
                }
                after = last
                left -= ids.count
            }
        }
    }

    /// The page `query` asks for, all of the threads' columns (`t.*`, which every order reads).
    static func page(_ sql: PostgresThreadQuery, _ query: ThreadQuery, _ arguments: inout PostgresArguments) -> String {
        sql.page(columns: "t.*", sort: query.sort, limit: query.page.limit, offset: query.page.offset, after: query.page.after, &arguments)
    }

    /// Threads per round trip when exporting.
    static let exportBatch = 500

    /// The threads `ids` whole, in the order given (ids that do not exist are left out):
    /// four queries for the whole batch.
    static func fullThreads(_ ids: [Int64], seat: PersonSeat = .first, _ connection: PostgresConnection) async throws -> [FullThreadRows] {
        var bindings = PostgresBindings()
        bindings.append(ids)
        let threads = try await connection.rows(PostgresPersonView.seen("""
            SELECT \(threadColumns) FROM threads t WHERE t.id = ANY($1)
            """, by: seat), bindings) { try ThreadRecord($0, at: 0) }
        guard !threads.isEmpty else { return [] }
        var names: [Int64: [String]] = [:]
        for (id, name) in try await connection.rows("""
            SELECT thread_id, name FROM participants WHERE thread_id = ANY($1) ORDER BY thread_id, position
            """, bindings, { (try $0[0].decode(Int64.self), try $0.text(1)) }) {
            names[id, default: []].append(name)
        }
        var messages: [Int64: [MessageRecord]] = [:]
        for message in try await connection.rows(PostgresPersonView.seen("""
            SELECT \(detailMessageColumns) FROM messages m WHERE m.thread_id = ANY($1) ORDER BY m.thread_id, m.sent_at, m.id
            """, by: seat), bindings, { try MessageRecord(detail: $0, at: 0) }) {
            messages[message.threadID, default: []].append(message)
        }
        let tags = try await Self.tags(of: ids, connection)
        let byID = Dictionary(threads.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { id in
            byID[id].map { FullThreadRows(thread: $0, participants: names[id] ?? [], messages: messages[id] ?? [], tags: tags[id] ?? []) }
        }
    }
}

extension ThreadRecord {
    /// Reads `PostgresDataStore.threadColumns` starting at column `first`.
    init(_ row: PostgresRandomAccessRow, at first: Int) throws {
        self.init(
            id: try row[first].decode(Int64.self), key: try row.text(first + 1), title: try row.text(first + 2),
            starred: try row[first + 3].decode(Bool.self), archived: try row[first + 4].decode(Bool.self),
            createdAt: try row[first + 6].decode(Int64.self), lastActivityAt: try row[first + 7].decode(Int64.self),
            messageCount: try row[first + 8].decode(Int.self), unreadCount: try row[first + 9].decode(Int.self),
            muted: try row[first + 5].decode(Bool.self), assignee: try row[first + 10].decode(String?.self).map(PostgresText.decode))
    }
}

extension MessageRecord {
    /// Reads `PostgresDataStore.messageColumns` starting at column `first`.
    init(_ row: PostgresRandomAccessRow, at first: Int) throws {
        self.init(
            id: try row[first].decode(Int64.self), threadID: try row[first + 1].decode(Int64.self),
            author: try row.text(first + 2), body: try row.text(first + 3),
            sentAt: try row[first + 4].decode(Int64.self), read: try row[first + 5].decode(Bool.self))
    }

    /// Reads `PostgresDataStore.detailMessageColumns` starting at column `first`.
    init(detail row: PostgresRandomAccessRow, at first: Int) throws {
        try self.init(row, at: first)
        messageID = try row[first + 6].decode(String?.self).map(PostgresText.decode)
        references = try row.texts(first + 7)
    }
}
#endif
