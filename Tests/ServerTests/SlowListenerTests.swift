import Data
import Domain
import Foundation
import Hummingbird
import HummingbirdTesting
@testable import Server
import Testing
import TestSupport

/// `/v1/events` to listeners that do not keep up: one that stops reading while a thousand changes
/// are committed gets every one of them once it reads again; one that comes back from a state
/// this database cannot answer from is told to reload.
@Suite("Service: events to slow and returning listeners")
struct SlowListenerTests {
    @Test func aListenerThatStopsReadingWhileAThousandChangesAreCommittedThenGetsThemAll() async throws {
        var settings = ServerSettings()
        // A read of the log after nearly every commit: a frame each, as many as the commits.
        settings.eventPollInterval = .milliseconds(1)
        let inbox = try await ServiceInbox(settings: settings)
        #expect(try await OwnThread.run { try inbox.cli(["seed", "--threads", "20000", "--messages", "20000", "--quiet"]) }.status == 0)
        // Another connection to the file commits, as another process would.
        let writer = try SQLiteDataStore(path: inbox.database)
        _ = try await writer.updateThreads(matching: ThreadFilter(flags: FilterFlags(archive: .all, mute: .all)), applying: [.archive(false)])
        let application = Application(router: ThreadsService.router(inbox.environment, log: { _ in }))
        try await application.test(.live) { client in
            let listener = try RawConnection(port: try #require(client.port), receiveBuffer: 4_096)
            listener.send("GET /v1/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(ServiceInbox.reader)\r\n\r\n")
            let opening = await listener.collect(until: ": open", seconds: 30)
            #expect(String(decoding: opening, as: UTF8.self).contains(": open"))
            var changed = Set<Int64>()
            for commit in 0..<1_000 {
                let ids = (0..<20).map { Int64(commit * 20 + $0 + 1) }
                #expect(try await writer.updateThreads(ids, applying: [.archive(true)]) == [])
                changed.formUnion(ids)
            }
            let state = try #require(try await inbox.answer(.get, "/v1/changes").object["state"] as? String)
            // Only now does the listener read: everything since its state, up to the last.
            // Until the last event has arrived whole: its id, and the empty line that ends it.
            let received = await listener.collect(until: "id: \(state)\nevent: change\ndata: ", seconds: 60)
                + (await listener.collect(until: "\n\n", seconds: 30))
            let frames = EventFrames(chunked: opening + received)
            #expect(frames.resets == 0)
            #expect(frames.changes.last?.id == state, "the last event was not the state now")
            let seen = Set(frames.changes.flatMap(\.changed))
            #expect(changed.subtracting(seen).isEmpty, "\(changed.subtracting(seen).count) of \(changed.count) changed threads never reached the listener")
            #expect(frames.changes.count > 1)
        }
    }

    /// What the socket above cannot show on loopback, whose buffers take this whole stream in:
    /// a listener that takes nothing while changes arrive one poll after another is owed every
    /// one of them, merged into the one frame that its next look brings, and is woken once.
    @Test func aListenerThatTakesNothingIsOwedEveryChangeInItsNextFrame() async throws {
        var settings = ServerSettings()
        settings.eventPollInterval = .milliseconds(1)
        let inbox = try await ServiceInbox(settings: settings)
        #expect(try await OwnThread.run { try inbox.cli(["seed", "--threads", "400", "--messages", "400", "--quiet"]) }.status == 0)
        let writer = try SQLiteDataStore(path: inbox.database)
        _ = try await writer.updateThreads(matching: ThreadFilter(flags: FilterFlags(archive: .all, mute: .all)), applying: [.archive(false)])
        let scenes = Scenes(environment: inbox.environment)
        let grant = try #require(try await inbox.tokens.authenticateToken(secret: ServiceInbox.reader, now: Date()))
        let (id, signals, state) = await scenes.events.subscribe(scenes, grant: grant)
        var changed: [Int64] = []
        // Each commit read by a poll of its own: a hundred frames, where a queue of 64 would drop some.
        for thread in Int64(1)...100 {
            #expect(try await writer.updateThreads([thread], applying: [.archive(true)]) == [])
            changed.append(thread)
            // Time for the poll (every millisecond) to read it; the check below holds without it.
            try await Task.sleep(for: .milliseconds(10))
        }
        var listener = EventListener(person: grant.person, delivered: state)
        let frame = try #require(await listener.catchUp(scenes))
        let data = try #require(frame.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst(6))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        #expect((object["changed"] as? [Int])?.map(Int64.init) == changed)
        #expect(await listener.catchUp(scenes) == nil, "a second look found more")
        var wakes = 0
        for await _ in signals {
            wakes += 1
            if wakes == 1 { await scenes.events.unsubscribe(id) }
        }
        #expect(wakes == 1, "the wakes of a listener that takes none fold into one")
    }

    @Test func aResumeFromAStateThisDatabaseCannotAnswerGetsOneReset() async throws {
        let inbox = try await ServiceInbox()
        let state = try #require(try await inbox.answer(.get, "/v1/changes").object["state"] as? String)
        let application = Application(router: ThreadsService.router(inbox.environment, log: { _ in }))
        try await application.test(.live) { client in
            let url = "http://127.0.0.1:\(try #require(client.port))/v1/events"
            for foreign in ["0123456789abcdef-7", "not a state"] {
                let stream = try EventStream(url, token: ServiceInbox.reader, lastEventID: foreign)
                #expect(await stream.wait(for: "event: reset") != nil, "\(stream.text)")
                #expect(stream.text.contains("id: \(state)\nevent: reset\ndata: {\"state\":\"\(state)\",\"changed\":[]}\n\n"), "\(stream.text)")
                #expect(stream.text.components(separatedBy: "event: reset").count == 2)
                stream.stop()
            }
            // A resume from this database's own state is not a reset.
            let own = try EventStream(url, token: ServiceInbox.reader, lastEventID: state)
            #expect(await own.wait(for: ": open") != nil)
            #expect(try inbox.cli(["star", "4"]).status == 0)
            #expect(await own.wait(for: "event: change") != nil)
            #expect(!own.text.contains("event: reset"))
            own.stop()
        }
    }
}

/// The events of a `text/event-stream` body read raw off a socket: the chunks of HTTP's chunked
/// coding undone, then each frame's `event`, `id` and, for a change, the ids in its `data`.
struct EventFrames {
    struct Change {
        let id: String
        let changed: [Int64]
    }

