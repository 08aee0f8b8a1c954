import Foundation
import GRDB

/// WAL readers of their own for the service's long reads (an export's pages, a search of the
/// messages' text, a query that ran past `budget`), on a read-only pool of the store's file.
///
/// The service answers each connection on its socket's event loop, and a short read runs on
/// that thread (`SQLiteDataStore.read(_:long:_:_:)`): with the loop's own reader, a hop to
/// GRDB's queue and back would cost a third of the list pages a second. A long read there held
/// the loop and every connection on it for its whole run, and once each short reader was busy
/// with one, even a read of a token waited for it (issue 44: `/v1/health` waited up to 67 s
/// behind eight exports). Here the caller waits suspended, its loop free, and the pool's short
/// readers are left to short reads.
final class LongReadLane: Sendable {
    /// How long a read expected to be short may run on the calling thread before it is stopped
    /// and run again here: a page of the list by flags takes well under a millisecond, a
    /// loop held this long keeps a paced request's p99 within the contract's 50 ms.
    static let budget: TimeInterval = 0.020

    private let pool: DatabasePool

    /// `configuration` must be read-only: nothing here writes, and the pool then opens no writer
    /// of its own (nor touches the journal mode, which the store's own pool has set).
    init(path: String, configuration: Configuration, readers: Int) throws {
        var configuration = configuration
        configuration.maximumReaderCount = readers
        pool = try DatabasePool(path: path, configuration: configuration)
    }

    /// `body` on a reader of the lane, the caller suspended until it is done. "Unsafe" only in
    /// that GRDB opens no transaction: `run` opens one.
    func read<T: Sendable>(_ deadline: QueryDeadline, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await pool.unsafeRead { db in try SQLiteDataStore.run(.deferred, deadline, db, body) }
    }

    func close() throws {
        try pool.close()
    }
}
