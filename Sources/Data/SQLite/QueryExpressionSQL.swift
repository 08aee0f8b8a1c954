import Domain
import GRDB

/// A query's conditions as SQLite SQL over `threads t`: fixed fragments, with every value the
/// user typed bound as an argument (never spliced into the text). The fragments are the ones
/// the flags always had, so a query the flags can say keeps the flags' plans (`QueryPlanTests`).
struct QueryExpressionSQL {
    /// What the query asks that so many threads hold that a page finds 50 of them sooner by
    /// walking its sort's index and asking each thread it passes than by gathering every match
    /// first (`SQLiteDataStore.widespread`).
    struct Widespread: Equatable {
        /// Search terms (`WORD`): each thread's title and messages are read.
        var terms: Set<String> = []
        /// Names (`with:`): each thread's participants are looked up.
        var names: Set<String> = []
        /// Title texts (`title:`): each thread's folded title is read.
        var titles: Set<String> = []
        /// Search terms many titles hold and few messages (a word of a recurring subject): a page
        /// reads each thread's folded title and probes the few messages' gathered list.
        var titleTerms: Set<String> = []
        /// Tag patterns (`tag:`): each thread's tags are looked up by its id.
        var tags: Set<String> = []
        /// Assignees (`assignee:`): each thread's own column is read.
        var assignees: Set<String> = []
        /// Walked search terms' newest matches in their index (`SQLiteDataStore.widespreadTerms`):
        /// a walk takes a message from the oldest of them on as the list says, and reads older ones.
        var recent: [String: RecentMatches] = [:]
        /// Search terms gathered, not walked, whose long bound's every message the look read, or
        /// a phrase's rest's without its common words (`SQLiteDataStore.widespreadTerms`):
        /// their ids as a JSON array, which the page reads for the term instead of the index.
        var listed: [String: String] = [:]
        /// Search terms gathered, not walked, whose own matches the look listed as it counted
        /// them (`SQLiteDataStore.widespreadTerms`): every term under the cap, and a long term
        /// under the floor whose bound is broad. Their ids as a JSON array, the page's every
        /// match, so it reads neither the index nor any text.
        var matched: [String: String] = [:]
        /// Phrases `listed` by their rest, without the common words at their ends: the rest (an
        /// FTS5 phrase), by which the titles' index is asked for the threads read for the phrase.
        var rests: [String: String] = [:]
        /// Words a count gathers, each with the statement listing its messages by the bodies'
        /// words it is part of (`SQLiteDataStore.countedByWords`), read instead of its trigrams.
        var byWords: [String: MessageListing] = [:]
    }

    let widespread: Widespread
    /// Whether the condition is for a page, which walks its sort's index and stops when full:
    /// then `from:`, and a widespread `with:` or `title:`, ask each thread it passes (`from:`
    /// its few entries in `messages_by_thread`, which end with the author's key) instead of first
    /// gathering every thread a name ever wrote in (83,000 messages for a common name at 1M
    /// messages). Counting and export read every match, where the gathered list serves best.
    var probesEachThread = false

    /// Texts shorter than this cannot use the trigram index; the short-term index serves them.
    static let trigramLength = 3

    /// `expression` as one condition and its arguments, in order.
    func condition(_ expression: QueryExpression) -> (sql: String, arguments: [DatabaseValue]) {
        var arguments: [DatabaseValue] = []
        let sql = write(expression, &arguments)
        return (sql, arguments)
    }

    private func write(_ expression: QueryExpression, _ arguments: inout [DatabaseValue]) -> String {
        switch expression {
        case .term(let term): return write(term, &arguments)
        case .not(let inner): return "NOT " + parenthesized(inner, &arguments)
        case .and(let parts) where parts.isEmpty: return "1"
        case .and(let parts): return chain(parts, " AND ", &arguments)
        case .or(let parts): return chain(parts, " OR ", &arguments)
        }
    }

    /// `parts` joined by `separator` as `ConditionChain` writes them, each with its own values.
    private func chain(_ parts: [QueryExpression], _ separator: String, _ arguments: inout [DatabaseValue]) -> String {
        let joined = ConditionChain.join(parts.map { part in
            var values: [DatabaseValue] = []
            let sql = parenthesized(part, &values)
            return BoundSQL(sql: sql, values: values)
        }, separator)
        arguments += joined.values
        return joined.sql
    }

