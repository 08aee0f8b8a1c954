import Domain
import Foundation
import Testing

@Suite("Query dates as text")
struct QueryDateTests {
    static let forms: [(String, QueryDate)] = [
        ("2026-03-01", .instant(Date(timeIntervalSince1970: 1_772_323_200))),
        ("2026-03-01T09:05:00Z", .instant(Date(timeIntervalSince1970: 1_772_355_900))),
        ("2026-03-01T09:05:00.250Z", .instant(Date(timeIntervalSince1970: 1_772_355_900.25))),
        ("2026-03-01T09:05:00.007Z", .instant(Date(timeIntervalSince1970: 1_772_355_900.007))),
        ("1969-12-31", .instant(Date(timeIntervalSince1970: -86_400))),
        ("today", .today), ("yesterday", .yesterday),
        ("-7d", .daysAgo(7)), ("-2w", .weeksAgo(2)), ("-3m", .monthsAgo(3)),
        ("-0d", .daysAgo(0)), ("-100000w", .weeksAgo(100_000)),
    ]

    @Test(arguments: forms)
    func canonicalTextReadsBackAndPrintsTheSame(text: String, date: QueryDate) {
        #expect(QueryDate.parse(text) == date)
        #expect(date.text == text)
    }

    @Test func otherSpellingsOfAnInstantPrintCanonically() {
        #expect(QueryDate.parse("2026-03-01T18:05+09:00")?.text == "2026-03-01T09:05:00Z")
        #expect(QueryDate.parse("2026-03-01 00:00")?.text == "2026-03-01")
        #expect(QueryDate.parse("2026-03-01T00:00:00.000Z")?.text == "2026-03-01")
        #expect(QueryDate.parse("-007d")?.text == "-7d")
    }

    @Test func instantsAreKeptToWholeMilliseconds() throws {
        let date = try #require(QueryDate.parse("2026-03-01T09:05:00.0071Z"))
        #expect(date == .instant(Date(timeIntervalSince1970: 1_772_355_900.007)))
    }

    @Test(arguments: ["", "Today", "TODAY", "tomorrow", "-100001d", "-1000000000000000000000d", "-d", "-7", "7d", "-7D",
                      "-7y", "--7d", "-+7d", "-７d", "- 7d", "2026-02-30", "2026-3-1", "2026-03-01T", "-7dd"])
    func rejectsWhatIsNoDate(text: String) {
        #expect(QueryDate.parse(text) == nil)
    }
}
