extension Templates {
    /// `Sources/Domain/UseCases/NAME.swift`: the rule, holding the repository role its scene's interactor holds.
    var useCase: String {
        #"""
        /// `threads \#(c)` on several threads. TODO(new-use-case): what it does for the user, in one line.
        public struct \#(n): Sendable {
            private let \#(shape.property): any \#(shape.role)
            // TODO(new-use-case): what else the rule holds (a Clock, say), and the rule itself.

            public init(\#(shape.property): any \#(shape.role)) { self.\#(shape.property) = \#(shape.property) }

            /// The ids it acted on, in the order given; no ids is an error.
            public func callAsFunction(_ ids: [ThreadID]) async throws -> [ThreadID] {
                guard !ids.isEmpty else { throw ThreadsError.noThreadIDs }
                // The behaviour goes here, through the repository (a method named \#(names.method)).
                return ids
            }
        }

        """#
    }
}
