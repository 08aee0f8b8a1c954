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

    /// How far a store may stop counting `page`'s matches when counting them all is dear (a
    /// common word at ten million messages is in a million threads, and counting them took
    /// seconds for a header): twice as far as the page reaches, and at least 100, so the count
    /// costs what the page costs. Counting to a fixed 1000 read twenty pages' worth of threads
    /// for a page of 50: three quarters of a common word's table. A page without a limit reads
    /// every match anyway, and is counted whole. `threads count` always counts them all.
    public static func countLimit(for page: PageRequest) -> Int {
        guard let limit = page.limit else { return Int(Int32.max) }
        return max(100, 2 * (page.offset + limit))
    }

    public init(items: [ThreadSummary], matchingCount: Int?, scopeCount: Int?, matchingCountIsLowerBound: Bool = false) {
        self.items = items
        self.matchingCount = matchingCount
        self.scopeCount = scopeCount
        self.matchingCountIsLowerBound = matchingCountIsLowerBound
    }
}
