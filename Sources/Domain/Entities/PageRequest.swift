/// Which slice of an ordered list to return.
public struct PageRequest: Equatable, Sendable {
    /// At most this many items; `nil` means no limit.
    public var limit: Int?
    /// Items to skip first (after `after`, when both are given).
    public var offset: Int
    /// Only the items after this position in the query's sort (a keyset page): where the page
    /// before ended, so items added or changed in front of it shift nothing. Its key must be
    /// one the sort reads (`ThreadSort.reads(_:)`).
    public var after: SortPosition?

    /// The list's default page: the first 30.
    public static let `default` = PageRequest(limit: 30, offset: 0)

    /// `limit` 0 means no limit, as on the command line.
    public init(limit: Int?, offset: Int = 0, after: SortPosition? = nil) {
        self.limit = limit == 0 ? nil : limit
        self.offset = offset
        self.after = after
    }
}
