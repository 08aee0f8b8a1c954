import Data
import Domain
import Foundation
import Hummingbird
import HummingbirdTesting
import Server
import Testing
import TestSupport

/// Issue 44, "Slow work off the door": the whole service in process (its event loops, the store
/// opened as `threads-server` opens it), with reads made slow on every loop at once. A request
/// that needs no long read still answers at once, and a client that goes away stops its search.
@Suite("Service: long reads off the event loops")
struct LongReadTests {
    /// The sample inbox behind `ThreadsService.application` on a free port, its threads role on
    /// `SlowStore` over a pool with short and long readers as `threads-server` opens it.
    private func serving<T: Sendable>(seconds: Double, _ test: @Sendable (_ port: Int, _ slow: SlowStore) async throws -> T) async throws -> T {
        let inbox = try await ServiceInbox()
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // No query timeout a busy machine could reach: a slow read here lasts until the test lets it go.
        let pool = try SQLiteDataStore(path: inbox.database, queryTimeout: 600, readers: cores, longReaders: cores)
        let slow = SlowStore(pool, seconds: seconds)
        let environment = ServerEnvironment(
            threads: { StoreThreadRepository(store: slow, viewer: $0) }, filters: StoreFilterRepository(store: pool), tokens: StoreTokenRepository(store: pool),
            clock: .fixed(Timestamp.parse(ServiceInbox.now) ?? Date()), owner: "tester", schemaVersion: SQLiteDataStore.schemaVersion,
            readDrafts: { read, now in JSONLinesDraftReader(now: now, read: read) })
        let application = ThreadsService.application(environment, host: "127.0.0.1", port: 0, log: { _ in }, onListening: { _ in })
        return try await application.test(.live) { client in try await test(try #require(client.port), slow) }
    }

    private static func get(_ path: String) -> String {
        "GET \(path) HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(ServiceInbox.reader)\r\n\r\n"
    }

    /// One request on a new connection: the status line of its answer.
    private static func status(_ port: Int, _ path: String) async throws -> String {
        try await OwnThread.run {
            let connection = try RawConnection(port: port)
            connection.send(get(path))
            let answer = connection.read(seconds: 50, until: "\r\n\r\n")
            return String(answer.text.prefix { $0 != "\r\n" })
        }
    }

    @Test func healthAndAListPageAnswerAtOnceWhileEveryLoopHoldsLongReads() async throws {
        // The slow reads hold their threads until released (or for five minutes): an answer that
        // comes while none of them has ended was not queued behind one, however busy the machine.
        try await serving(seconds: 300) { port, slow in
            // Exports and searches the routes know are long, and lists no route expects to be
            // (the store's budget finds them out), two for each loop there may be.
            let loops = max(1, ProcessInfo.processInfo.activeProcessorCount)
            let paths = ["/v1/export", "/v1/threads?q=budget", "/v1/threads?q=with:slowpoke"]
            let slowOnes = try (0..<(paths.count * 2 * loops)).map { index in
                let connection = try RawConnection(port: port)
                connection.send(Self.get(paths[index % paths.count]))
                return connection
            }
            // Every loop has a slow request at its slow statement.
            let started = Date()
            while slow.ledger.count(.started) < min(slowOnes.count, 2 * loops), Date().timeIntervalSince(started) < 30 {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(slow.ledger.count(.started) >= min(slowOnes.count, 2 * loops))
            for _ in 0..<5 {
                for path in ["/v1/health", "/v1/threads?q=is:starred&limit=5"] {
                    let status = try await Self.status(port, path)
                    #expect(status == "HTTP/1.1 200 OK", "\(path): \(status)")
                    #expect(slow.ledger.count(.finished) == 0, "\(path) was answered only after a long read ended")
                }
            }
            slow.release()
            // The slow ones are answered too, none with a timeout: each ran its course on the long lane.
            for (index, connection) in slowOnes.enumerated() {
                let answer = String(decoding: await connection.collect(until: "\r\n\r\n", seconds: 60), as: UTF8.self)
                #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(paths[index % paths.count]): \(answer.prefix(60))")
            }
            #expect(slow.ledger.count(.finished) >= slowOnes.count)
        }
    }

    @Test func aClientThatGoesAwayStopsItsSearch() async throws {
        try await serving(seconds: 20) { port, slow in
            let connection = try RawConnection(port: port)
            connection.send(Self.get("/v1/threads?q=budget"))
            let sent = Date()
            while slow.ledger.count(.started) == 0, Date().timeIntervalSince(sent) < 10 {
                try await Task.sleep(for: .milliseconds(20))
            }
            try await Task.sleep(for: .milliseconds(200))
            connection.close()
            let closed = Date()
            while slow.ledger.first(.cancelled) == nil, Date().timeIntervalSince(closed) < 15 {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(slow.ledger.first(.cancelled) != nil, "the search ran on after its client had gone")
            #expect(slow.ledger.count(.finished) == 0)
        }
    }
}
