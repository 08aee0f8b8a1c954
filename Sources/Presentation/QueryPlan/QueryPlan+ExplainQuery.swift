import Domain

extension QueryPlan {
    /// A query as understood, the statement the store runs for it, and the engine's plan.
    public enum ExplainQuery {
        public struct Request: Equatable, Sendable {
            /// The query and flags typed, on top of an optional saved filter.
            public var filter: FilterSelection
            /// The page a list would read; ignored for a selection.
            public var page: PageRequest
            /// Whether the command reads every match in id order (export, `--where`) rather than a page.
            public var selection: Bool

            public init(filter: FilterSelection, page: PageRequest = .default, selection: Bool = false) {
                self.filter = filter
                self.page = page
                self.selection = selection
            }
        }

        public struct Response: Equatable, Sendable {
            /// The filter in force, saved filter merged in and dates fixed.
            public var filter: ThreadFilter
            public var explanation: QueryExplanation

            public init(filter: ThreadFilter, explanation: QueryExplanation) {
                self.filter = filter
                self.explanation = explanation
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
