import Data
import Domain
import Foundation
import Server
import Testing

/// Who else is on a thread, on the page (docs/team.md, docs/web.md): two people, two sessions,
/// two servers on one database; the page as it loads names the others, the script's beat
/// (`POST /threads/ID/visit`) says who is writing, leaving is at once and a silent page expires;
/// a read-only session only looks and is never shown.
@Suite("Page: who else is here")
struct PageVisitTests {
    static let ben = "thr_" + String(repeating: "b", count: 43)

    /// A second server's environment on the same database file (its own connections), on `clock`.
    private func secondServer(_ inbox: ServiceInbox, clock: Clock? = nil) throws -> ServerEnvironment {
        let store = try SQLiteDataStore(path: inbox.database)
        var environment = inbox.environment
        environment.threads = { StoreThreadRepository(store: store, viewer: $0) }
        environment.filters = StoreFilterRepository(store: store)
        environment.tokens = StoreTokenRepository(store: store)
        if let clock { environment.clock = clock }
        return environment
    }

    private func withBen(_ inbox: ServiceInbox) async throws {
        _ = try await inbox.tokens.createToken(APIToken(name: "ben-laptop", scope: .readWrite, person: Person("Ben"), createdAt: Date()), secret: Self.ben)
    }

    private static func visit(_ browser: PageBrowser, _ page: PageBrowser.Answer, doing: String) async throws -> PageBrowser.Answer {
        try await browser.post("/threads/8/visit", [("csrf", PageBrowser.formToken(page.body) ?? ""), ("doing", doing)])
    }

    @Test func twoPeopleOnTwoServersSeeEachOtherAndWhoIsWriting() async throws {
        let inbox = try await ServiceInbox()
        try await withBen(inbox)
        let second = try secondServer(inbox)
        try await PageBrowser.with(inbox) { tester in
            _ = try await tester.signIn(ServiceInbox.writer)
            let testers = try await tester.get("/threads/8")
            #expect(testers.body.contains(#"<p id="visitors" class="visitors" aria-live="polite" data-visiting="true" hidden=""></p>"#), "alone: \(testers.body)")
            try await PageBrowser.with(inbox, environment: second) { ben in
                _ = try await ben.signIn(Self.ben)
                let bens = try await ben.get("/threads/8")
                #expect(bens.body.contains(#"Also here: <span class="visitor" data-replying="false">tester</span>"#), "\(bens.body)")
                // The tester starts a reply: the beat's answer names Ben, and Ben's next beat says so.
                let writing = try await Self.visit(tester, testers, doing: "replying")
                #expect(writing.status == 200 && writing.body.contains(#">Ben</span>"#), "\(writing.body)")
                let seen = try await Self.visit(ben, bens, doing: "reading")
                #expect(seen.body == #"<p id="visitors" class="visitors" aria-live="polite" data-visiting="true" data-count="1">Also here: "#
                        + #"<span class="visitor" data-replying="true">tester (writing a reply)</span></p>"#, "\(seen.body)")
                // The tester's page closes: gone from Ben's next beat at once.
                #expect(try await Self.visit(tester, testers, doing: "leaving").status == 200)
                #expect(try await Self.visit(ben, bens, doing: "reading").body.contains("hidden"))
            }
        }
    }

    @Test func aPageThatSaysNothingMoreIsGoneWhenItsVisitExpires() async throws {
        let inbox = try await ServiceInbox()
        try await withBen(inbox)
        let start = Date(timeIntervalSince1970: 1_772_496_000)
        let moments = Moments(start)
        let moving = Clock { moments.now }
        var first = inbox.environment
        first.clock = moving
        let second = try secondServer(inbox, clock: moving)
        try await PageBrowser.with(inbox, environment: first) { tester in
            _ = try await tester.signIn(ServiceInbox.writer)
            let testers = try await tester.get("/threads/8")
            try await PageBrowser.with(inbox, environment: second) { ben in
                _ = try await ben.signIn(Self.ben)
                let bens = try await ben.get("/threads/8")
                moments.now = start.addingTimeInterval(ThreadVisit.lasting - 1)
                #expect(try await Self.visit(ben, bens, doing: "reading").body.contains(">tester</span>"))
                // The tester's last word was at `start`: past its length, no longer here.
                moments.now = start.addingTimeInterval(ThreadVisit.lasting + 0.5)
                #expect(try await Self.visit(ben, bens, doing: "reading").body.contains("hidden"))
                _ = testers
            }
        }
    }

    @Test func aReadOnlySessionOnlyLooks() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { reader in
            _ = try await reader.signIn(ServiceInbox.reader)
            let page = try await reader.get("/threads/8")
            #expect(page.status == 200 && !page.body.contains("data-visiting"), "a read-only page is not counted, so its script says nothing")
            #expect(try await reader.post("/threads/8/visit", [("csrf", ""), ("doing", "reading")]).status == 403)
            try await PageBrowser.with(inbox) { tester in
                _ = try await tester.signIn(ServiceInbox.writer)
                let testers = try await tester.get("/threads/8")
                #expect(testers.body.contains(#"id="visitors" class="visitors" aria-live="polite" data-visiting="true" hidden"#), "the reader is not shown: \(testers.body)")
                // A beat that names no doing is refused, in words; an unknown thread is a 404.
                let bad = try await Self.visit(tester, testers, doing: "dancing")
                #expect(bad.status == 400 && bad.body.contains("parameter &#39;doing&#39; is &#39;dancing&#39;") || bad.body.contains("'doing' is 'dancing'"), "\(bad.body)")
                let gone = try await tester.post("/threads/999/visit", [("csrf", PageBrowser.formToken(testers.body) ?? ""), ("doing", "reading")])
                #expect(gone.status == 404)
            }
        }
    }
}

/// A clock's moment a test moves by hand.
final class Moments: @unchecked Sendable {
    private let lock = NSLock()
    private var moment: Date
    init(_ start: Date) { moment = start }
    var now: Date {
        get { lock.withLock { moment } }
        set { lock.withLock { moment = newValue } }
    }
}
