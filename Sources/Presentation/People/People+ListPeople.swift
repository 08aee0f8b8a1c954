import Domain

extension People {
    /// `threads people`: every person the inbox knows, with their counts.
    public enum ListPeople {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public var people: [PersonSummary]

            public init(people: [PersonSummary]) { self.people = people }
        }

        public typealias ViewModel = TextViewModel
    }
}
