import Data
import Domain
import Foundation
import Testing
import TestSupport

/// API tokens, identical on every store: names unique, listed by their bytes, found by hash,
/// and the last use noted at most once a minute.
@Suite("DataStore contract: tokens")
struct ContractTokenTests {
    static let created: Int64 = 1_772_323_200_000

    static func record(_ name: String, hash: String? = nil, scope: TokenScope = .readWrite) -> TokenRecord {
        TokenRecord(name: name, hash: hash ?? StoreTokenRepository.hash("secret of \(name)"), scope: scope.rawValue, createdAt: created)
    }

    @Test(arguments: StoreKind.allCases)
    func insertedTokensAreListedByTheNamesBytes(kind: StoreKind) async throws {
        let store = try kind.make()
        #expect(try await store.tokenRecords() == [])
        for name in ["b", "ロゴ", "B", "a.1"] { #expect(try await store.insertToken(Self.record(name))) }
        let used = TokenRecord(name: "used", hash: String(repeating: "f", count: 64), scope: "read-only", createdAt: 7, lastUsedAt: 9)
        #expect(try await store.insertToken(used))
        #expect(try await store.tokenRecords() == ["B", "a.1", "b", "used", "ロゴ"].map { $0 == "used" ? used : Self.record($0) })
    }

    @Test(arguments: StoreKind.allCases)
    func aNameTakenIsNotInsertedAndChangesNothing(kind: StoreKind) async throws {
        let store = try kind.make()
        #expect(try await store.insertToken(Self.record("laptop")))
        #expect(try await store.insertToken(Self.record("laptop", hash: StoreTokenRepository.hash("other"), scope: .readOnly)) == false)
        #expect(try await store.tokenRecords() == [Self.record("laptop")])
        // The refused token's secret opens nothing.
        #expect(try await store.tokenStanding(hash: StoreTokenRepository.hash("other"), usedAt: Self.created)?.scope == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func deleteRemovesOnlyThatNameAndItsSecretStopsWorking(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertToken(Self.record("laptop"))
        _ = try await store.insertToken(Self.record("ci", scope: .readOnly))
        #expect(try await store.deleteToken(named: "laptop"))
        #expect(try await store.deleteToken(named: "laptop") == false)
        #expect(try await store.deleteToken(named: "Ci") == false)
        #expect(try await store.tokenRecords().map(\.name) == ["ci"])
        #expect(try await store.tokenStanding(hash: Self.record("laptop").hash, usedAt: Self.created)?.scope == nil)
        #expect(try await store.tokenStanding(hash: Self.record("ci").hash, usedAt: Self.created)?.scope == "read-only")
    }

    @Test(arguments: StoreKind.allCases)
    func theScopeIsFoundByHashAlone(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertToken(Self.record("writer"))
        _ = try await store.insertToken(Self.record("reader", scope: .readOnly))
        #expect(try await store.tokenStanding(hash: Self.record("writer").hash, usedAt: Self.created)?.scope == "read-write")
        #expect(try await store.tokenStanding(hash: Self.record("reader").hash, usedAt: Self.created)?.scope == "read-only")
        #expect(try await store.tokenStanding(hash: Self.record("writer").hash.uppercased(), usedAt: Self.created)?.scope == nil)
        #expect(try await store.tokenStanding(hash: "writer", usedAt: Self.created)?.scope == nil)
    }

    /// Noted when never used, then only once more than a minute has passed since the last note.
    @Test(arguments: StoreKind.allCases)
    func theLastUseIsNotedAtMostOnceAMinute(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertToken(Self.record("laptop"))
        _ = try await store.insertToken(Self.record("idle"))
        let hash = Self.record("laptop").hash
        func lastUsed() async throws -> Int64?? { try await store.tokenRecords().first { $0.name == "laptop" }.map(\.lastUsedAt) }
        let start = Self.created + 1000
        for (usedAt, noted) in [(start, start), (start + 30_000, start), (start + 60_000, start), (start + 60_001, start + 60_001),
                                (start + 60_002, start + 60_001), (start, start + 60_001)] {
            _ = try await store.tokenStanding(hash: hash, usedAt: usedAt)?.scope
            #expect(try await lastUsed() == .some(noted), "used at \(usedAt - start)")
        }
        #expect(try await store.tokenRecords().first { $0.name == "idle" }?.lastUsedAt == .some(nil))
        // A lookup that finds nothing notes nothing.
        _ = try await store.tokenStanding(hash: StoreTokenRepository.hash("nobody"), usedAt: start + 999_999)?.scope
        #expect(try await lastUsed() == .some(start + 60_001))
    }

    /// The repository over every store: only the hash is stored, and the secret finds its scope.
    @Test(arguments: StoreKind.allCases)
    func theRepositoryStoresTheHashAndAuthenticatesTheSecret(kind: StoreKind) async throws {
        let store = try kind.make()
        let repository = StoreTokenRepository(store: store)
        let secret = TokenSecret.make()
        let token = APIToken(name: "laptop", scope: .readOnly, createdAt: Seeds.base)
        #expect(try await repository.createToken(token, secret: secret))
        #expect(try await store.tokenRecords().map(\.hash) == [StoreTokenRepository.hash(secret)])
        let grant = try #require(try await repository.authenticateToken(secret: secret, now: Seeds.at(hours: 1)))
        #expect(grant.scope == .readOnly)
        #expect(try await repository.listTokens() == [APIToken(name: "laptop", scope: .readOnly, createdAt: Seeds.base, lastUsedAt: Seeds.at(hours: 1))])
        #expect(try await repository.authenticateToken(secret: TokenSecret.make(), now: Seeds.at(hours: 2)) == nil)
        #expect(try await repository.checkTokenGrant(grant.token, now: Seeds.at(hours: 2)) == grant, "the grant stands while the token does")
        #expect(try await repository.revokeToken(named: "laptop"))
        #expect(try await repository.authenticateToken(secret: secret, now: Seeds.at(hours: 3)) == nil)
        #expect(try await repository.checkTokenGrant(grant.token, now: Seeds.at(hours: 3)) == nil, "a revoke ends what the token started")
    }

    /// A token revoked and created again under its name is another token: a session or stream
    /// started with the old one does not stand on the new one.
    @Test(arguments: StoreKind.allCases)
    func aTokenMadeAgainUnderItsNameIsAnotherToken(kind: StoreKind) async throws {
        let repository = StoreTokenRepository(store: try kind.make())
        let first = TokenSecret.make(), second = TokenSecret.make()
        #expect(try await repository.createToken(APIToken(name: "laptop", scope: .readWrite, createdAt: Seeds.base), secret: first))
        let old = try #require(try await repository.authenticateToken(secret: first, now: Seeds.base))
        #expect(try await repository.revokeToken(named: "laptop"))
        #expect(try await repository.createToken(APIToken(name: "laptop", scope: .readWrite, createdAt: Seeds.base), secret: second))
        let new = try #require(try await repository.authenticateToken(secret: second, now: Seeds.base))
        #expect(new.token != old.token)
        #expect(try await repository.checkTokenGrant(old.token, now: Seeds.base) == nil)
        #expect(try await repository.checkTokenGrant(new.token, now: Seeds.base) == new)
    }

    /// A token speaks for its person, else for its own name; one person may hold several
    /// tokens, and the person is found with the scope, by hash alone.
    @Test(arguments: StoreKind.allCases)
    func aTokenSpeaksForItsPersonElseForItsName(kind: StoreKind) async throws {
        let store = try kind.make()
        let repository = StoreTokenRepository(store: store)
        let laptop = TokenSecret.make(), phone = TokenSecret.make(), ci = TokenSecret.make()
        #expect(try await repository.createToken(APIToken(name: "aiko-laptop", scope: .readWrite, person: Person("Aiko"), createdAt: Seeds.base), secret: laptop))
        #expect(try await repository.createToken(APIToken(name: "aiko-phone", scope: .readOnly, person: Person("Aiko ロゴ"), createdAt: Seeds.base), secret: phone))
        #expect(try await repository.createToken(APIToken(name: "ci", scope: .readWrite, createdAt: Seeds.base), secret: ci))
        #expect(try await store.tokenRecords().map(\.person) == ["Aiko", "Aiko ロゴ", nil], "a token's own name is stored as no person")
        #expect(try await repository.listTokens().map(\.person.name) == ["Aiko", "Aiko ロゴ", "ci"])
        #expect(try await repository.authenticateToken(secret: laptop, now: Seeds.base)?.person.name == "Aiko")
        #expect(try await repository.authenticateToken(secret: phone, now: Seeds.base)?.person.name == "Aiko ロゴ")
        #expect(try await repository.authenticateToken(secret: ci, now: Seeds.base)?.person.name == "ci")
        #expect(try await store.tokenStanding(hash: StoreTokenRepository.hash(laptop), usedAt: Self.created) == TokenRecord.Standing(scope: "read-write", person: "Aiko"))
    }

    @Test func theHashIsSHA256InLowercaseHex() {
        // FIPS 180-2's example: SHA-256("abc").
        #expect(StoreTokenRepository.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
