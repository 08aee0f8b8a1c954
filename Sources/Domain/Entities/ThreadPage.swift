import Foundation

/// One page of the thread list and the counts around it.
public struct ThreadPage: Equatable, Sendable {
    /// The threads on this page, in order.
    public var items: [ThreadSummary]
    /// How many threads match the filter in all pages; nil when the query did not ask.
    public var matchingCount: Int?
    /// How many threads the filter's archived state covers before the other conditions; nil when the query did not ask.
    public var scopeCount: Int?
    /// More threads match than `matchingCount`: the store stopped counting at `countLimit`.
    public var matchingCountIsLowerBound: Bool

    /// How far a store may stop counting a page's matches when counting them all is dear: a
    /// common word at ten million messages is in a million threads, and counting them took
    /// seconds for a header. `threads count` always counts them all.
    public static let countLimit = 1_000

    public init(items: [ThreadSummary], matchingCount: Int?, scopeCount: Int?, matchingCountIsLowerBound: Bool = false) {
        self.items = items
        self.matchingCount = matchingCount
        self.scopeCount = scopeCount
        self.matchingCountIsLowerBound = matchingCountIsLowerBound
    }
}
