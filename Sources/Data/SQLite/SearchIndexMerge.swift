import GRDB

/// How a bulk write leaves the search indexes' segments: FTS5's own merging held back while it
/// writes, then either every index merged into one segment (FTS5's `optimize`) or the merges FTS5
/// would have made.
///
/// FTS5 keeps an index as segments. As each write adds one, it merges a little (`automerge`), and
/// a level of 16 forces a merge at once (`crisismerge`). Across a bulk write that is rewriting the
/// same data level after level: building `messages_fts` from the 1,000,000 short messages took
/// 78.5 s with FTS5's merging and 46.6 s without, and `optimize` then took 19.6 s and 19.8 s
/// (the `sqlite3` shell, docs/performance-notes.md). So a bulk write turns both off for the two
/// body indexes (the title indexes take a few pages) and puts FTS5's defaults back before it
/// commits: a later single write merges as always.
///
/// An import of 1,000,000 messages left eight segments in `messages_fts` and eight in
/// `threads_fts`, and every lookup of a term asks each segment: a rare word's whole page was
/// 31.7M instructions, 27.6M once merged (100,000 messages: 29.0M and 27.7M), and a phrase's bound
/// steps through one list instead of eight. Merging rewrites the whole index (22 s for the two
/// trigram indexes of 1,000,000 messages), so `optimize` follows only a write that added at least
/// a quarter of the inbox's messages: its cost is then a bounded share of the import's own. A
/// smaller write ends with the merges FTS5's `automerge` would have made along the way: every
/// level holding `usermerge` (4) segments or more is merged, so the write leaves at most three on
/// each level, as single writes do. What the index holds is the same in every case
/// (`BulkIndexTests`).
enum SearchIndexMerge {
    /// Every search index: both kinds, of titles and of bodies, and the bodies' words.
    static let tables = ["threads_fts", "messages_fts", "threads_short", "messages_short", "messages_words"]
    /// The indexes whose merging waits for the write's end: the bodies', as `SearchIndexBuffer`'s.
    static let heldTables = SearchIndexBuffer.tables
    /// The least share of the messages a bulk write must have added for its indexes to be merged.
    static let share = 4
    /// FTS5's defaults, put back at the end.
    static let defaultAutomerge = 4, defaultCrisismerge = 16
    /// Segments a level may hold, while merging is held back, before FTS5 merges them at once: 64
    /// buffers of 32 MiB is an import of several million messages, and an index stays far from
    /// FTS5's limit of 2,000 segments in all, past which a write fails as if the disk were full.
    static let heldCrisismerge = 64
    /// Pages a closing `merge` may write: no bound short of the whole index.
    static let closingMergePages = Int(Int32.max)

    /// Holds back FTS5's merging, inside the caller's transaction, and returns the highest
    /// message id before the write: what it adds is counted from here.
    static func beforeBulkWrite(_ db: Database) throws -> Int64 {
        try configure(heldTables, automerge: 0, crisismerge: heldCrisismerge, db)
        return try mark(db)
    }

    /// Puts FTS5's merging back and merges, inside the caller's transaction: each index into one
    /// segment when the write since `mark` added at least a `share`th of the messages, else what
    /// `automerge` would have. A new message takes one more than the highest id, so every message
    /// the write added or replaced is above `mark`: counted without a scan.
    static func afterBulkWrite(since mark: Int64, _ db: Database) throws {
        try configure(heldTables, automerge: defaultAutomerge, crisismerge: defaultCrisismerge, db)
        let last = try Self.mark(db)
        if last > mark, (last - mark) * Int64(share) >= last {
            for table in tables { try db.execute(sql: "INSERT INTO \(table) (\(table)) VALUES ('optimize')") }
        } else {
            // A positive count merges only levels of at least `usermerge` segments.
            for table in heldTables {
                try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('merge', ?)", arguments: [closingMergePages])
            }
        }
    }

    private static func mark(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM messages")) ?? 0
    }

    static func configure(_ tables: [String], automerge: Int, crisismerge: Int, _ db: Database) throws {
        for table in tables {
            try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('automerge', ?)", arguments: [automerge])
            try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('crisismerge', ?)", arguments: [crisismerge])
        }
    }
}
