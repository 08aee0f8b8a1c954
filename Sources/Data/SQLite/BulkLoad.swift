/// How much memory an import may spend for speed: SQLite's page cache while it writes, and the
/// rows it stages between moves into the real tables (`ImportStaging`). A one-shot command may
/// take a lot for a few seconds; a long-lived server that takes imports from clients keeps it
/// small, so that an upload's size does not become the server's size.
public struct BulkLoad: Sendable, Equatable {
    /// The page cache during the import, in KiB (SQLite's `cache_size` as a negative number).
    public var cacheKiB: Int
    /// Rows staged before each move.
    public var batchRows: Int
    /// Each message index's in-memory buffer during the import, in KiB (`SearchIndexBuffer`).
    public var indexBufferKiB: Int

    public init(cacheKiB: Int, batchRows: Int, indexBufferKiB: Int) {
        self.cacheKiB = cacheKiB
        self.batchRows = batchRows
        self.indexBufferKiB = indexBufferKiB
    }

    /// The command line's: 256 MiB and batches of 100,000 (3M messages: 146 s against 177 s with
    /// SQLite's default cache; docs/performance-notes.md), and index buffers of 32 MiB.
    public static let command = BulkLoad(cacheKiB: 262_144, batchRows: 100_000, indexBufferKiB: 32_768)
    /// The service's: 16 MiB, batches of 5,000 rows and FTS5's own 1 MiB index buffers. A 20 MiB
    /// upload then costs the server tens of MiB rather than a hundred and more (docs/serve.md).
    public static let service = BulkLoad(cacheKiB: 16_384, batchRows: 5_000, indexBufferKiB: 1_024)
}
