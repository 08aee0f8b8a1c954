import Foundation

/// The order of the thread list. Ties are always broken by id, descending, so the order is total.
public enum ThreadSort: String, CaseIterable, Equatable, Sendable {
    /// Last activity, newest first (the default).
    case recent
    /// Last activity, oldest first.
    case oldest
    /// Title, case-insensitively A→Z.
    case title
    /// Most unread messages first.
    case unread

    /// Whether `a` comes before `b` in this order, by their positions (`position(of:)`): the
    /// reference every store must match.
    public func orders(_ a: ThreadSummary, before b: ThreadSummary) -> Bool {
        orders(position(of: a), before: position(of: b))
    }
}
