import Data
import Foundation
import Synchronization

/// The SQLite stores this process opened, kept until it ends.
///
/// A command's store would otherwise be torn down when its last reference goes, and GRDB's
/// teardown of a connection object costs a short command about 0.8 ms for nothing it needs
/// (docs/performance-notes.md): it starts Foundation's notification center only to remove
/// observers this platform never adds, and disposing the connection's dispatch queue starts a
/// worker thread. Kept here, each store is closed instead just before the process exits
/// (`closeAll`, from main.swift), which still checkpoints the WAL and removes SQLite's `-wal`
/// and `-shm` files; the objects themselves end with the process.
final class ProcessLifetimeStores: Sendable {
    private let stores = Mutex<[SQLiteDataStore]>([])

    /// `store`, kept until `closeAll`.
    func keep(_ store: SQLiteDataStore) -> SQLiteDataStore {
        stores.withLock { $0.append(store) }
        return store
    }

    /// Closes every kept store's connection. One that cannot close now is left to the end of
    /// the process, as after a crash: SQLite recovers its files at the next open.
    func closeAll() {
        for store in stores.withLock({ $0 }) { try? store.close() }
    }
}
