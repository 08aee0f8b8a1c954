import Domain

extension Tags {
    /// One tag renamed on every thread, or merged into the tag of the new name.
    public enum RenameTag {
        public struct Request: Equatable, Sendable {
            /// As typed; checked by the use case.
            public var name: String
            public var newName: String

            public init(name: String, newName: String) {
                self.name = name
                self.newName = newName
            }
        }

        public struct Response: Equatable, Sendable {
            public var name: String
            public var newName: String

            public init(name: String, newName: String) {
                self.name = name
                self.newName = newName
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
