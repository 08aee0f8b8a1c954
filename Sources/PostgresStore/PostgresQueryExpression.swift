#if Postgres
import Data
import Domain
import PostgresNIO

/// The values bound to one statement's `$1…`, in order, each also kept as the SQL literal it
/// stands for, so `--explain` can show the statement whole.
struct PostgresArguments {
    private(set) var bindings = PostgresBindings()
    private(set) var literals: [String] = []
    /// How many `t.id IN (subquery)` conditions the statement has so far (`semiJoin`).
    private var semiJoins = 0

    /// Binds stored text (already `PostgresText`-encoded); returns its parameter.
    mutating func text(_ value: String) -> String {
        bindings.append(value)
        literals.append("'" + value.replacingOccurrences(of: "'", with: "''") + "'")
        return "$\(literals.count)"
    }

    /// `condition`, a `t.id IN (subquery)`, as the statement's next one. PostgreSQL turns each
    /// such condition of a `WHERE`'s `AND` into a semi-join, and all their `t.id = thread_id`
    /// into one class of equal columns, which its planner works through in about cubic time: 40
    /// of them plan in 0.2 s, 160 in 13 s, and the 1,000 terms a query may have did not plan in
    /// 17 minutes. Past the first few, a condition is written `(…) IS TRUE`, which means the same
    /// and which the planner keeps as a subplan (hashed when that is cheaper) instead: 1,000 plan
    /// in half a second.
    mutating func semiJoin(_ condition: String) -> String {
        semiJoins += 1
        return semiJoins <= Self.semiJoinsJoined ? condition : "(" + condition + ") IS TRUE"
    }

    /// The semi-joins a statement keeps as joins: as many as a query of everyday size has.
    static let semiJoinsJoined = 16

    /// Binds a bigint; returns its parameter.
    mutating func integer(_ value: Int64) -> String {
        bindings.append(value)
        literals.append(String(value))
        return "$\(literals.count)"
    }
}

/// A query's conditions as PostgreSQL SQL over `threads t`: fixed fragments, every value the
/// user typed a numbered parameter (never spliced into the text). The same meaning as the
/// SQLite store's `QueryExpressionSQL`; text goes through pg_trgm's indexes with ILIKE, and terms
/// of one or two characters, which pg_trgm cannot serve, through the grams indexes.
enum PostgresQueryExpression {
    /// `expression` as one condition, its values appended to `arguments`. Compound parts are
    /// parenthesized, so the result can be `and`-ed with anything. The tag patterns in `walking`
    /// are asked of each thread, for a page that walks its order.
    static func condition(_ expression: QueryExpression, _ arguments: inout PostgresArguments, walking: Set<String> = []) -> String {
        switch expression {
        case .term(let term): return condition(term, &arguments, walking: walking)
        case .not(let inner): return "NOT (" + condition(inner, &arguments, walking: walking) + ")"
        case .and(let parts) where parts.isEmpty: return "true"
        case .and(let parts): return "(" + parts.map { condition($0, &arguments, walking: walking) }.joined(separator: " AND ") + ")"
        case .or(let parts): return "(" + parts.map { condition($0, &arguments, walking: walking) }.joined(separator: " OR ") + ")"
        }
    }

