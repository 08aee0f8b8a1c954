import Data
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Testing
import TestSupport

/// The change log over HTTP: `state` on list pages, `/v1/changes` (JMAP's `/changes`), and the
/// events stream, seeing changes made by the CLI in another process.
@Suite("Service: state, changes and events")
struct ChangeLogRouteTests {
    @Test func aListPageCarriesTheStateThatChangesAskFrom() async throws {
        let inbox = try await ServiceInbox()
        let page = try await inbox.answer(.get, "/v1/threads?limit=2")
        let state = try #require(page.object["state"] as? String)
        let now = try await inbox.answer(.get, "/v1/changes")
        #expect(now.status == 200 && now.body == #"{"state":"\#(state)","changed":[]}"#)
        #expect(now.body + "\n" == (try inbox.cli(["changes", "--format", "json"]).stdout))

        #expect(try await inbox.answer(.patch, "/v1/threads/6", json: #"{"starred":true}"#).status == 200)
        #expect(try inbox.cli(["archive", "2"]).status == 0)  // another process
        let changed = try await inbox.answer(.get, "/v1/changes?since=\(state)")
        let newState = try #require(changed.object["state"] as? String)
        #expect(newState != state && changed.object["changed"] as? [Int] == [2, 6])
        #expect(changed.body + "\n" == (try inbox.cli(["changes", "--since", state, "--format", "json"]).stdout))
        #expect(try await inbox.answer(.get, "/v1/threads?limit=2").object["state"] as? String == newState)
        #expect(try await inbox.answer(.get, "/v1/changes?since=\(newState)").object["changed"] as? [Int] == [])
        // A read-only token may ask.
        #expect(try await inbox.answer(.get, "/v1/changes?since=\(state)", token: ServiceInbox.reader).status == 200)
    }

    @Test func aStateThatIsNotOneIs400AndOneThisDatabaseCannotAnswerFromIs410() async throws {
        let inbox = try await ServiceInbox(), other = try await ServiceInbox()
        let bad = try await inbox.answer(.get, "/v1/changes?since=yesterday")
        #expect(bad.status == 400 && bad.headers[.contentType] == "application/problem+json")
        #expect(bad.object["detail"] as? String == "'yesterday' is not a state; use the state a list page or 'threads changes' gave")
        let foreign = try #require(try await other.answer(.get, "/v1/changes").object["state"] as? String)
        let gone = try await inbox.answer(.get, "/v1/changes?since=\(foreign)")
        #expect(gone.status == 410 && gone.object["type"] as? String == "state-unavailable")
        #expect(gone.object["detail"] as? String == (try inbox.cli(["changes", "--since", foreign]).stderr.dropFirst("threads: ".count).dropLast()).description)
        #expect(try await inbox.answer(.get, "/v1/changes?sinse=1").status == 400)
        #expect(try await inbox.answer(.get, "/v1/changes", token: nil).status == 401)
    }

