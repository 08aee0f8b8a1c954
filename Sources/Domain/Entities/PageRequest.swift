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