    private(set) var changes: [Change] = []
    private(set) var resets = 0

    init(chunked bytes: [UInt8]) {
        // Past the head, each chunk is its size in hex, CRLF, the data, CRLF; size 0 ends it.
        guard let head = Self.crlf(in: bytes, from: 0, twice: true) else { return }
        var index = head, data: [UInt8] = []
        while let end = Self.crlf(in: bytes, from: index, twice: false),
              let size = Int(String(decoding: bytes[index..<end - 2], as: UTF8.self), radix: 16), size > 0 {
            data += bytes[end..<min(end + size, bytes.count)]
            index = end + size + 2
            guard index < bytes.count else { break }
        }
        let body = String(decoding: data, as: UTF8.self)
        for frame in body.components(separatedBy: "\n\n") {
            let lines = frame.split(separator: "\n").map(String.init)
            if lines.contains("event: reset") { resets += 1 }
            guard lines.contains("event: change"), let id = lines.first(where: { $0.hasPrefix("id: ") })?.dropFirst(4),
                  let data = lines.first(where: { $0.hasPrefix("data: ") })?.dropFirst(6),
                  let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any],
                  let ids = object["changed"] as? [Int] else { continue }
            changes.append(Change(id: String(id), changed: ids.map(Int64.init)))
        }
    }

    /// Where the first CRLF (or CRLF CRLF) at or after `start` ends.
    private static func crlf(in bytes: [UInt8], from start: Int, twice: Bool) -> Int? {
        let mark: [UInt8] = twice ? [13, 10, 13, 10] : [13, 10]
        guard start + mark.count <= bytes.count else { return nil }
        for index in start...(bytes.count - mark.count) where bytes[index..<index + mark.count].elementsEqual(mark) {
            return index + mark.count
        }
        return nil
    }
}
