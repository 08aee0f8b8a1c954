import Domain
import Foundation
import GRDB

// A store that only reads its file: for a user who may not write it, and for a shell's
// completion, which must leave the file as it found it whoever may write it.
extension SQLiteDataStore {
    /// Opens the database file at `path` to read it and nothing else, as a shell's completion
    /// does (docs/completion.md): one read-only connection; a file this build would migrate
    /// (older, or empty), and a foreign or newer one, is refused as it is; a short-term index of
    /// another tokenizer version is read as it is rather than rebuilt. Nothing is made beside it:
    /// no file where none was, and no `-wal` or `-shm` (see `openReadOnly`).
    public convenience init(readingOnly path: String, busyTimeout: TimeInterval = 5, access: Access = .ownQueue,
                            pageCache: PageCache = .standard) throws {
        try self.init(path: path, busyTimeout: busyTimeout, createFolders: false, access: access, pageCache: pageCache,
                      migrations: EmbeddedSchema.migrations, readingOnly: true)
    }

    /// One read-only connection to `path`, refusing a file not at schema `latest`.
    /// - Parameter fileAlone: read the file alone when no other connection has it open (`openReadOnly`).
    static func openReadingOnly(path: String, busyTimeout: TimeInterval, latest: Int, fileAlone: Bool = false) throws -> SQLiteConnections {
        let queue = try openReadOnly(path: path, busyTimeout: busyTimeout, fileAlone: fileAlone)
        try SchemaMigrator.check(queue, path: path, latest: latest)
        return .single(queue)
    }

    /// A read-only connection to `path`. In WAL mode SQLite needs the `-wal` and `-shm` files
    /// beside it: it makes them when the folder lets it, and a read-only connection cannot
    /// remove them when it closes; in a read-only folder it fails with SQLITE_READONLY_DIRECTORY
    /// even for reads. With no `-wal` no connection has the file open (the last to close
    /// removes it) and everything is in the file, so it is then opened `immutable`, which reads
    /// the file alone: always with `fileAlone`, else only when the plain open fails. A writer
    /// that opens it meanwhile appends to a `-wal` of its own and leaves the file as it was,
    /// until a checkpoint of a thousand pages.
    private static func openReadOnly(path: String, busyTimeout: TimeInterval, fileAlone: Bool) throws -> DatabaseQueue {
        let configuration = configuration(busyTimeout: busyTimeout, readonly: true)
        let alone = !FileManager.default.fileExists(atPath: path + "-wal")
        let immutable = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
        if fileAlone && alone { return try DatabaseQueue(path: immutable, configuration: configuration) }
        do {
            // GRDB reads sqlite_master on open, so a missing `-shm` fails here already.
            return try DatabaseQueue(path: path, configuration: configuration)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY || error.resultCode == .SQLITE_CANTOPEN {
            guard alone else { throw error }
            return try DatabaseQueue(path: immutable, configuration: configuration)
        }
    }
}
