import Foundation

/// Where a thread stands in a sort order: the value the order sorts it by, and its id, which
/// breaks ties. A page that starts after the last thread's position (`PageRequest.after`)
/// stays put while threads are added or changed in front of it, as an offset cannot.
public struct SortPosition: Hashable, Sendable {
    /// The value a sort orders threads by; `ThreadSort.reads(_:)` says which sort reads which.
    public enum Key: Hashable, Sendable {
        /// `lastActivityAt`, for `.recent` and `.oldest`.
        case activity(Date)
        /// The title's `TextFold.key`, for `.title`.
        case title(String)
        /// The unread count, for `.unread`.
        case unread(Int)
    }

    public var key: Key
    public var id: ThreadID

    public init(key: Key, id: ThreadID) {
        self.key = key
        self.id = id
    }
}

extension ThreadSort {
    /// Where `summary` stands in this order.
    public func position(of summary: ThreadSummary) -> SortPosition {
        let key: SortPosition.Key
        switch self {
        case .recent, .oldest: key = .activity(summary.lastActivityAt)
        case .title: key = .title(TextFold.key(summary.thread.title))
        case .unread: key = .unread(summary.unreadCount)
        }
        return SortPosition(key: key, id: summary.thread.id)
    }

    /// Whether this order sorts by `key`'s kind of value: a position of another order says
    /// nothing about where a thread stands in this one (`ListThreads` refuses it).
    public func reads(_ key: SortPosition.Key) -> Bool {
        switch (self, key) {
        case (.recent, .activity), (.oldest, .activity), (.title, .title), (.unread, .unread): true
        default: false
        }
    }

    /// Whether position `a` comes before `b` in this order: the reference every store must
    /// match. Titles compare by their keys' UTF-8 bytes, as the SQL stores do; keys this order
    /// does not read count as equal, so only the ids decide.
    public func orders(_ a: SortPosition, before b: SortPosition) -> Bool {
        switch (self, a.key, b.key) {
        case (.recent, .activity(let x), .activity(let y)) where x != y: return x > y
        case (.oldest, .activity(let x), .activity(let y)) where x != y: return x < y
        case (.title, .title(let x), .title(let y)) where !x.utf8.elementsEqual(y.utf8): return x.utf8.lexicographicallyPrecedes(y.utf8)
        case (.unread, .unread(let x), .unread(let y)) where x != y: return x > y
        default: return a.id > b.id
        }
    }

    /// Whether `summary` comes after `position` in this order: whether a page that starts
    /// after that position may hold it.
    public func orders(_ summary: ThreadSummary, after position: SortPosition) -> Bool {
        orders(position, before: self.position(of: summary))
    }
}
