import Foundation

extension QueryDate {
    /// The most days, weeks or months a relative date may reach back.
    public static let maximumRelativeCount = 100_000

    /// Reads `2026-03-01` (midnight UTC), a full date-time (`Timestamp.parse`), `today`,
    /// `yesterday`, or `-Nd`, `-Nw`, `-Nm` with N from 0 to 100000. `nil` when it is none.
    ///
    /// An instant is kept to whole milliseconds, the precision dates are compared and printed
    /// at, so reading back what `text` printed gives the same value.
    public static func parse(_ text: String) -> QueryDate? {
        switch text {
        case "today": return .today
        case "yesterday": return .yesterday
        default: break
        }
        if let relative = relative(text) { return relative }
        guard let date = Timestamp.parse(text) else { return nil }
        return .instant(Date(timeIntervalSince1970: Double(QueryDate.milliseconds(of: date)) / 1000))
    }

    /// How the query language writes this date: an instant at midnight UTC as `2026-03-01`,
    /// any other as `Timestamp.format` writes it; `today`, `yesterday`, `-7d`, `-2w`, `-3m`.
    public var text: String {
        switch self {
        case .instant(let date):
            let millis = QueryDate.milliseconds(of: date)
            return millis % 86_400_000 == 0 ? Timestamp.formatDate(date) : Timestamp.format(date)
        case .today: return "today"
        case .yesterday: return "yesterday"
        case .daysAgo(let count): return "-\(count)d"
        case .weeksAgo(let count): return "-\(count)w"
        case .monthsAgo(let count): return "-\(count)m"
        }
    }

    /// The whole milliseconds since 1970 of `date`, as queries compare them; saturated rather
    /// than trapping for instants no calendar reaches.
    static func milliseconds(of date: Date) -> Int64 {
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        if let whole = Int64(exactly: millis) { return whole }
        return millis.isNaN ? 0 : millis > 0 ? .max : .min
    }

    /// `-Nd`, `-Nw` or `-Nm`, N in ASCII digits and at most `maximumRelativeCount`.
    private static func relative(_ text: String) -> QueryDate? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 3, scalars[0] == "-", let unit = scalars.last else { return nil }
        var count = 0
        for scalar in scalars[1..<(scalars.count - 1)] {
            guard ("0"..."9").contains(scalar) else { return nil }
            count = count * 10 + Int(scalar.value - 48)
            guard count <= maximumRelativeCount else { return nil }
        }
        switch unit {
        case "d": return .daysAgo(count)
        case "w": return .weeksAgo(count)
        case "m": return .monthsAgo(count)
        default: return nil
        }
    }
}
