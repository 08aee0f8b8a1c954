import Domain
import GRDB

/// The SQL for a `ThreadQuery`: conditions and order built from fixed fragments, with
/// every user-given value bound as an argument (never spliced into the text).
///
/// The plans are chosen here, not left to chance (schema/003 has the indexes, and
/// `QueryPlanTests` holds each filter of docs/cli.md to them): a page walks its sort's index in
/// order and stops when full, and the counts come from `thread_counts` when they can.
struct ThreadQuerySQL {
    /// One archived and muted state: every list index leads with both.
    struct State: Equatable {
        var archived: Int
        var muted: Int
    }

    /// The states the filter covers: one, two or four.
    let states: [State]
    /// Conditions beyond the state (threads aliased `t`); empty when there are none.
    let refinements: [String]
    /// Arguments for `refinements` (and so for `condition`), in order.
    let arguments: StatementArguments
    /// Whether `refinements` say no more than starred and unread, which `thread_counts` can count.
    let countsFromCounters: Bool
    private let filter: ThreadFilter

    /// Texts shorter than this cannot use the trigram index and are matched by scanning.
    static let trigramLength = 3

    /// - Parameter widespreadTerms: search terms so many messages contain that the page is found
    ///   sooner by walking the sort's index and asking each thread whether one of its messages
    ///   matches, than by first mapping every matching message to its thread (`SQLiteDataStore`
    ///   decides, from a capped count of the term's messages).
    init(filter: ThreadFilter, widespreadTerms: Set<String> = []) {
        self.filter = filter
        let archived: [Int] = switch filter.archive {
        case .active: [0]
        case .archived: [1]
        case .all: [0, 1]
        }
        let muted: [Int] = switch filter.mute {
        case .unmuted: [0]
        case .muted: [1]
        case .all: [0, 1]
        }
        states = archived.flatMap { a in muted.map { State(archived: a, muted: $0) } }

        var parts: [String] = []
        var arguments = StatementArguments()
        if filter.starredOnly { parts.append("t.starred = 1") }
        countsFromCounters = filter.participants.isEmpty && filter.since == nil && filter.until == nil && filter.searchTerms.isEmpty
        for name in filter.participants {
            // A list built once and probed per thread (not a subquery per thread): counting at
            // 100,000 threads takes 26 ms instead of 62.
            parts.append("t.id IN (SELECT p.thread_id FROM participants p WHERE p.name_key = \(TextColumn.parameter))")
            arguments += [TextColumn.value(TextFold.key(name))]
        }
        if let since = filter.since {
            parts.append("t.last_activity_at >= ?")
            arguments += [Millis.from(since)]
        }
        if let until = filter.until {
            parts.append("t.last_activity_at < ?")
            arguments += [Millis.from(until)]
        }
        for term in filter.searchTerms {
            // The trigram tokenizer stops at a NUL, so a term holding one is matched by scanning.
            if Self.usesTrigramIndex(term) {
                let phrase = Self.phrase(term)
                if widespreadTerms.contains(term) {
                    // The matching message ids are gathered once (the uncorrelated IN list); each
                    // thread the page walks past then probes its own messages against them, and
                    // the walk stops when the page is full.
                    parts.append("""
                        (t.id IN (SELECT rowid FROM threads_fts WHERE threads_fts MATCH ?) \
                        OR EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id AND m.id IN \
                        (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?)))
                        """)
                } else {
                    parts.append("""
                        (t.id IN (SELECT rowid FROM threads_fts WHERE threads_fts MATCH ?) \
                        OR t.id IN (SELECT m.thread_id FROM messages m WHERE m.id IN \
                        (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?)))
                        """)
                }
                arguments += [phrase, phrase]
            } else {
                let needle = TextFold.key(term)
                parts.append("""
                    (instr(threads_fold(CAST(t.title AS BLOB)), ?) > 0 \
                    OR EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id AND instr(threads_fold(CAST(m.body AS BLOB)), ?) > 0))
                    """)
                // Bytes against the bytes threads_fold returns: a NUL in either is compared, not a terminator.
                arguments += [TextColumn.value(needle), TextColumn.value(needle)]
            }
        }
        refinements = parts
        self.arguments = arguments
    }

    /// Whether `term` goes through the trigram index (three characters or more, no NUL: the
    /// tokenizer stops at one); shorter terms are matched by scanning.
    static func usesTrigramIndex(_ term: String) -> Bool {
        term.unicodeScalars.count >= trigramLength && !term.unicodeScalars.contains("\u{0}")
    }

