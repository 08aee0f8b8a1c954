#if Postgres
import Foundation
import Supervision
import Testing
import TestSupport

/// A team on one PostgreSQL inbox (docs/team.md): two `threads serve` processes and the CLI,
/// three persons with a token each. Each sees their own unread threads from either server; what
/// one reads or stars reaches no one else's lists, nor anyone else's event stream, from either
/// server; a reply through the API is written as the token's person, unread for the others.
@Suite("A team on PostgreSQL", .serialized, .enabled(if: PostgresServer.shared != nil))
struct TeamOnPostgresTests {
    private func ids(_ base: String, _ query: String, token: String) async throws -> Set<Int> {
        let body = try await ServeProcess.request(base + "/v1/threads?limit=100&q=" + query, token: token).1
        let threads = (try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["threads"] as? [[String: Any]]
        return Set((threads ?? []).compactMap { $0["id"] as? Int })
    }

    @Test func threePersonsOnTwoServersEachKeepTheirOwnState() async throws {
        let server = try #require(PostgresServer.shared)
        let variables = ServiceInbox.variables.merging(["THREADS_DATABASE": try server.makeDatabase()]) { $1 }
        #expect(try ThreadsBinary.run(["seed", "--sample"], variables: variables).status == 0)
        let token = { (person: String) in
            try ThreadsBinary.run(["token", "create", person.lowercased() + "-laptop", "--person", person], variables: variables)
                .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let (aiko, ben, cy) = (try token("Aiko"), try token("Ben"), try token("Cy"))
        let first = try ServeProcess(["--listen", "127.0.0.1:0"], variables: variables)
        let second = try ServeProcess(["--listen", "127.0.0.1:0"], variables: variables)
        let (one, two) = (try first.base(), try second.base())

        // The CLI's own person posts: unread for all three, on either server.
        #expect(try ThreadsBinary.run(["post", "3", "--body", "kickoff moved to Friday"], variables: variables).status == 0)
        for (person, base) in [(aiko, one), (ben, two), (cy, one)] {
            #expect(try await ids(base, "is:unread", token: person) == [3])
        }
        let now = try await ServeProcess.request(two + "/v1/changes", token: cy).1
        let state = try #require((try JSONSerialization.jsonObject(with: Data(now.utf8)) as? [String: Any])?["state"] as? String)
        // Event streams on either server: each person's tells of the team's changes and their own.
        let aikosEvents = try EventStream(two + "/v1/events", token: aiko), bensEvents = try EventStream(one + "/v1/events", token: ben)
        defer { for stream in [aikosEvents, bensEvents] { stream.stop() } }
        for stream in [aikosEvents, bensEvents] { #expect(await stream.wait(for: ": open\n") != nil, "\(stream.text)") }
        // Aiko reads it on one server and stars it; Ben's and Cy's state, on the other, is theirs.
        #expect(try await ServeProcess.request(one + "/v1/threads/3", method: "PATCH", token: aiko, body: #"{"read":true,"starred":true}"#).0 == 200)
        #expect(await aikosEvents.wait(for: "\"changed\":[3]") != nil, "\(aikosEvents.text)")
        #expect(try await ids(two, "is:unread", token: aiko).isEmpty)
        #expect(try await ids(two, "is:starred", token: aiko) == [3])
        #expect(try await ids(two, "is:unread", token: ben) == [3])
        #expect(try await ids(one, "is:starred", token: ben).isEmpty)
        // Nobody else hears of it: the change log, which every event stream is made from, is quiet.
        let changed = try await ServeProcess.request(two + "/v1/changes?since=\(state)", token: cy).1
        #expect(changed.contains("\"changed\":[]"), "\(changed)")
        // A tag is the team's: both streams hear of it, and Ben's of nothing before it.
        #expect(try ThreadsBinary.run(["tag", "5", "+kickoff"], variables: variables).status == 0)
        for stream in [aikosEvents, bensEvents] { #expect(await stream.wait(for: "\"changed\":[5]") != nil, "\(stream.text)") }
        let told = { (stream: EventStream) in Set(stream.changes.flatMap { event in
            ((try? JSONSerialization.jsonObject(with: Data(event.data.utf8))) as? [String: Any])?["changed"] as? [Int] ?? []
        }) }
        #expect(told(bensEvents) == [5], "\(bensEvents.text)")
        #expect(told(aikosEvents) == [3, 5], "\(aikosEvents.text)")
        // Ben replies through the other server: written as Ben, read for him, unread for Aiko again.
        let (status, body) = try await ServeProcess.request(two + "/v1/threads/3/messages", method: "POST", token: ben, body: #"{"body":"works for me"}"#)
        #expect(status == 201, "\(body)")
        #expect(try await ids(one, "is:unread", token: aiko) == [3])
        let shown = try ThreadsBinary.run(["show", "3", "--format", "json"], variables: variables).stdout
        #expect(shown.contains(#""author":"Ben","body":"works for me""#), "\(shown)")
        // Ben's own reply is read for him; the message he has not opened yet is still unread.
        let bens = try await ServeProcess.request(one + "/v1/threads/3", token: ben).1
        let messages = (try JSONSerialization.jsonObject(with: Data(bens.utf8)) as? [String: Any])?["messages"] as? [[String: Any]] ?? []
        let read = Dictionary(messages.compactMap { m in (m["body"] as? String).map { ($0, m["read"] as? Bool) } }, uniquingKeysWith: { $1 })
        #expect(read["works for me"] == true && read["kickoff moved to Friday"] == false, "\(bens)")
        #expect(try await ServeProcess.request(two + "/v1/threads/3", method: "PATCH", token: ben, body: #"{"read":true}"#).0 == 200)
        let people = try ThreadsBinary.run(["people", "--format", "json"], variables: variables).stdout
        #expect(people.contains(#"{"name":"Aiko","unread_threads":1,"assigned":0}"#) && people.contains(#"{"name":"Ben","unread_threads":0,"assigned":0}"#)
                && people.contains(#"{"name":"Cy","unread_threads":1,"assigned":0}"#), "\(people)")
        for process in [first, second] {
            process.process.signal(SIGTERM)
            #expect(process.exitStatus() == 0)
        }
    }
}
#endif
