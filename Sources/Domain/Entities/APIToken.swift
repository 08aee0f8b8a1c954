import Foundation

/// A key to the HTTP service, as it is listed: its name, what it may do and when it was used.
/// Never the secret, which only its holder has; the store keeps only the secret's hash.
public struct APIToken: Equatable, Sendable {
    public var name: String
    public var scope: TokenScope
    public var createdAt: Date
    /// Noted at most once a minute, so a busy client does not write on every request.
    public var lastUsedAt: Date?

    public init(name: String, scope: TokenScope, createdAt: Date, lastUsedAt: Date? = nil) {
        self.name = name
        self.scope = scope
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }
}

/// What a token lets its holder do.
public enum TokenScope: String, CaseIterable, Sendable {
    /// Every route.
    case readWrite = "read-write"
    /// Reads only: a write is refused.
    case readOnly = "read-only"
}