    private func parenthesized(_ expression: QueryExpression, _ arguments: inout [DatabaseValue]) -> String {
        switch expression {
        case .and(let parts) where parts.count > 1: "(" + write(expression, &arguments) + ")"
        case .or: "(" + write(expression, &arguments) + ")"
        default: write(expression, &arguments)
        }
    }

    private func write(_ term: QueryTerm, _ arguments: inout [DatabaseValue]) -> String {
        switch term {
        case .state(.starred): return "t.starred = 1"
        case .state(.unread): return "t.unread_count > 0"
        case .state(.read): return "t.unread_count = 0"
        case .state(.archived): return "t.archived = 1"
        case .state(.muted): return "t.muted = 1"
        // The ids 018's partial index holds, gathered once and probed beside the sort's index:
        // reading each thread's row instead took 0.12 s at 100,000 threads with 50 assigned.
        case .state(.assigned): return "t.id IN (SELECT a.id FROM threads a WHERE a.assignee_key IS NOT NULL)"
        // The repository says whose `is:mine` it is (`ThreadFilter.resolvingMe`); asked of no one, none.
        case .state(.mine): return "0"
        case .assignee(let name):
            arguments += [TextColumn.value(TextFold.key(name)).databaseValue]
            if probesEachThread && widespread.assignees.contains(name) {
                // False, not NULL, for a thread given to no one, so `not assignee:` keeps it.
                return "(t.assignee_key IS NOT NULL AND t.assignee_key = \(TextColumn.parameter))"
            }
            // A rare one's few ids, from 018's partial index: the walk reads only the sort's index.
            return "t.id IN (SELECT a.id FROM threads a WHERE a.assignee_key = \(TextColumn.parameter))"
        case .readBy(let name):
            // The first person's read state is the threads' own (`main.`: never a person's view,
            // schema/020); another's is their rows; someone the inbox does not know has none.
            let key = TextColumn.value(TextFold.key(name)).databaseValue
            arguments += [key, key]
            return """
                CASE WHEN coalesce((SELECT min(id) FROM main.people) = (SELECT id FROM main.people WHERE key = \(TextColumn.parameter)), \
                NOT EXISTS (SELECT 1 FROM main.people)) THEN (SELECT r.unread_count FROM main.threads r WHERE r.id = t.id) = 0 \
                ELSE NOT EXISTS (SELECT 1 FROM main.person_unread u WHERE u.thread_id = t.id \
                AND u.person_id = (SELECT id FROM main.people WHERE key = \(TextColumn.parameter))) END
                """
        case .with(let name):
            arguments += [TextColumn.value(TextFold.key(name)).databaseValue]
            if probesEachThread && widespread.names.contains(name) {
                return "EXISTS (SELECT 1 FROM participants p WHERE p.name_key = \(TextColumn.parameter) AND p.thread_id = t.id)"
            }
            // A list built once and probed per thread (not a subquery per thread): counting at
            // 100,000 threads takes 26 ms instead of 62.
            return "t.id IN (SELECT p.thread_id FROM participants p WHERE p.name_key = \(TextColumn.parameter))"
        case .from(let name):
            arguments += [TextColumn.value(TextFold.key(name)).databaseValue]
            if probesEachThread {
                return "EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id AND m.author_key = \(TextColumn.parameter))"
            }
            return "t.id IN (SELECT m.thread_id FROM messages m WHERE m.author_key = \(TextColumn.parameter))"
        case .after(let date):
            arguments += [Millis.from(date.instant(now: .distantPast)).databaseValue]
            return "t.last_activity_at >= ?"
        case .before(let date):
            arguments += [Millis.from(date.instant(now: .distantPast)).databaseValue]
            return "t.last_activity_at < ?"
        case .title(let text):
            if probesEachThread && widespread.titles.contains(text) {
                // `title_key` is the folded title, so this is the match the index makes, read in place.
                arguments += [TextColumn.value(TextFold.key(text)).databaseValue]
                return "instr(CAST(t.title_key AS BLOB), ?) > 0"
            }
            if Self.usesTrigramIndex(text) {
                arguments += [Self.phrase(text).databaseValue]
                return "t.id IN (SELECT rowid FROM threads_fts WHERE threads_fts MATCH ?)"
            }
            if Self.usesShortTermIndex(text) {
                arguments += [Self.phrase(TextFold.key(text)).databaseValue]
                return "t.id IN (SELECT rowid FROM threads_short WHERE threads_short MATCH ?)"
            }
            arguments += [TextColumn.value(TextFold.key(text)).databaseValue]
            return "threads_contains(CAST(t.title AS BLOB), ?)"
        case .text(let text):
            return search(text, &arguments)
        case .tag(let pattern):
            let tags = Self.tagIDs(pattern, &arguments)
            if probesEachThread && widespread.tags.contains(pattern) {
                return "EXISTS (SELECT 1 FROM thread_tags g WHERE g.thread_id = t.id AND g.tag_id IN (\(tags)))"
            }
            return "t.id IN (SELECT g.thread_id FROM thread_tags g WHERE g.tag_id IN (\(tags)))"
        }
    }

