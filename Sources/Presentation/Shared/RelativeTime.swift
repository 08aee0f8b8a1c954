import Foundation

/// "3h ago": how long before `now` something happened, in the largest whole unit.
public enum RelativeTime {
    /// The short phrase for `date` seen at `now`.
    public static func phrase(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 0 { return seconds > -60 ? "just now" : "in " + amount(-seconds) }
        return seconds < 60 ? "just now" : amount(seconds) + " ago"
    }

    private static func amount(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds / 60), hours = minutes / 60, days = hours / 24
        switch true {
        case minutes < 60: return "\(minutes)m"
        case hours < 24: return "\(hours)h"
        case days < 14: return "\(days)d"
        case days < 60: return "\(days / 7)w"
        case days < 365: return "\(days / 30)mo"
        default: return "\(days / 365)y"
        }
    }
}
