import Domain
import GRDB

/// The SQL for a `ThreadQuery`: conditions and order built from fixed fragments, with
/// every user-given value bound as an argument (never spliced into the text).
struct ThreadQuerySQL {
    /// `WHERE` conditions for the whole filter (threads aliased `t`).
    let condition: String
    /// Arguments for `condition`, in order.
    let arguments: StatementArguments
    /// The condition of the archived and muted scope alone, for the "of N threads" count.
    let scopeCondition: String

    /// Texts shorter than this cannot use the trigram index and are matched by scanning.
    static let trigramLength = 3

    init(filter: ThreadFilter) {
        var parts: [String] = []
        var arguments = StatementArguments()
        var scope: String
        switch filter.archive {
        case .active: scope = "t.archived = 0"
        case .archived: scope = "t.archived = 1"
        case .all: scope = "1"
        }
        switch filter.mute {
        case .unmuted: scope += " AND t.muted = 0"
        case .muted: scope += " AND t.muted = 1"
        case .all: break
        }
        parts.append(scope)
        if filter.starredOnly { parts.append("t.starred = 1") }
        if filter.unreadOnly { parts.append("t.unread_count > 0") }
        for name in filter.participants {
            parts.append("EXISTS (SELECT 1 FROM participants p WHERE p.thread_id = t.id AND p.name_key = \(TextColumn.parameter))")
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
            if term.unicodeScalars.count >= Self.trigramLength && !term.unicodeScalars.contains("\u{0}") {
                // A quoted FTS5 phrase: quotes doubled, so `*`, `NEAR(`, `-` and the rest are literal text.
                let phrase = "\"" + term.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                parts.append("""
                    (t.id IN (SELECT rowid FROM threads_fts WHERE threads_fts MATCH ?) \
                    OR t.id IN (SELECT m.thread_id FROM messages m WHERE m.id IN \
                    (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?)))
                    """)
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
        condition = parts.joined(separator: " AND ")
        self.arguments = arguments
        scopeCondition = scope
    }

    /// `ORDER BY` terms for `sort`; always ends with the id tie-break.
    static func order(_ sort: ThreadSort) -> String {
        switch sort {
        case .recent: return "t.last_activity_at DESC, t.id DESC"
        case .oldest: return "t.last_activity_at ASC, t.id DESC"
        case .title: return "t.title_key ASC, t.id DESC"
        case .unread: return "t.unread_count DESC, t.id DESC"
        }
    }
}
