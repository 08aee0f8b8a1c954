import Domain
import Foundation
@testable import Server
import Testing
import TestSupport

/// The page's sessions are bounded (docs/web.md): each lasts 12 hours and is swept once expired,
/// and a token has at most 100 at once, its oldest ended first, so no client grows the server by
/// signing in again and again.
@Suite("Page: how many sessions are kept")
struct PageSessionBoundsTests {
    /// A clock the test moves.
    final class Hands: @unchecked Sendable {
        private let lock = NSLock()
        private var time = Seeds.base
        var now: Date { lock.withLock { time } }
        func advance(_ seconds: TimeInterval) { lock.withLock { time += seconds } }
    }

    static let laptop = TokenGrant(token: TokenID(rawValue: "laptop"), scope: .readWrite, person: Person("tester"))
    static let phone = TokenGrant(token: TokenID(rawValue: "phone"), scope: .readOnly, person: Person("tester"))

    @Test func aTokenKeepsAtMostAHundredSessionsAndTheOldestEndsFirst() async {
        let sessions = PageSessions(now: { Seeds.base })
        var ids: [String] = []
        for _ in 0..<(PageSessions.perToken + 5) { ids.append(await sessions.start(Self.laptop).id) }
        let phone = await sessions.start(Self.phone).id
        for id in ids.prefix(5) { #expect(await sessions.session(id) == nil, "an oldest session outlived the cap") }
        for id in ids.dropFirst(5) { #expect(await sessions.session(id) != nil) }
        #expect(await sessions.session(phone) != nil, "another token's session paid for the first's")
        #expect(await sessions.count == PageSessions.perToken + 1)
    }

    @Test func anExpiredSessionIsGoneAndSweptOnTheNextSignIn() async {
        let hands = Hands()
        let sessions = PageSessions(now: { hands.now })
        let old = await sessions.start(Self.laptop).id
        for _ in 0..<9 { _ = await sessions.start(Self.phone) }
        hands.advance(TimeInterval(PageSessions.lifetime) - 1)
        #expect(await sessions.session(old) != nil)
        hands.advance(2)
        #expect(await sessions.session(old) == nil, "a session lasted past its 12 hours")
        #expect(await sessions.count == 9, "the expired session asked for ended; the others wait for a sweep")
        _ = await sessions.start(Self.laptop)
        #expect(await sessions.count == 1, "a sign-in after the expiry swept every expired session")
    }

    @Test func aRevokeEndsEverySessionOfTheTokenAndNoOther() async {
        let sessions = PageSessions(now: { Seeds.base })
        let laptop = [await sessions.start(Self.laptop).id, await sessions.start(Self.laptop).id]
        let phone = await sessions.start(Self.phone).id
        await sessions.end(token: Self.laptop.token)
        for id in laptop { #expect(await sessions.session(id) == nil) }
        #expect(await sessions.session(phone) != nil)
    }
}