    /// The ids of the tags `pattern` keeps, from `tags`' key index: one key, or the keys under a
    /// prefix (`client/*`: from `client/` up to the highest code point after it).
    static func tagIDs(_ pattern: String, _ arguments: inout [DatabaseValue]) -> String {
        switch QueryTerm.TagMatch(pattern) {
        case .named(let key):
            arguments += [TextColumn.value(key).databaseValue]
            return "SELECT id FROM tags WHERE key = \(TextColumn.parameter)"
        case .under(let prefix):
            arguments += [TextColumn.value(prefix).databaseValue, TextColumn.value(prefix + "\u{10FFFF}").databaseValue]
            return "SELECT id FROM tags WHERE key >= \(TextColumn.parameter) AND key < \(TextColumn.parameter)"
        }
    }

    /// The ids of the threads carrying a tag `pattern` keeps (a column named `candidate`), when
    /// it is not widespread: as for a rare name, a page starts from them.
    func threadIDs(taggedWith pattern: String) -> (sql: String, arguments: [DatabaseValue])? {
        guard !widespread.tags.contains(pattern) else { return nil }
        var arguments: [DatabaseValue] = []
        let tags = Self.tagIDs(pattern, &arguments)
        return ("SELECT DISTINCT thread_id AS candidate FROM thread_tags WHERE tag_id IN (\(tags))", arguments)
    }

    private func search(_ term: String, _ arguments: inout [DatabaseValue]) -> String {
        // A widespread term: the page walks its order and reads each thread it passes, which
        // meets a match at once (gathering every match first cost 118 ms at 10M messages for
        // ご確認くださ). A term holding a NUL, at which the tokenizers stop, is read the same way.
        guard !widespread.terms.contains(term), let (index, phrase) = Self.indexed(term) else {
            return Self.readingEachThread(term, recent: widespread.recent[term], &arguments)
        }
        // Common in titles only: the page reads each title it passes (a walk meets a match at
        // once) and probes the few messages' list, gathered once. Gathering the titles too took
        // 481 ms at 10M messages for a word of a recurring subject.
        if probesEachThread && widespread.titleTerms.contains(term) {
            arguments.append(TextColumn.value(TextFold.key(term)).databaseValue)
            return "(instr(CAST(t.title_key AS BLOB), ?) > 0 OR t.id IN ("
                + threadsOfMessages(holding: term, index: index, phrase: phrase, &arguments) + "))"
        }
        // Otherwise the few matching titles and messages are gathered from an index and mapped to threads.
        let titles = Self.titles(holding: term, index: index, phrase: phrase, rest: widespread.rests[term], &arguments)
        let messages = threadsOfMessages(holding: term, index: index, phrase: phrase, &arguments)
        return "(t.id IN (" + titles + ") OR t.id IN (" + messages + "))"
    }

