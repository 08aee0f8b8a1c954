import Foundation

/// Which slice of an ordered list to return.
public struct PageRequest: Equatable, Sendable {
    /// At most this many items; `nil` means no limit.
    public var limit: Int?
    /// Items to skip first.
    public var offset: Int

    /// The list's default page: the first 30.
    public static let `default` = PageRequest(limit: 30, offset: 0)

    /// Creates a page request. `limit` 0 means no limit, as on the command line.
    public init(limit: Int?, offset: Int = 0) {
        self.limit = limit == 0 ? nil : limit
        self.offset = offset
    }
}

/// A question to the thread store: which threads, in what order, which slice.
public struct ThreadQuery: Equatable, Sendable {
    /// Conditions every returned thread meets.
    public var filter: ThreadFilter
    /// The order.
    public var sort: ThreadSort
    /// The slice.
    public var page: PageRequest
    /// Whether to count the matching threads and the scope. Only a view that shows the
    /// counts asks: at 100,000 threads, counting a search or `--with` costs more than the page.
    public var countsWanted: Bool

    /// Creates a query.
    public init(filter: ThreadFilter = .inbox, sort: ThreadSort = .recent, page: PageRequest = .default, countsWanted: Bool = true) {
        self.filter = filter
        self.sort = sort
        self.page = page
        self.countsWanted = countsWanted
    }
}

/// One page of the thread list and the counts around it.
public struct ThreadPage: Equatable, Sendable {
    /// The threads on this page, in order.
    public var items: [ThreadSummary]
    /// How many threads match the filter in all pages; nil when the query did not ask.
    public var matchingCount: Int?
    /// How many threads the filter's archived state covers before the other conditions; nil when the query did not ask.
    public var scopeCount: Int?

    /// Creates a page.
    public init(items: [ThreadSummary], matchingCount: Int?, scopeCount: Int?) {
        self.items = items
        self.matchingCount = matchingCount
        self.scopeCount = scopeCount
    }
}
