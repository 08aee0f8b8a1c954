import Data
import Domain
import Foundation
import GRDB
import Server
import Testing

/// A store in trouble, answered in general words: no answer of the service carries a path of
/// the server's or the store's own message (a client can act on neither, and the path says
/// where the server keeps its data). The server's log has them for its operator.
@Suite("Service: a store's trouble in the service's words")
struct ServiceStoreWordsTests {
    static let unavailable = "the database cannot be used just now; the server's log says why"

    /// What a client must not read of the server in `answer`: its folders, or SQLite's words.
    static func leaks(_ answer: ServiceInbox.Answer, _ inbox: ServiceInbox) -> Bool {
        answer.body.contains(inbox.folder.path) || answer.body.lowercased().contains("sqlite")
    }

    /// The engine refuses a write (a trigger raises): 503 in general words; the log has the rest.
    @Test func anEngineErrorIsAnsweredWithoutItsMessageOrThePath() async throws {
        let inbox = try await ServiceInbox()
        let raw = try SQLiteDataStore.rawQueue(path: inbox.database)
        try await raw.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse_archive BEFORE UPDATE OF archived ON threads BEGIN SELECT RAISE(ABORT, 'archive refused'); END")
        }
        let refused = try await inbox.answer(.patch, "/v1/threads/2", json: #"{"archived":true}"#)
        #expect(refused.status == 503 && refused.object["type"] as? String == "store-unavailable", "\(refused.body)")
        #expect(refused.object["detail"] as? String == Self.unavailable)
        #expect(!Self.leaks(refused, inbox) && !refused.body.contains("archive refused"), "\(refused.body)")
        let logged = inbox.lines.all.filter { $0.contains("store error") }
        #expect(logged.contains { $0.contains(inbox.database) && $0.contains("archive refused") }, "\(inbox.lines.all)")
    }

    /// A store that can no longer be read: every route that reads it, the health check too.
    @Test func aStoreGoneIsAnsweredWithoutThePath() async throws {
        let inbox = try await ServiceInbox()
        try inbox.store.close()
        for path in ["/v1/threads", "/v1/threads?q=invoice", "/v1/threads/3", "/v1/stats", "/v1/health", "/v1/filters"] {
            let answer = try await inbox.answer(.get, path)
            #expect(answer.status == 503, "\(path): \(answer.body)")
            #expect(answer.object["detail"] as? String == Self.unavailable, "\(path): \(answer.body)")
            #expect(!Self.leaks(answer, inbox), "\(path): \(answer.body)")
        }
    }

    /// Another process holds the write lock past the busy timeout: 503 `store-busy`, and the
    /// words say so without naming the file.
    @Test func aLockedStoreIsAnsweredWithoutThePath() async throws {
        let inbox = try await ServiceInbox()
        let hurried = try SQLiteDataStore(path: inbox.database, busyTimeout: 0.05)
        var environment = inbox.environment
        environment.threads = { StoreThreadRepository(store: hurried, viewer: $0) }
        // Another connection holds the write lock on a thread of its own until released.
        let lock = try SQLiteDataStore.rawQueue(path: inbox.database)
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? lock.inTransaction(.immediate) { _ in
                held.signal()
                release.wait()
                return .commit
            }
        }
        held.wait()
        let busy = try await inbox.answer(.post, "/v1/threads/3/messages", json: #"{"body":"while locked"}"#, environment: environment)
        release.signal()
        #expect(busy.status == 503 && busy.object["type"] as? String == "store-busy", "\(busy.body)")
        #expect(busy.object["detail"] as? String == "the database is locked by another process; try again")
        #expect(!Self.leaks(busy, inbox), "\(busy.body)")
    }
}
