import GRDB

/// The tokenizer version that built the short-term index (`threads_short`, `messages_short`,
/// schema 010), as `index_versions` (schema 012) records it, and the rebuild that makes it this
/// build's (`ShortTermTokenizer.version` says why a version of another build must not stay).
enum ShortTermIndexVersion {
    /// The migration that builds the index from what is stored (010).
    static let builtSince = 10

    /// The migration that creates `index_versions`: a file older than it has no version to read.
    static let recordedSince = 12

    /// The index's row in `index_versions`.
    static let name = "short_terms"

    /// What built the index of a file that had it before 012: this project's only toolchain so far
    /// (Swift 6.3, whose runtime has the character data of Unicode 17.0) with tokenizer revision 1.
    /// Recorded as 012 creates the table; a build on another toolchain then rebuilds the index
    /// rather than trusting it.
    static let before012 = "1/Unicode 17.0"

    /// The recorded version; nil when none is (the row deleted by hand). One cached statement.
    static func recorded(_ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT version FROM index_versions WHERE name = ?"), arguments: [name])
    }

    /// Records `version` as the one that built the index.
    static func record(_ version: String, _ db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO index_versions (name, version) VALUES (?, ?)", arguments: [name, version])
    }

    /// Builds both tables again from their content with this build's tokenizer, and records its
    /// version. In the caller's transaction: all of it, or nothing.
    static func rebuild(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO threads_short (threads_short) VALUES ('rebuild');
            INSERT INTO messages_short (messages_short) VALUES ('rebuild');
            """)
        try record(ShortTermTokenizer.version, db)
    }
}