    @Test func eventsSeeACommitByAnotherProcess() async throws {
        var settings = ServerSettings()
        settings.keepAliveInterval = .milliseconds(400)
        let inbox = try await ServiceInbox(settings: settings)
        let state = try #require(try await inbox.answer(.get, "/v1/changes").object["state"] as? String)
        let application = Application(router: ThreadsService.router(inbox.environment, log: { _ in }))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let url = "http://127.0.0.1:\(port)/v1/events"
            let stream = try EventStream(url, token: ServiceInbox.reader)
            let other = try EventStream(url, token: ServiceInbox.reader)
            #expect(await stream.wait(for: ": open\n") != nil, "\(stream.text)")
            #expect(await other.wait(for: ": open\n") != nil, "\(other.text)")
            #expect(try inbox.cli(["post", "5", "--body", "seen?"]).status == 0)
            // Delivered, not timed: the one-second promise rests on the 25 ms poll and is measured by
            // scripts/bench-serve, not by a test on a busy machine.
            #expect(await stream.wait(for: "event: change") != nil, "\(stream.text)")
            let after = try #require(try await inbox.answer(.get, "/v1/changes").object["state"] as? String)
            #expect(await other.wait(for: "event: change") != nil)
            for events in [stream.changes, other.changes] {
                #expect(events.count == 1 && events.first?.id == after)
                #expect(events.first?.data == #"{"state":"\#(after)","changed":[5]}"#)
            }
            // Quiet streams get a comment line now and then.
            #expect(await stream.wait(for: ": keep-alive\n\n") != nil)
            // A client that comes back with the last state it saw first gets what it missed.
            let resumed = try EventStream(url, token: ServiceInbox.reader, lastEventID: state)
            #expect(await resumed.wait(for: "event: change") != nil)
            #expect(resumed.changes.first?.data == #"{"state":"\#(after)","changed":[5]}"#)
            for client in [stream, other, resumed] { client.stop() }
        }
        let refused = try EventStream("http://127.0.0.1:1/v1/events", token: nil)
        refused.stop()
    }

    /// `: open` promises every change after it, so a stream does not open before the state it
    /// starts from is read: while the store refuses the change log, the first listener waits.
    @Test func aStreamOpensOnlyOnceItsStateIsRead() async throws {
        try await servingOnABusyStore { port, store in
            let stream = try EventStream("http://127.0.0.1:\(port)/v1/events", token: ServiceInbox.reader)
            #expect(await stream.wait(seconds: 0.3, for: ": open\n") == nil, "\(stream.text)")
            store.changeLogBusy.withLock { $0 = false }
            // Long, for a full suite on two cores: the service in this process waits its turn.
            #expect(await stream.wait(seconds: 120, for: ": open\n") != nil, "\(stream.text)")
            return stream
        }
    }

    /// A stream that opened while the store stayed unreadable starts from the first state read
    /// after it: the next change is sent. (It was lost: such a listener took the state after it.)
    @Test func aStreamOpenedBeforeAnyReadStartsFromTheFirstStateRead() async throws {
        let lines = LogLines()
        try await servingOnABusyStore(log: lines) { port, store in
            let stream = try EventStream("http://127.0.0.1:\(port)/v1/events", token: ServiceInbox.reader)
            // After its 40 reads the stream opens; long, for a full suite on two cores.
            #expect(await stream.wait(seconds: 120, for: ": open\n") != nil, "\(stream.text)")
            // The poll's reads fail too, and the log says so once, with why.
            let started = Date()
            while Self.unlogged(lines).isEmpty, Date().timeIntervalSince(started) < 120 { try await Task.sleep(for: .milliseconds(10)) }
            store.changeLogBusy.withLock { $0 = false }
            // The change below comes after the first read, as a change after a real open would.
            let freed = Date()
            while store.changeLogReads.withLock({ $0 }) == 0, Date().timeIntervalSince(freed) < 120 {
                try await Task.sleep(for: .milliseconds(10))
            }
            return stream
        }
        let logged = Self.unlogged(lines)
        #expect(logged.components(separatedBy: "the change log cannot be read").count == 2 && logged.contains("slow store"), "\(logged)")
        #expect(logged.contains("the change log is read again"), "\(logged)")
    }

    /// What the service logged besides its requests' lines.
    private static func unlogged(_ lines: LogLines) -> String {
        lines.all.filter { !$0.contains(" GET /") }.joined(separator: "\n")
    }

    /// The sample inbox served in process, its change log refused as busy until the test says,
    /// with one `/v1/events` stream that `body` opens; then a thread is starred by another
    /// process, and the stream must send that change.
    private func servingOnABusyStore(log: LogLines = LogLines(), _ body: @Sendable (_ port: Int, _ store: SlowStore) async throws -> EventStream) async throws {
        let inbox = try await ServiceInbox()
        let pool = try SQLiteDataStore(path: inbox.database)
        let store = SlowStore(pool, seconds: 0)
        store.changeLogBusy.withLock { $0 = true }
        let environment = ServerEnvironment(
            threads: { StoreThreadRepository(store: store, viewer: $0) }, filters: StoreFilterRepository(store: pool), tokens: StoreTokenRepository(store: pool),
            clock: .fixed(Timestamp.parse(ServiceInbox.now) ?? Date()), owner: "tester", schemaVersion: SQLiteDataStore.schemaVersion,
            readDrafts: { read, now in JSONLinesDraftReader(now: now, read: read) })
        let application = Application(router: ThreadsService.router(environment, log: { log.append($0) }))
        try await application.test(.live) { client in
            let stream = try await body(try #require(client.port), store)
            #expect(try inbox.cli(["star", "4"]).status == 0)
            #expect(await stream.wait(seconds: 120, for: "event: change") != nil, "\(stream.text)")
            #expect(stream.changes.first?.data.hasSuffix(#""changed":[4]}"#) == true, "\(stream.text)")
            stream.stop()
        }
    }
}
