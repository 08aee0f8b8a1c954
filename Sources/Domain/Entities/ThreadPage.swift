import Foundation

/// Which slice of an ordered list to return.
public struct PageRequest: Equatable, Sendable {
    /// At most this many items; `nil` means no limit.
    public var limit: Int?
    /// Items to skip first.
    public var offset: Int

    /// The list's default page: the first 30.
    public static let `default` = PageRequest(limit: 30, offset: 0)

    /// `limit` 0 means no limit, as on the command line.
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
    /// What to read besides the page's threads. Only a view that shows them asks: at 100,000
    /// threads, counting a search's matches costs more than the page, and each thread's newest
    /// message is a lookup per row.
    public var extras: Extras

    /// Parts of a page that cost extra reads.
    public struct Extras: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `ThreadPage.matchingCount` and `scopeCount`.
        public static let counts = Extras(rawValue: 1)
        /// `ThreadSummary.lastMessage` of each thread on the page.
        public static let lastMessages = Extras(rawValue: 2)
        /// Everything: what a caller that says nothing gets.
        public static let all: Extras = [.counts, .lastMessages]
    }

    public init(filter: ThreadFilter = .inbox, sort: ThreadSort = .recent, page: PageRequest = .default, extras: Extras = .all) {
        self.filter = filter
        self.sort = sort
        self.page = page
        self.extras = extras
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

    public init(items: [ThreadSummary], matchingCount: Int?, scopeCount: Int?) {
        self.items = items
        self.matchingCount = matchingCount
        self.scopeCount = scopeCount
    }
}