    /// `term` as an FTS5 phrase: quotes doubled, so `*`, `NEAR(`, `-` and the rest are literal text.
    static func phrase(_ term: String) -> String {
        "\"" + term.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The archived and muted part of the condition, as `IN` lists (for counting and export).
    var stateCondition: String { stateCondition(prefix: "t.") }

    /// `archived IN (…) AND muted IN (…)` for the columns of a table aliased by `prefix`
    /// (`threads` and `thread_counts` name them alike).
    private func stateCondition(prefix: String) -> String {
        "\(prefix)archived IN (\(Self.list(states.map(\.archived)))) AND \(prefix)muted IN (\(Self.list(states.map(\.muted))))"
    }

    /// `WHERE` conditions for the whole filter (threads aliased `t`), without regard to order.
    var condition: String {
        ([stateCondition] + refinements + (filter.unreadOnly ? ["t.unread_count > 0"] : [])).joined(separator: " AND ")
    }

    /// The page query selecting `columns` (plus `title_key` when the order is by title: a
    /// `UNION ALL` can order only by what it selects, and other orders need not read it).
    ///
    /// Each state is one ordered range of the sort's index. Several states are several ranges,
    /// merged in order by a `UNION ALL` (SQLite's MERGE plan), so `--all` still reads only as
    /// far as the page reaches instead of sorting every thread.
    func page(columns: String, sort: ThreadSort, limit: Int?, offset: Int) -> (sql: String, arguments: StatementArguments) {
        var unread: String?
        if filter.unreadOnly {
            // Most threads of a real inbox can be unread, so "walk the sort's index and skip the
            // read ones" fills a page fastest. Left plain, SQLite would read every unread thread
            // through the unread_count index and sort them all; the unary `+` keeps this term
            // off the index (sqlite.org/optoverview.html), except where that index is the order.
            unread = sort == .unread ? "t.unread_count > 0" : "+t.unread_count > 0"
        }
        // Appended into one string, not joined from arrays of parts: every page builds this.
        var sql = ""
        sql.reserveCapacity(states.count * (columns.utf8.count + 96 + refinements.reduce(0) { $0 + $1.utf8.count + 5 }) + 64)
        var arguments = StatementArguments()
        for (index, state) in states.enumerated() {
            if index > 0 { sql += " UNION ALL " }
            sql += "SELECT "
            sql += columns
            if sort == .title { sql += ", t.title_key" }
            sql += state.archived == 0 ? " FROM threads t WHERE t.archived = 0" : " FROM threads t WHERE t.archived = 1"
            sql += state.muted == 0 ? " AND t.muted = 0" : " AND t.muted = 1"
            for condition in refinements {
                sql += " AND "
                sql += condition
            }
            if let unread {
                sql += " AND "
                sql += unread
            }
            arguments += self.arguments
        }
        sql += " ORDER BY "
        sql += Self.order(sort)
        sql += " LIMIT ? OFFSET ?"
        arguments += [limit ?? -1, offset]
        return (sql, arguments)
    }

    /// The count of matching threads and of the threads in the filter's states: read from
    /// `thread_counts` when the filter is states, starred and unread alone, else counted.
    func counts() -> (matching: (sql: String, arguments: StatementArguments), scope: String) {
        let scope = "SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE \(stateCondition(prefix: ""))"
        guard countsFromCounters else {
            return ((sql: "SELECT count(*) FROM threads t WHERE \(condition)", arguments: arguments), scope)
        }
        let flags = (filter.starredOnly ? " AND starred = 1" : "") + (filter.unreadOnly ? " AND unread = 1" : "")
        return ((sql: scope + flags, arguments: []), scope)
    }

    /// `0, 1` from `[0, 1, 0, 1]`.
    private static func list(_ values: [Int]) -> String {
        Set(values).sorted().map(String.init).joined(separator: ", ")
    }

    /// `ORDER BY` terms for `sort`, naming result columns (a `UNION ALL` can order by nothing
    /// else); always ends with the id tie-break.
    static func order(_ sort: ThreadSort) -> String {
        switch sort {
        case .recent: return "last_activity_at DESC, id DESC"
        case .oldest: return "last_activity_at ASC, id DESC"
        case .title: return "title_key ASC, id DESC"
        case .unread: return "unread_count DESC, id DESC"
        }
    }
}
