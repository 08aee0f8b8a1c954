import Domain
import Foundation
import Testing

@Suite("Query evaluation (the reference meaning)")
struct QueryEvaluationTests {
    static let now = Date(timeIntervalSince1970: 1_774_971_000)  // 2026-03-31T15:30:00Z

    static func facts(
        starred: Bool = false, hasUnread: Bool = false, archived: Bool = false, muted: Bool = false,
        participants: [String] = ["Dana Whitfield", "Aiko Tanaka"], authors: [String] = ["Aiko Tanaka"],
        lastActivityAt: Date = now, title: String = "Quarterly Invoice", bodies: [String] = ["see the 会議室 booking", "Thanks!"]
    ) -> QueryFacts {
        QueryFacts(starred: starred, hasUnread: hasUnread, archived: archived, muted: muted, participants: participants,
                   authors: authors, lastActivityAt: lastActivityAt, title: title, bodies: bodies)
    }

    static func holds(_ query: String, _ facts: QueryFacts) throws -> Bool {
        try QueryParser.parse(query).holds(for: facts, now: now)
    }

    static func at(_ text: String) throws -> Date { try #require(Timestamp.parse(text)) }

    @Test func statesReadTheirFlags() throws {
        for flag in [false, true] {
            #expect(try Self.holds("is:starred", Self.facts(starred: flag)) == flag)
            #expect(try Self.holds("is:unread", Self.facts(hasUnread: flag)) == flag)
            #expect(try Self.holds("is:read", Self.facts(hasUnread: flag)) == !flag)
            #expect(try Self.holds("is:archived", Self.facts(archived: flag)) == flag)
            #expect(try Self.holds("is:muted", Self.facts(muted: flag)) == flag)
        }
        // Each state looks at its own flag only.
        #expect(try !Self.holds("is:starred", Self.facts(hasUnread: true, archived: true, muted: true)))
    }

    @Test func withAndFromMatchWholeNamesInAnyCase() throws {
        let facts = Self.facts()
        #expect(try Self.holds("with:\"dana whitfield\"", facts))
        #expect(try Self.holds("with:\"DANA WHITFIELD\"", facts))
        #expect(try !Self.holds("with:Dana", facts))
        #expect(try !Self.holds("with:\" Dana Whitfield\"", facts))  // taken as given: no trimming
        #expect(try Self.holds("from:\"aiko tanaka\"", facts))
        #expect(try !Self.holds("from:\"Dana Whitfield\"", facts))  // a participant, but wrote nothing
        #expect(try !Self.holds("with:Dana", Self.facts(participants: [])))
    }

    @Test func textIsASubstringOfTheTitleOrAMessage() throws {
        let facts = Self.facts()
        #expect(try Self.holds("invoice", facts))
        #expect(try Self.holds("INVOICE", facts))
        #expect(try Self.holds("会議", facts))
        #expect(try Self.holds("\"the 会議室\"", facts))
        #expect(try Self.holds("thanks", facts))
        #expect(try !Self.holds("refund", facts))
        #expect(try Self.holds("title:quarterly", facts))
        #expect(try !Self.holds("title:会議", facts))  // only in a message
        #expect(try !Self.holds("会議", Self.facts(bodies: [])))
    }

    @Test func datesCompareWholeMillisecondsAfterInclusiveBeforeStrict() throws {
        let mark = try Self.at("2026-03-01T10:00:00Z")
        let exactly = Self.facts(lastActivityAt: mark)
        #expect(try Self.holds("after:\"2026-03-01 10:00\"", exactly))
        #expect(try !Self.holds("before:\"2026-03-01 10:00\"", exactly))
        let earlier = Self.facts(lastActivityAt: mark.addingTimeInterval(-0.001))
        #expect(try !Self.holds("after:2026-03-01T10:00Z", earlier))
        #expect(try Self.holds("before:2026-03-01T10:00Z", earlier))
        // Under half a millisecond away is the same millisecond.
        let nearly = Self.facts(lastActivityAt: mark.addingTimeInterval(-0.0004))
        #expect(try Self.holds("after:2026-03-01T10:00Z", nearly))
        #expect(try !Self.holds("before:2026-03-01T10:00Z", nearly))
        #expect(try Self.holds("after:2026-03-01", exactly))
        #expect(try !Self.holds("after:2026-03-02", exactly))
    }

    @Test func relativeDatesCountBackFromNow() throws {
        let cases: [(String, String)] = [
            ("today", "2026-03-31T00:00:00Z"),
            ("yesterday", "2026-03-30T00:00:00Z"),
            ("-0d", "2026-03-31T15:30:00Z"),
            ("-7d", "2026-03-24T15:30:00Z"),
            ("-2w", "2026-03-17T15:30:00Z"),
            ("-1m", "2026-02-28T15:30:00Z"),  // the 31st of February clamped to the 28th
            ("-3m", "2025-12-31T15:30:00Z"),
            ("-13m", "2025-02-28T15:30:00Z"),
        ]
        for (text, expected) in cases {
            let boundary = try Self.at(expected)
            #expect(QueryDate.parse(text)?.instant(now: Self.now) == boundary, "\(text)")
            #expect(try Self.holds("after:\(text)", Self.facts(lastActivityAt: boundary)), "\(text)")
            #expect(try !Self.holds("after:\(text)", Self.facts(lastActivityAt: boundary.addingTimeInterval(-0.001))), "\(text)")
            #expect(try Self.holds("before:\(text)", Self.facts(lastActivityAt: boundary.addingTimeInterval(-0.001))), "\(text)")
            #expect(try !Self.holds("before:\(text)", Self.facts(lastActivityAt: boundary)), "\(text)")
        }
        let leapNow = try Self.at("2024-03-31T08:00:00Z")
        #expect(QueryDate.monthsAgo(1).instant(now: leapNow) == (try Self.at("2024-02-29T08:00:00Z")))
    }

    @Test func notAndOrFollowTheirTruthTables() throws {
        for starred in [false, true] {
            for muted in [false, true] {
                let facts = Self.facts(starred: starred, muted: muted)
                #expect(try Self.holds("not is:starred", facts) == !starred)
                #expect(try Self.holds("-is:starred", facts) == !starred)
                #expect(try Self.holds("is:starred is:muted", facts) == (starred && muted))
                #expect(try Self.holds("is:starred and is:muted", facts) == (starred && muted))
                #expect(try Self.holds("is:starred or is:muted", facts) == (starred || muted))
                #expect(try Self.holds("not (is:starred or is:muted)", facts) == !(starred || muted))
                #expect(try Self.holds("not is:starred is:muted", facts) == (!starred && muted))
                #expect(try Self.holds("is:starred or is:muted -is:muted", facts) == (starred || (muted && !muted)))
            }
        }
    }

    @Test func theEmptyQueryHoldsForEverything() {
        let variety = [Self.facts(), Self.facts(starred: true, participants: [], authors: [], title: "", bodies: [])]
        for facts in variety {
            #expect(QueryExpression.everything.holds(for: facts, now: Self.now))
            #expect(!QueryExpression.not(.everything).holds(for: facts, now: Self.now))
        }
    }
}
