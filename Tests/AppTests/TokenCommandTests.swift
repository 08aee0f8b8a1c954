@testable import App
import Data
import Domain
import Foundation
import GRDB
import InMemoryStore
import Testing
import TestSupport

/// `threads token create|list|revoke` in process: arguments in, the printed text out, the exit codes of docs/cli.md.
@Suite("threads token")
struct TokenCommandTests {
    @Test func createPrintsAWellFormedSecretOnceAndListNeverShowsIt() async throws {
        let store = InMemoryDataStore()
        let created = await InProcess.run(["token", "create", "laptop"], store: store)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stderr.isEmpty)
        #expect(created.stdoutLines.count == 1)
        let secret = try #require(created.stdoutLines.first)
        #expect(TokenSecret.isWellFormed(secret), "\(secret)")

        let list = await InProcess.run(["token", "list"], store: store)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdoutLines == [
            "NAME    PERSON  SCOPE       CREATED               LAST USED",
            "laptop  laptop  read-write  2026-03-03T00:00:00Z  never",
        ])
        let json = await InProcess.run(["token", "list", "--format", "json"], store: store)
        #expect(json.stdout == #"[{"name":"laptop","person":"laptop","scope":"read-write","created_at":"2026-03-03T00:00:00Z","last_used_at":null}]"# + "\n")
        #expect(!list.stdout.contains(secret) && !json.stdout.contains(secret))
        #expect(!list.stdout.contains(StoreTokenRepository.hash(secret)) && !json.stdout.contains(StoreTokenRepository.hash(secret)))
    }

    @Test func readOnlyAndJSONNameTheScopeAndTheSecret() async throws {
        let store = InMemoryDataStore()
        let created = await InProcess.run(["token", "create", "dashboard", "--read-only", "--format", "json"], store: store)
        #expect(created.status == 0, "\(created.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: String])
        #expect(object["name"] == "dashboard")
        #expect(object["scope"] == "read-only")
        #expect(TokenSecret.isWellFormed(object["token"] ?? ""))
        #expect(try await StoreTokenRepository(store: store).authenticateToken(secret: object["token"] ?? "", now: InProcess.now)?.scope == .readOnly)
    }

    /// `--person` names whom the token speaks for: the grant carries it, the list shows it,
    /// and a blank one is a usage error with nothing created.
    @Test func personNamesWhomTheTokenSpeaksFor() async throws {
        let store = InMemoryDataStore()
        let created = await InProcess.run(["token", "create", "aiko-phone", "--person", "Aiko"], store: store)
        #expect(created.status == 0, "\(created.stderr)")
        let secret = created.stdout.trimmingCharacters(in: .newlines)
        #expect(try await StoreTokenRepository(store: store).authenticateToken(secret: secret, now: InProcess.now)?.person.name == "Aiko")
        #expect(await InProcess.run(["token", "list"], store: store).stdoutLines.last?.hasPrefix("aiko-phone  Aiko    read-write") == true)
        let blank = await InProcess.run(["token", "create", "nobody", "--person", ""], store: store)
        #expect(blank.status == 64 && blank.stderr == "threads: a person needs a name (--as, --to, --person or THREADS_USER)\n")
        #expect(try await store.tokenRecords().map(\.name) == ["aiko-phone"])
    }

    @Test func revokeConfirmsAndTheSecretStopsWorking() async throws {
        let store = InMemoryDataStore()
        let secret = await InProcess.run(["token", "create", "laptop"], store: store).stdout.trimmingCharacters(in: .newlines)
        let revoked = await InProcess.run(["token", "revoke", "laptop"], store: store)
        #expect(revoked.status == 0, "\(revoked.stderr)")
        #expect(revoked.stdout == "Revoked token laptop.\n")
        #expect(await InProcess.run(["token", "list"], store: store).stdout == "No tokens.\n")
        #expect(try await StoreTokenRepository(store: store).authenticateToken(secret: secret, now: InProcess.now) == nil)
    }

    @Test func aBadNameIsAUsageErrorOnOneLine() async {
        let result = await InProcess.run(["token", "create", "my laptop"], store: InMemoryDataStore())
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: invalid token name 'my laptop': use letters, digits, '-', '_' or '.', starting with a letter or digit, at most 64\n")
    }

    @Test func aNameTakenIsExit1AndPrintsNoSecret() async {
        let store = InMemoryDataStore()
        _ = await InProcess.run(["token", "create", "laptop"], store: store)
        let again = await InProcess.run(["token", "create", "laptop", "--read-only"], store: store)
        #expect(again.status == 1)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "threads: a token named 'laptop' exists; revoke it first ('threads token revoke laptop')\n")
        #expect(await InProcess.run(["token", "list"], store: store).stdoutLines.last?.contains("read-write") == true)
    }

    @Test func revokingAnUnknownNameIsExit1() async {
        let result = await InProcess.run(["token", "revoke", "laptop"], store: InMemoryDataStore())
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: no token named 'laptop'; see 'threads token list'\n")
    }

    @Test func aMissingNameIsAUsageError() async {
        let result = await InProcess.run(["token", "create"], store: InMemoryDataStore())
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("threads: "))
    }

    /// The SQLite file holds the secret's SHA-256 and nowhere the secret: not in a row, not in
    /// the file's or its write-ahead log's bytes.
    @Test func theSQLiteFileHoldsOnlyTheHash() async throws {
        let path = TemporaryFolder().file("inbox.sqlite")
        let store = try SQLiteDataStore(path: path)
        let secret = await InProcess.run(["token", "create", "laptop"], store: store).stdout.trimmingCharacters(in: .newlines)
        #expect(TokenSecret.isWellFormed(secret))
        try store.close()

        let queue = try DatabaseQueue(path: path)
        let (hashes, texts) = try await queue.read { db in
            // Every stored table; a full-text table's rows are read through its shadow tables
            // (`messages_short_data`…), as a program without the short-term tokenizer reads them.
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'")
            let texts = try tables.flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"").flatMap { row in row.databaseValues.map(\.description) }
            }
            return (try String.fetchAll(db, sql: "SELECT hash FROM api_tokens"), texts)
        }
        try queue.close()
        #expect(hashes == [StoreTokenRepository.hash(secret)])
        #expect(!texts.isEmpty)
        #expect(!texts.contains { $0.contains(secret) || $0.contains(secret.dropFirst(TokenSecret.prefix.count)) })
        for file in [path, path + "-wal"] {
            guard let bytes = FileManager.default.contents(atPath: file) else { continue }
            #expect(bytes.range(of: Data(secret.dropFirst(TokenSecret.prefix.count).utf8)) == nil, "\(file)")
        }
    }
}
