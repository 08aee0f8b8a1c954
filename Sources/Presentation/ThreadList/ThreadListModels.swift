import Domain
import Foundation

/// The thread list scene (the main screen): its actions and the values that cross its boundaries.
public enum ThreadList {
    /// Output formats of the list; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Aligned columns for people.
        case table
        /// Tab-separated lines for scripts.
        case tsv
        /// One JSON array.
        case json
    }

    /// Which threads the user asked for: flags typed now, on top of an optional saved filter.
    public enum Filter {
        /// The parsed flags.
        public struct Request: Equatable, Sendable {
            /// Conditions typed on the command line.
            public var flags: ThreadFilter
            /// `--archived` or `--all` when typed (replaces the saved filter's state).
            public var archive: ArchiveScope?
            /// `--filter NAME`, to start from.
            public var savedFilterName: String?
            /// `--sort` when typed (replaces the saved filter's sort).
            public var sort: ThreadSort?
            /// `--muted` or `--all` when typed (replaces the saved filter's state).
            public var mute: MuteScope?

            /// Creates a request.
            public init(flags: ThreadFilter = .inbox, archive: ArchiveScope? = nil, savedFilterName: String? = nil, sort: ThreadSort? = nil,
                        mute: MuteScope? = nil) {
                self.flags = flags
                self.archive = archive
                self.savedFilterName = savedFilterName
                self.sort = sort
                self.mute = mute
            }
        }

        /// The filter in force after merging.
        public struct Response: Equatable, Sendable {
            /// Every condition that holds.
            public var filter: ThreadFilter
            /// The order.
            public var sort: ThreadSort

            /// Creates a response.
            public init(filter: ThreadFilter, sort: ThreadSort) {
                self.filter = filter
                self.sort = sort
            }
        }

        /// The filter in words.
        public struct ViewModel: Equatable, Sendable {
            /// "Starred · unread · with Aiko".
            public var filterLabel: String

            /// Creates a view model.
            public init(filterLabel: String) { self.filterLabel = filterLabel }
        }
    }

    /// Fetch one page of the list.
    public enum Fetch {
        /// What to fetch.
        public struct Request: Equatable, Sendable {
            /// Which threads.
            public var filter: Filter.Request
            /// Which slice.
            public var page: PageRequest

            /// Creates a request.
            public init(filter: Filter.Request = Filter.Request(), page: PageRequest = .default) {
                self.filter = filter
                self.page = page
            }
        }

        /// What was found.
        public struct Response: Equatable, Sendable {
            /// The filter and sort in force.
            public var filter: Filter.Response
            /// The slice asked for.
            public var page: PageRequest
            /// The threads and counts.
            public var result: ThreadPage

            /// Creates a response.
            public init(filter: Filter.Response, page: PageRequest, result: ThreadPage) {
                self.filter = filter
                self.page = page
                self.result = result
            }
        }

        /// What the view prints: finished lines, styled by meaning.
        public typealias ViewModel = TextViewModel
    }
}