    private static func condition(_ term: QueryTerm, _ arguments: inout PostgresArguments, walking: Set<String>) -> String {
        switch term {
        case .state(.starred): return "t.starred"
        case .state(.unread): return "t.unread_count > 0"
        case .state(.read): return "t.unread_count = 0"
        // StateBranches resolves these two before a branch is compiled; kept for completeness.
        case .state(.archived): return "t.archived"
        case .state(.muted): return "t.muted"
        case .state(.assigned): return "t.assignee_key IS NOT NULL"
        // The repository says whose `is:mine` it is (`ThreadFilter.resolvingMe`); asked of no one, none.
        case .state(.mine): return "false"
        case .assignee(let name):
            // False, not NULL, for a thread given to no one, so `not assignee:` keeps it.
            return "(t.assignee_key IS NOT NULL AND t.assignee_key = " + arguments.text(PostgresText.encode(TextFold.key(name))) + ")"
        case .readBy(let name):
            // As the SQLite store's: the first person's state is the threads' own (`threads.`:
            // never a person's view); another's is their rows; an unknown person has none.
            let key = arguments.text(PostgresText.encode(TextFold.key(name)))
            return """
                CASE WHEN coalesce((SELECT min(id) FROM threads.people) = (SELECT id FROM threads.people WHERE key = \(key)), \
                NOT EXISTS (SELECT 1 FROM threads.people)) THEN (SELECT r.unread_count FROM threads.threads r WHERE r.id = t.id) = 0 \
                ELSE NOT EXISTS (SELECT 1 FROM threads.person_unread u WHERE u.thread_id = t.id \
                AND u.person_id = (SELECT id FROM threads.people WHERE key = \(key))) END
                """
        case .with(let name):
            let key = arguments.text(PostgresText.encode(TextFold.key(name)))
            return arguments.semiJoin("t.id IN (SELECT p.thread_id FROM participants p WHERE p.name_key = \(key))")
        case .from(let name):
            // messages_by_author (schema/postgres/002) finds the name's threads directly.
            let key = arguments.text(PostgresText.encode(TextFold.key(name)))
            return arguments.semiJoin("t.id IN (SELECT m.thread_id FROM messages m WHERE m.author_key = \(key))")
        case .after(let date):
            // Dates reach the store already resolved to instants; `now` is never consulted.
            return "t.last_activity_at >= " + arguments.integer(Millis.from(date.instant(now: .distantPast)))
        case .before(let date):
            return "t.last_activity_at < " + arguments.integer(Millis.from(date.instant(now: .distantPast)))
        case .title(let text) where isShort(text):
            let (term, pattern) = (arguments.text(PostgresText.encode(text)), arguments.text(PostgresText.containsPattern(text)))
            return arguments.semiJoin("t.id IN (SELECT g.id FROM threads g WHERE \(shortMatch("g.title", term, pattern)))")
        case .title(let text):
            return "t.title ILIKE " + arguments.text(PostgresText.containsPattern(text))
        case .text(let text) where isShort(text):
            // Titles through a subquery too: as a filter beside the messages' subquery, grams()
            // would be computed for every thread the scan passes, many times ILIKE's cost.
            let (term, pattern) = (arguments.text(PostgresText.encode(text)), arguments.text(PostgresText.containsPattern(text)))
            return arguments.semiJoin("t.id IN (SELECT g.id FROM threads g WHERE \(shortMatch("g.title", term, pattern)) "
                + "UNION ALL SELECT m.thread_id FROM messages m WHERE \(shortMatch("m.body", term, pattern)))")
        case .text(let text):
            // One parameter used twice. pg_trgm's GIN indexes serve ILIKE for terms of three
            // characters or more.
            let pattern = arguments.text(PostgresText.containsPattern(text))
            return "(t.title ILIKE \(pattern) OR t.id IN (SELECT m.thread_id FROM messages m WHERE m.body ILIKE \(pattern)))"
        case .tag(let pattern) where walking.contains(pattern):
            return probe(pattern, &arguments)
        case .tag(let pattern):
            // The tags' ids from the key index, then their threads from thread_tags' key (tag
            // first); a semi-join like a participant's, so the same limit on how many are joins.
            return arguments.semiJoin("t.id IN (SELECT l.thread_id FROM thread_tags l WHERE l.tag_id IN (\(tagIDs(pattern, &arguments))))")
        }
    }

    /// Whether thread `t` carries a tag `pattern` keeps, asked of its own links (thread_tags'
    /// index by thread), the tags' ids found once. A scalar subquery: the planner neither joins
    /// it (its estimate of a tag's threads is an average over all tags, so it gathered 20,000
    /// threads of a common tag for a page of 50) nor hashes the tag's every thread first.
    static func probe(_ pattern: String, _ arguments: inout PostgresArguments) -> String {
        "(SELECT 1 FROM thread_tags l WHERE l.thread_id = t.id AND l.tag_id = ANY (ARRAY(\(tagIDs(pattern, &arguments)))) LIMIT 1) IS NOT NULL"
    }

    /// The ids of the tags `pattern` keeps, from `tags`' unique index on the key: one key, or
    /// (`client/*`) the keys from the prefix up to the highest code point after it, a range in
    /// the key's code-point order (`COLLATE "C"`) as in the SQLite store.
    static func tagIDs(_ pattern: String, _ arguments: inout PostgresArguments) -> String {
        switch QueryTerm.TagMatch(pattern) {
        case .named(let key):
            return "SELECT g.id FROM tags g WHERE g.key = \(arguments.text(PostgresText.encode(key)))"
        case .under(let prefix):
            let low = arguments.text(PostgresText.encode(prefix)), high = arguments.text(PostgresText.encode(prefix + "\u{10FFFF}"))
            return "SELECT g.id FROM tags g WHERE g.key >= \(low) AND g.key < \(high)"
        }
    }

    /// Whether `text` is a term pg_trgm cannot serve, one or two characters as stored (a NUL is
    /// stored as three, `PostgresText`), which the grams indexes (schema/postgres/008) serve.
    static func isShort(_ text: String) -> Bool {
        (1...2).contains(PostgresText.encode(text).unicodeScalars.count)
    }

    /// `column` contains the term bound as `term` (stored form) and as `pattern` (its ILIKE
    /// pattern), meaning exactly what `column ILIKE pattern` means. ILIKE compares lower() of
    /// both sides, and a term of one or two characters after lower() is a substring exactly when
    /// it is among the column's grams. lower() may lengthen a character (under an ICU locale),
    /// so the server checks the length: it folds the CASE while planning, with the values
    /// bound, leaving one branch, and the grams branch is what the GIN index serves.
    private static func shortMatch(_ column: String, _ term: String, _ pattern: String) -> String {
        "CASE WHEN char_length(lower(\(term))) BETWEEN 1 AND 2 THEN threads.grams(\(column)) @> ARRAY[lower(\(term))] "
            + "ELSE \(column) ILIKE \(pattern) END"
    }
}
#endif
