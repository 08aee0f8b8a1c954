import Foundation

/// A key to the HTTP service, as it is listed: its name, what it may do and when it was used.
/// Never the secret, which only its holder has; the store keeps only the secret's hash.
public struct APIToken: Equatable, Sendable {
    public var name: String
    public var scope: TokenScope
    /// Whom the token speaks for: what its holder reads and writes is this person's (the
    /// token's name unless created `--person P`). One person may hold several tokens.
    public var person: Person
    public var createdAt: Date
    /// Noted at most once a minute, so a busy client does not write on every request.
    public var lastUsedAt: Date?

    public init(name: String, scope: TokenScope, person: Person? = nil, createdAt: Date, lastUsedAt: Date? = nil) {
        self.name = name
        self.scope = scope
        self.person = person ?? Person(name)
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

/// What a token let its holder do when it was shown: its scope, and the token itself by an id
/// that is not its secret, so that whatever was started with it (a page's session, an event
/// stream) can ask later whether the token still stands.
public struct TokenGrant: Equatable, Hashable, Sendable {
    public var token: TokenID
    public var scope: TokenScope
    /// The token's person: whoever holds the grant reads and writes as them.
    public var person: Person

    public init(token: TokenID, scope: TokenScope, person: Person) {
        self.token = token
        self.scope = scope
        self.person = person
    }

    /// Whether this grant covers what `required` asks: read-write covers both.
    public func allows(_ required: TokenScope) -> Bool {
        scope == .readWrite || required == .readOnly
    }
}

/// A token as the store knows it, never its secret: the same token always has the same id, and
/// a token revoked and created again under its name has another.
public struct TokenID: RawRepresentable, Equatable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
