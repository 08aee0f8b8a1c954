/// Which threads were asked for: a query and flags typed now, on top of an optional saved filter.
public struct FilterSelection: Equatable, Sendable {
    /// What was typed now: the query and the flags beside it, `and`-ed.
    public var filter: ThreadFilter
    /// The saved filter to start from; its query and the typed one must both hold.
    public var savedFilterName: String?
    /// The order when typed: it replaces the saved filter's.
    public var sort: ThreadSort?

    public init(filter: ThreadFilter = .inbox, savedFilterName: String? = nil, sort: ThreadSort? = nil) {
        self.filter = filter
        self.savedFilterName = savedFilterName
        self.sort = sort
    }
}
