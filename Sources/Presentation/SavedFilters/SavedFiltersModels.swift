import Domain

/// The saved-filters scene: `threads filter save|list|show|delete`.
public enum SavedFilters {
    /// Save the filter typed (flags on top of an optional `--filter`) under a name.
    public enum Save {
        /// The name and the filter as typed.
        public struct Request: Equatable, Sendable {
            /// The name to save under.
            public var name: String
            /// The flags, as for `list`.
            public var filter: ThreadList.Filter.Request

            /// Creates a request.
            public init(name: String, filter: ThreadList.Filter.Request) {
                self.name = name
                self.filter = filter
            }
        }

        /// What was saved.
        public struct Response: Equatable, Sendable {
            /// The stored filter.
            public var saved: SavedFilter
            /// Whether it replaced one of the same name.
            public var replaced: Bool

            /// Creates a response.
            public init(saved: SavedFilter, replaced: Bool) {
                self.saved = saved
                self.replaced = replaced
            }
        }
    }

    /// Every saved filter.
    public enum List {
        /// The filters, by name.
        public struct Response: Equatable, Sendable {
            /// Sorted by name.
            public var filters: [SavedFilter]

            /// Creates a response.
            public init(filters: [SavedFilter]) { self.filters = filters }
        }
    }

    /// One saved filter.
    public enum Show {
        /// The filter found.
        public struct Response: Equatable, Sendable {
            /// The filter.
            public var saved: SavedFilter

            /// Creates a response.
            public init(saved: SavedFilter) { self.saved = saved }
        }
    }

    /// Delete one saved filter.
    public enum Delete {
        /// The filter gone.
        public struct Response: Equatable, Sendable {
            /// Its name.
            public var name: String

            /// Creates a response.
            public init(name: String) { self.name = name }
        }
    }

    /// What the view prints for any of the actions.
    public typealias ViewModel = TextViewModel
}

/// The saved-filters output boundary; text and JSON are separate conformers.
public protocol SavedFiltersPresentationLogic: Sendable {
    /// A filter was saved.
    func presentSaved(_ response: SavedFilters.Save.Response)
    /// The list of filters.
    func presentList(_ response: SavedFilters.List.Response)
    /// One filter.
    func presentShow(_ response: SavedFilters.Show.Response)
    /// A filter was deleted.
    func presentDeleted(_ response: SavedFilters.Delete.Response)
}

/// The saved-filters view.
public protocol SavedFiltersDisplayLogic: Sendable {
    /// Shows the lines.
    func displayFilters(_ viewModel: SavedFilters.ViewModel)
}
