import Foundation
@testable import Presentation
import Testing

@Suite("Relative time")
struct RelativeTimeTests {
    static let ages: [(Double, String)] = [
        (0, "just now"), (59, "just now"), (60, "1m ago"), (300, "5m ago"), (10_799, "2h ago"), (10_800, "3h ago"),
        (93_600, "1d ago"), (1_123_200, "13d ago"), (1_814_400, "3w ago"), (7_776_000, "3mo ago"),
        (69_120_000, "2y ago"), (-30, "just now"), (-7200, "in 2h"),
    ]

    @Test(arguments: ages)
    func phraseForAnAge(secondsAgo: Double, phrase: String) {
        let now = PresentationSeeds.now
        #expect(RelativeTime.phrase(now.addingTimeInterval(-secondsAgo), now: now) == phrase)
    }
}
