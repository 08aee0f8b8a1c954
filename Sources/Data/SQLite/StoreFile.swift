import Domain
import Foundation

/// Creates the database file before SQLite does, so it is born private (0600) rather than
/// with the process umask; folders made on the way are 0700.
enum StoreFile {
    /// Ensures `path` exists; creates missing folders only when `createFolders` is set.
    /// A file that was already there but empty is refused: it is not ours, and guessing would
    /// turn someone's placeholder into a database.
    static func prepare(path: String, createFolders: Bool) throws {
        // stat(2), not FileManager's attributes: those also look up the owner's and group's
        // names, which every `threads list` would pay for at start-up.
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_size == 0 {
                throw ThreadsError.store(.emptyFile(path: path))
            }
            return
        }
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !manager.fileExists(atPath: folder) {
            guard createFolders else {
                throw ThreadsError.store(.missingFolder(path: path, folder: folder))
            }
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw ThreadsError.store(.cannotCreateFolder(folder: folder, reason: error.localizedDescription))
            }
        }
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {  // EEXIST: another process just made it; fine.
            throw ThreadsError.store(.cannotCreate(path: path, reason: String(cString: strerror(errno))))
        }
    }
}
