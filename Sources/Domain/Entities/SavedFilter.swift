import Foundation

/// A filter the user named, to reuse with `--filter NAME`.
public struct SavedFilter: Equatable, Sendable {
    /// The name, as typed when saved.
    public var name: String
    /// The conditions.
    public var filter: ThreadFilter
    /// The sort saved with it, if one was given.
    public var sort: ThreadSort?

    public init(name: String, filter: ThreadFilter, sort: ThreadSort? = nil) {
        self.name = name
        self.filter = filter
        self.sort = sort
    }
}
