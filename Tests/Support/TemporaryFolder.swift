import Foundation

/// A folder under the system temporary directory, unique per call; never the user's data.
public struct TemporaryFolder: Sendable {
    public let path: String

    /// `reachableByAll`: a 0755 folder right under /tmp, for runs as another user, since
    /// `$TMPDIR` (the default) may be private to this one.
    public init(reachableByAll: Bool = false) {
        path = (reachableByAll ? "/tmp/" : NSTemporaryDirectory()) + "threads-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if reachableByAll { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
    }

    public func file(_ name: String) -> String { path + "/" + name }
}
