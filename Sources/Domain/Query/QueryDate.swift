import Foundation

/// The date of `after:` and `before:`: a fixed instant, or one relative to now, kept relative
/// (a saved `after:-7d` means the last seven days whenever it is used).
public enum QueryDate: Hashable, Sendable {
    /// `2026-03-01` (midnight UTC) or a full date-time.
    case instant(Date)
    /// Midnight UTC today.
    case today
    /// Midnight UTC yesterday.
    case yesterday
    /// `-Nd`: N days of 24 hours before now.
    case daysAgo(Int)
    /// `-Nw`: N weeks before now.
    case weeksAgo(Int)
    /// `-Nm`: N calendar months before now (UTC), the day clamped to the month's length.
    case monthsAgo(Int)

    /// The instant this date means when the time is `now`.
    public func instant(now: Date) -> Date {
        switch self {
        case .instant(let date): return date
        case .today: return Self.midnight(of: now)
        case .yesterday: return Self.midnight(of: now).addingTimeInterval(-86_400)
        case .daysAgo(let days): return now.addingTimeInterval(-86_400 * Double(days))
        case .weeksAgo(let weeks): return now.addingTimeInterval(-7 * 86_400 * Double(weeks))
        case .monthsAgo(let months):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            return calendar.date(byAdding: .month, value: -months, to: now) ?? now
        }
    }

    private static func midnight(of date: Date) -> Date {
        let seconds = date.timeIntervalSince1970
        return Date(timeIntervalSince1970: (seconds / 86_400).rounded(.down) * 86_400)
    }
}
