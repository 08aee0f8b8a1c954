import Foundation

/// Stored times are whole milliseconds since 1970 UTC.
enum Millis {
    /// The stored form of `date`.
    static func from(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// The instant a stored value stands for.
    static func date(_ millis: Int64) -> Date {
        Date(timeIntervalSince1970: Double(millis) / 1000)
    }
}
