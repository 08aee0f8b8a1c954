import Foundation

/// Stored times are whole milliseconds since 1970 UTC; every store rounds the same way.
public enum Millis {
    public static func from(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    public static func date(_ millis: Int64) -> Date {
        Date(timeIntervalSince1970: Double(millis) / 1000)
    }
}
