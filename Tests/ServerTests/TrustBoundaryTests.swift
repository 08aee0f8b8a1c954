import Domain
import Foundation
import HTTPTypes
@testable import Server
import Testing

/// Who may do what, tried as an attacker would (docs/serve.md, "Who may do what"): every route the
/// router is built from, every spelling of its path a client can send, with no token, a read-only
/// one, a revoked one and one that never was; the page's routes the same with signed-out,
/// read-only and revoked sessions. No write answers 2xx (or, on the page, sends anywhere but the
/// sign-in form), and the inbox is byte for byte what it was. The routes come from the tables the
/// router is built from and the bodies from the OpenAPI document's examples, so a route added
/// later is tried without a line of this file changing; a control with a read-write token then
/// shows that each body would have written, had the guard let it.
@Suite("Service: the trust boundary", .serialized, .timeLimit(.minutes(10)))
struct TrustBoundaryTests {
    @Test func noSpellingOfAnAPIRouteLetsATokenDoMoreThanItsScope() async throws {
        try await AttackedInbox.run { inbox in
            for route in RouteTable.service.routes {
                let before = try await inbox.state()
                for path in Spellings.of(try AttackedInbox.concrete(route)) {
                    for caller in AttackedInbox.Caller.refused where !Self.mayTake(route, caller) {
                        let answer = try await inbox.send(route, path: path, as: caller)
                        #expect(!(200..<400).contains(answer.status), "\(route.method) \(path) as \(caller): \(answer.status) \(answer.body.prefix(200))")
                    }
                }
                #expect(try await inbox.state() == before, "\(route.method) \(route.path): the inbox changed under refused callers")
            }
        }
    }

    @Test func theCanonicalAnswersAreTheContractsAndAReadWriteTokenWritesThrough() async throws {
        try await AttackedInbox.run { inbox in
            for route in RouteTable.service.routes where route.access != .open {
                let path = try AttackedInbox.concrete(route)
                for caller in [AttackedInbox.Caller.nobody, .revoked, .stranger] {
                    #expect(try await inbox.send(route, path: path, as: caller).status == 401, "\(route.method) \(path) as \(caller)")
                }
                if route.writes {
                    #expect(try await inbox.send(route, path: path, as: .reader).status == 403, "\(route.method) \(path)")
                }
            }
            // The control: each body and path above is a write that goes through with a read-write
            // token, so the refusals above were the guard's, not a bad request's.
            for route in RouteTable.service.routes where route.writes {
                let answer = try await inbox.send(route, path: try AttackedInbox.concrete(route), as: .writer)
                #expect((200..<300).contains(answer.status), "\(route.method) \(route.path) as the writer: \(answer.status) \(answer.body)")
            }
        }
    }

    @Test func noSpellingOfAPageLetsASessionDoMoreThanItsTokenMay() async throws {
        try await AttackedInbox.run { inbox in
            let sessions = inbox.sessions
            for route in RouteTable.pages.routes {
                let before = try await inbox.state()
                for path in Spellings.of(try AttackedInbox.concrete(route)) {
                    for visitor in AttackedInbox.Caller.refused where !Self.mayTake(route, visitor) {
                        let answer = try await inbox.send(route, path: path, session: sessions[visitor] ?? nil)
                        let context = "\(route.method) \(path) as \(visitor): \(answer.status) \(answer.body.prefix(200))"
                        #expect(!(200..<300).contains(answer.status), "\(context)")
                        if answer.status == 303 { #expect(answer.headers[.location] == "/signin", "\(context)") }
                    }
                }
                #expect(try await inbox.state() == before, "\(route.method) \(route.path): the inbox changed under refused sessions")
            }
            for route in RouteTable.pages.routes where route.access == .session(.readWrite) {
                let answer = try await inbox.send(route, path: try AttackedInbox.concrete(route), session: sessions[.writer] ?? nil)
                // A form answers with the page to show next (303); the script's beat with its element (200).
                let through = answer.status == 303 ? answer.headers[.location] != "/signin" : (200..<300).contains(answer.status)
                #expect(through, "\(route.method) \(route.path) as the writer: \(answer.status)")
            }
        }
    }

    /// A route reaches the router only from the tables: nothing else in the ring registers one.
    @Test func theRouterIsBuiltFromTheTablesAlone() throws {
        let ring = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/Server").standardized
        let files = FileManager.default.enumerator(atPath: ring.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        let registering = try files.filter { file in
            let text = try String(contentsOf: ring.appendingPathComponent(file), encoding: .utf8)
            return ["router.on(", "router.get(", "router.post(", ".group(", "router.add("].contains { text.contains($0) }
        }
        #expect(registering == ["ThreadsService.swift"])
    }

    /// Whether `caller` may take `route` at all: such answers are the route's, not the guard's, and
    /// a stream it may open would not end; every other pair is an attack.
    static func mayTake(_ route: Route, _ caller: AttackedInbox.Caller) -> Bool {
        switch route.access {
        case .open, .signInForm: true
        case .token(.readOnly), .session(.readOnly): caller == .reader
        case .token(.readWrite), .session(.readWrite): false
        }
    }
}

/// Every way of writing `path` that a client might hope the guard reads differently from the
/// router: a trailing, leading or doubled slash, `.` and `..` segments, percent-encoded letters
/// and slashes, case, and a bare `?`.
enum Spellings {
    static func of(_ path: String) -> [String] {
        let parts = path.split(separator: "/").map(String.init)
        func joined(_ parts: [String]) -> String { "/" + parts.joined(separator: "/") }
        var spellings = [path, path + "/", path + "?", path + "/?", "/" + path, path + "//", path + "/.", path + "/./",
                         path.uppercased(), path + "%2F", path + "?q=", path + "#"]
        for index in parts.indices {
            var doubled = parts, dotted = parts, climbed = parts, encoded = parts, lower = parts
            doubled[index] = "/" + doubled[index]
            dotted[index] = "./" + dotted[index]
            climbed[index] = "x/../" + climbed[index]
            if let first = encoded[index].unicodeScalars.first, first.properties.isAlphabetic {
                encoded[index] = String(format: "%%%02X", first.value) + encoded[index].dropFirst()
                lower[index] = String(format: "%%%02x", first.value) + lower[index].dropFirst()
            }
            spellings += [joined(doubled), joined(dotted), joined(climbed), joined(encoded), joined(lower)]
            if index > 0 { spellings.append("/" + parts[..<index].joined(separator: "/") + "%2F" + parts[index...].joined(separator: "/")) }
        }
        var seen = Set<String>()
        return spellings.filter { seen.insert($0).inserted }
    }
}
