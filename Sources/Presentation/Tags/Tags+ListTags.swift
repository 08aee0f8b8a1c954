import Domain

extension Tags {
    /// Every tag with its thread and unread counts, like a mail program's label list.
    public enum ListTags {
        public struct Request: Equatable, Sendable {
            /// Nothing to ask: every run is the same question.
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            /// By name (`sortedAsTags`).
            public var tags: [TagSummary]

            public init(tags: [TagSummary]) { self.tags = tags }
        }

        public typealias ViewModel = TextViewModel
    }
}
