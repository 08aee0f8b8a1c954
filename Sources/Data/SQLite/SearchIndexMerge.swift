import GRDB

/// After a bulk write that is a large part of the inbox, each search index is merged into one
/// segment (FTS5's `optimize`).
///
/// FTS5 keeps an index as segments and merges them only as they pile up: an import of 1,000,000
/// messages left eight in `messages_fts` and eight in `threads_fts`. Every lookup of a term asks
/// each segment: a rare word's whole page was 31.7M instructions, 27.6M once merged (100,000
/// messages: 29.0M and 27.7M), and a phrase's bound steps through one list instead of eight.
/// What the index holds is the same; only how it is cut differs (`BulkIndexTests`).
///
/// Merging rewrites the whole index (22 s for the two trigram indexes of 1,000,000 messages), so
/// it follows only a write that added at least a quarter of the inbox's messages: its cost is then
/// a bounded share of the import's own, and a small import into a large inbox pays nothing.
enum SearchIndexMerge {
    /// Every search index: both kinds, of titles and of bodies.
    static let tables = ["threads_fts", "messages_fts", "threads_short", "messages_short"]
    /// The least share of the messages a bulk write must have added for its indexes to be merged.
    static let share = 4

    /// The highest message id before a bulk write: what it adds is counted from here.
    static func mark(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM messages")) ?? 0
    }

    /// Merges each index when the write since `mark` added at least a `share`th of the messages,
    /// inside the caller's transaction. A new message takes one more than the highest id, so
    /// every message the write added or replaced is above `mark`: counted without a scan.
    static func afterBulkWrite(since mark: Int64, _ db: Database) throws {
        let last = try Self.mark(db)
        guard last > mark, (last - mark) * Int64(share) >= last else { return }
        for table in tables {
            try db.execute(sql: "INSERT INTO \(table) (\(table)) VALUES ('optimize')")
        }
    }
}
