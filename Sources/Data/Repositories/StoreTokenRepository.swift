import Crypto
import Domain
import Foundation

/// The tokens repository over any `DataStore`: a secret goes in and only its SHA-256 is
/// stored, so a copy of the database opens nothing; a secret is found again by its hash.
public struct StoreTokenRepository: TokensRepository {
    private let store: any DataStore
    /// Whom the inbox takes as its first person if it has none yet (`Viewer.firstPerson`): given,
    /// a token's person joins the inbox when the token is made, so what arrives from then on is
    /// unread for them; nil (a test, a double) leaves them to join at their first write.
    private let firstPerson: Person?

    public init(store: any DataStore, firstPerson: Person? = nil) {
        self.store = store
        self.firstPerson = firstPerson
    }

    public func createToken(_ token: APIToken, secret: String) async throws -> Bool {
        let created = try await store.insertToken(TokenRecord(
            name: token.name, hash: Self.hash(secret), scope: token.scope.rawValue,
            createdAt: Millis.from(token.createdAt), lastUsedAt: token.lastUsedAt.map(Millis.from),
            person: token.person.name == token.name ? nil : token.person.name))
        if created, let firstPerson { try await store.registerPerson(Viewer(token.person, firstPerson: firstPerson)) }
        return created
    }

    public func listTokens() async throws -> [APIToken] {
        try await store.tokenRecords().map { record in
            // Both SQL stores refuse another scope (CHECK); only a hand-made table could hold one.
            guard let scope = TokenScope(rawValue: record.scope) else {
                throw ThreadsError.store(.engineError(path: "api_tokens", reason: "token '\(record.name)' has the unknown scope '\(record.scope)'"))
            }
            return APIToken(name: record.name, scope: scope, person: record.person.map(Person.init),
                            createdAt: Millis.date(record.createdAt), lastUsedAt: record.lastUsedAt.map(Millis.date))
        }
    }

    public func revokeToken(named name: String) async throws -> Bool {
        try await store.deleteToken(named: name)
    }

    public func authenticateToken(secret: String, now: Date) async throws -> TokenGrant? {
        try await checkTokenGrant(TokenID(rawValue: Self.hash(secret)), now: now)
    }

    /// A token's id is the hash the store keeps of its secret: unique, and no key to anything.
    /// An unknown stored scope grants nothing: a guard never gives more than the store says.
    public func checkTokenGrant(_ id: TokenID, now: Date) async throws -> TokenGrant? {
        guard let standing = try await store.tokenStanding(hash: id.rawValue, usedAt: Millis.from(now)),
              let scope = TokenScope(rawValue: standing.scope) else { return nil }
        return TokenGrant(token: id, scope: scope, person: Person(standing.person))
    }

    /// SHA-256 of the secret's UTF-8, as 64 lowercase hex digits: what every store keeps.
    public static func hash(_ secret: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: Array(secret.utf8)) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 15)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
