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

    /// Whether `a` comes before `b` in this order: the reference every store must match.
    public func orders(_ a: ThreadSummary, before b: ThreadSummary) -> Bool {
        switch self {
        case .recent where a.lastActivityAt != b.lastActivityAt:
            return a.lastActivityAt > b.lastActivityAt
        case .oldest where a.lastActivityAt != b.lastActivityAt:
            return a.lastActivityAt < b.lastActivityAt
        case .title:
            let ka = TextFold.key(a.thread.title), kb = TextFold.key(b.thread.title)
            if ka != kb { return ka.utf8.lexicographicallyPrecedes(kb.utf8) }
        case .unread where a.unreadCount != b.unreadCount:
            return a.unreadCount > b.unreadCount
        default:
            break
        }
        return a.thread.id > b.thread.id
    }
}
