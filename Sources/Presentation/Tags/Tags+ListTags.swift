import Domain

extension Tags {
    /// Every tag with its thread and unread counts, like a mail program's label list.
    public enum ListTags {
        public struct Request: Equatable, Sendable {
            /// At most this many, the most used (`ListTags.mostUsed`): a page's short list. Nil, all.
            public var limit: Int?

            public init(limit: Int? = nil) { self.limit = limit }
        }

        public struct Response: Equatable, Sendable {
            /// By name (`sortedAsTags`).
            public var tags: [TagSummary]
            /// How many tags there are, `tags` or more.
            public var total: Int

            public init(tags: [TagSummary], total: Int? = nil) {
                self.tags = tags
                self.total = total ?? tags.count
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
