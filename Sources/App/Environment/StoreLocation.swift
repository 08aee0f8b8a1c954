import Foundation

/// Where the database is and how to open it, resolved from options and environment.
struct StoreLocation: Equatable, Sendable {
    var path: String
    /// Whether it came from the XDG default (whose folders may be created).
    var isDefault: Bool
    /// Seconds a writer waits for another process's lock.
    var busyTimeout: TimeInterval
}
