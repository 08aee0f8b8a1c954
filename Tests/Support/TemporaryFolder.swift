import Foundation

/// A folder under the system temporary directory, unique per call; never the user's data.
///
/// Every folder lives inside one folder of this test process's, removed when the process exits:
/// a run of the suite leaves nothing behind (it wrote about 800 MB of databases before), and a
/// folder made as a temporary (`TemporaryFolder().file("inbox.sqlite")`) stays for the test.
public struct TemporaryFolder: Sendable {
    public let path: String

    /// `reachableByAll`: a 0755 folder under /tmp, for runs as another user, since `$TMPDIR`
    /// (the default) may be private to this one.
    public init(reachableByAll: Bool = false) {
        let root = reachableByAll ? RunFolder.reachable : RunFolder.own
        path = root + "/" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if reachableByAll { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
    }

    public func file(_ name: String) -> String { path + "/" + name }
}

/// The two folders of this process that hold every `TemporaryFolder`, each made on first use and
/// removed at exit. A run killed outright leaves them, named for the process, for CI's own
/// temporary folder (or the machine's) to take.
private enum RunFolder {
    static let own: String = {
        let path = made(under: NSTemporaryDirectory())
        atexit { try? FileManager.default.removeItem(atPath: RunFolder.own) }
        return path
    }()

    static let reachable: String = {
        let path = made(under: "/tmp")
        atexit { try? FileManager.default.removeItem(atPath: RunFolder.reachable) }
        return path
    }()

    private static func made(under parent: String) -> String {
        let trimmed = parent.hasSuffix("/") ? String(parent.dropLast()) : parent
        let path = trimmed + "/threads-tests-\(getpid())-" + UUID().uuidString.prefix(8)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
