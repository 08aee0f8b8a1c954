import Domain
import Foundation
import Testing

@Suite("ISO-8601 timestamps")
struct TimestampTests {
    static let valid: [(String, Double)] = [
        ("2026-03-01", 1_772_323_200),
        ("2026-03-01T09:05:00Z", 1_772_355_900),
        ("2026-03-01T09:05", 1_772_355_900),
        ("2026-03-01T18:05:00+09:00", 1_772_355_900),
        ("2026-03-01T04:05:00-05:00", 1_772_355_900),
        ("2026-03-01T09:05:00.250Z", 1_772_355_900.25),
        ("2024-02-29", 1_709_164_800),
        ("1969-12-31T23:59:59Z", -1),
    ]

    @Test(arguments: valid)
    func parsesTheFormsTheSpecAllows(text: String, seconds: Double) {
        #expect(Timestamp.parse(text)?.timeIntervalSince1970 == seconds)
    }

    @Test(arguments: ["2026-13-01", "2026-02-30", "2025-02-29", "2026-3-1", "", "garbage", "2026-03-01T24:00:00Z",
                      "2026-03-01T09:05:00Zjunk", "2026-03-01T09:60", "2026-03-01T09:05:00+25:00", "２０２６-03-01"])
    func rejectsWhatIsNotADate(text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    @Test func formatsWholeSecondsWithoutAFraction() {
        #expect(Timestamp.format(Date(timeIntervalSince1970: 1_772_355_900)) == "2026-03-01T09:05:00Z")
        #expect(Timestamp.format(Date(timeIntervalSince1970: 1_772_355_900.25)) == "2026-03-01T09:05:00.250Z")
        #expect(Timestamp.format(Date(timeIntervalSince1970: 1_772_355_900.007)) == "2026-03-01T09:05:00.007Z")
        #expect(Timestamp.format(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
        // Past ISO's four-digit years the year takes the digits it needs; the rest is as ever.
        #expect(Timestamp.format(Date(timeIntervalSince1970: 253_402_300_800.5)) == "10000-01-01T00:00:00.500Z")
        #expect(Timestamp.formatDate(Date(timeIntervalSince1970: 1_772_355_900)) == "2026-03-01")
    }

    @Test func formatThenParseRoundTripsToTheMillisecond() {
        var state: UInt64 = 42
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let millis = Int64(bitPattern: state >> 22) % 8_000_000_000_000  // about ±250 years
            let date = Date(timeIntervalSince1970: Double(millis) / 1000)
            let back = Timestamp.parse(Timestamp.format(date))
            #expect(back.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) } == millis, "\(millis)")
        }
    }
}
