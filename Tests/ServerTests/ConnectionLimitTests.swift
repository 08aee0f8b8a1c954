import Domain
import Foundation
@testable import Server
import Testing

/// What a client's connection may cost the server (docs/serve.md, "Slow, careless and hostile
/// clients"): a body must keep coming once its head has arrived, and past the cap of connections
/// one more is answered 503 with `Retry-After` before anything it sent is read.
@Suite("Service: connections and bodies")
struct ConnectionLimitTests {
    @Test func aBodyThatTricklesIs408AndClosedWhileOneAtAPaceGoesThrough() async throws {
        var settings = ServerSettings()
        settings.bodyGrace = .seconds(1)
        settings.minimumBodyRate = 1_000
        let inbox = try await ServiceInbox(settings: settings)
        try await LiveService.with(inbox.environment) { port in
            let body = #"{"body":"slowly, slowly"}"#
            let head = "POST /v1/threads/3/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(ServiceInbox.writer)\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            let trickle = try RawConnection(port: port)
            trickle.send(head)
            // A byte every half second: the 1 s of grace and the 1 ms each byte buys run out.
            var answer = ""
            for byte in body.utf8 {
                answer += String(decoding: await trickle.collect(seconds: 0.5) { !$0.isEmpty }, as: UTF8.self)
                if !answer.isEmpty { break }
                _ = trickle.send([byte])
            }
            answer += String(decoding: await trickle.collect(until: "}", seconds: 30), as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 408 "), "\(answer.prefix(200))")
            #expect(answer.contains(#""type":"body-too-slow""#) && answer.lowercased().contains("connection: close"))
            // The same body at once is written.
            let steady = try RawConnection(port: port)
            steady.send(head + body)
            #expect(String(decoding: await steady.collect(until: "}", seconds: 30), as: UTF8.self).hasPrefix("HTTP/1.1 201 "))
        }
    }

    @Test func pastTheCapAConnectionIs503WithRetryAfterAndTheOthersAreServed() async throws {
        var settings = ServerSettings()
        settings.maxConnections = 4
        let inbox = try await ServiceInbox(settings: settings)
        try await LiveService.with(inbox.environment) { port in
            let open = try (0..<4).map { _ in try RawConnection(port: port) }
            for connection in open { connection.send("GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n") }
            for connection in open {
                #expect(String(decoding: await connection.collect(until: "}", seconds: 30), as: UTF8.self).hasPrefix("HTTP/1.1 200 "))
            }
            let fifth = try RawConnection(port: port)
            let refused = String(decoding: await fifth.collect(until: "}", seconds: 30), as: UTF8.self)
            #expect(refused.hasPrefix("HTTP/1.1 503 "), "\(refused.prefix(200))")
            #expect(refused.contains("Retry-After: 1") && refused.contains(#""type":"too-many-connections""#))
            // One that goes makes room.
            open[0].close()
            // The server sees the close on its next turn, which a busy machine may take a while to give it.
            var served = false
            for _ in 0..<50 where !served {
                let next = try RawConnection(port: port)
                next.send("GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
                served = String(decoding: await next.collect(until: "}", seconds: 5), as: UTF8.self).hasPrefix("HTTP/1.1 200 ")
                if !served { try await Task.sleep(for: .milliseconds(200)) }
            }
            #expect(served, "a connection that went made no room")
        }
    }
}
