import Foundation

/// One page of the thread list and the counts around it.
public struct ThreadPage: Equatable, Sendable {
    /// The threads on this page, in order.
    public var items: [ThreadSummary]
    /// How many threads match the filter in all pages; nil when the query did not ask.
    public var matchingCount: Int?
    /// How many threads the filter's archived state covers before the other conditions; nil when the query did not ask.
    public var scopeCount: Int?

    public init(items: [ThreadSummary], matchingCount: Int?, scopeCount: Int?) {
        self.items = items
        self.matchingCount = matchingCount
        self.scopeCount = scopeCount
    }
}
