import Foundation

/// The source of "now", passed in so tests can fix it.
public struct Clock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    /// The system clock.
    public static let system = Clock { Date() }

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date) -> Clock { Clock { date } }
}
