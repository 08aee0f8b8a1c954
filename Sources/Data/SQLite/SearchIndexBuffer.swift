import GRDB

/// How much text the messages' search indexes gather in memory before writing it out, during a
/// bulk write (`BulkLoad.indexBufferKiB`).
///
/// FTS5 keeps new index entries in a hash table and writes them out as a new segment whenever it
/// passes its `hashsize` (1 MiB by default), then merges small segments into larger ones as they
/// pile up. An import of 20,000 long messages wrote hundreds of small segments and merged them
/// over and over: most of its time. A larger buffer for the import's one transaction writes a few
/// large segments instead. What the index holds is the same either way (`BulkIndexTests`); only
/// how it is cut into segments differs. The setting is stored with the index, so the default is
/// put back before the transaction commits: a later single write never holds a large buffer.
enum SearchIndexBuffer {
    /// The tables that take a bulk write's text: each message's body, three times.
    static let tables = ["messages_fts", "messages_short", "messages_words"]
    /// FTS5's own default, which every other write uses.
    static let defaultBytes = 1_048_576

    /// Sets each of `tables`' buffer to `bytes`, inside the caller's transaction.
    static func set(_ bytes: Int, _ db: Database, tables: [String] = tables) throws {
        for table in tables {
            try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('hashsize', ?)", arguments: [bytes])
        }
    }
}