    /// The ids of the threads holding `term`, from its index (a column named `candidate`), when an
    /// index serves it and it is not widespread: few enough that a page starts from them and
    /// sorts them, instead of walking the whole order past threads that cannot match (an
    /// absent term walked all 1M threads at 10M messages: 200 ms; from its list: 6 ms).
    func threadIDs(holding term: String) -> (sql: String, arguments: [DatabaseValue])? {
        guard !widespread.terms.contains(term), !widespread.titleTerms.contains(term), let (index, phrase) = Self.indexed(term)
        else { return nil }
        var arguments: [DatabaseValue] = []
        let titles = Self.titles(holding: term, index: index, phrase: phrase, named: "candidate", rest: widespread.rests[term], &arguments)
        return (titles + " UNION " + threadsOfMessages(holding: term, index: index, phrase: phrase, &arguments),
                arguments)
    }

    /// The ids of the threads with `name` among their participants (a column named `candidate`),
    /// when it is not widespread: as for a rare search term, a page starts from them, where a
    /// walk of the order would pass every thread for a name that none has (`with:nobody` at 10M
    /// messages: 122 ms walking, 10 ms from its list).
    func threadIDs(withParticipant name: String) -> (sql: String, arguments: [DatabaseValue])? {
        guard !widespread.names.contains(name) else { return nil }
        return ("SELECT DISTINCT thread_id AS candidate FROM participants WHERE name_key = \(TextColumn.parameter)",
                [TextColumn.value(TextFold.key(name)).databaseValue])
    }

    /// Whether `term` goes through the trigram index (three characters or more, no NUL: the
    /// tokenizer stops at one); shorter terms are matched by scanning.
    static func usesTrigramIndex(_ term: String) -> Bool {
        term.unicodeScalars.count >= trigramLength && !term.unicodeScalars.contains("\u{0}")
    }

    /// Whether `term` goes through the short-term index: one or two characters once folded,
    /// no NUL (`ShortTermTokenizer`). Folding lengthens a few characters (İ); a term it takes
    /// past two is matched by scanning.
    static func usesShortTermIndex(_ term: String) -> Bool {
        let folded = TextFold.key(term).unicodeScalars
        return !usesTrigramIndex(term) && (1...ShortTermTokenizer.longestTerm).contains(folded.count) && !folded.contains("\u{0}")
    }

    /// The index serving `term` (the suffix of its tables: `threads_fts`, `messages_short`…) and
    /// the phrase to match there; nil when neither serves it and it is read instead.
    static func indexed(_ term: String) -> (index: String, phrase: String)? {
        if usesTrigramIndex(term) { return ("fts", phrase(term)) }
        if usesShortTermIndex(term) { return ("short", phrase(TextFold.key(term))) }
        return nil
    }

    /// `term` as an FTS5 phrase: quotes doubled, so `*`, `NEAR(`, `-` and the rest are literal text.
    /// The standard library's `replacing`: Foundation's `replacingOccurrences` goes through
    /// `NSString` on Linux, 640,000 instructions for a search's first phrase (most of it a
    /// search of the binary's protocol conformances).
    static func phrase(_ term: String) -> String {
        "\"" + term.replacing("\"", with: "\"\"") + "\""
    }

    /// An FTS5 query that matches any of `terms`, each as a phrase: `"a" OR "b"`.
    static func anyPhrase(_ terms: [String]) -> String {
        terms.map(phrase).joined(separator: " OR ")
    }

    /// `expression` over `thread_counts`' columns, when it names only starred, unread and read
    /// (the states that table counts by); nil otherwise.
    static func counterCondition(_ expression: QueryExpression) -> String? {
        switch expression {
        case .term(.state(.starred)): "starred = 1"
        case .term(.state(.unread)): "unread = 1"
        case .term(.state(.read)): "unread = 0"
        case .term: nil
        case .not(let inner): counterCondition(inner).map { "NOT (\($0))" }
        case .and(let parts): parts.isEmpty ? "1" : join(parts, " AND ")
        case .or(let parts): join(parts, " OR ")
        }
    }

    private static func join(_ parts: [QueryExpression], _ separator: String) -> String? {
        var out: [BoundSQL] = []
        for part in parts {
            guard let sql = counterCondition(part) else { return nil }
            out.append(BoundSQL(sql: "(" + sql + ")", values: []))
        }
        return ConditionChain.join(out, separator).sql
    }
}
