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
        /// `ThreadPage.matchingCount`: reads every match, so seconds for a common search on a
        /// large inbox.
        public static let matchingCount = Extras(rawValue: 1)
        /// `ThreadPage.scopeCount`: how many threads the scope holds, from the stores' counters.
        public static let scopeCount = Extras(rawValue: 4)
        /// Both counts, as the list's header says them ("3 of 14 threads").
        public static let counts: Extras = [.matchingCount, .scopeCount]
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
