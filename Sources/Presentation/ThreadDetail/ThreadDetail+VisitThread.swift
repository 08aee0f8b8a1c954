import Domain

extension ThreadDetail {
    /// Who else is on a thread's page (docs/team.md): the visitor's own visit noted, everyone
    /// else's shown. The page asks it as it loads a thread and every few seconds after.
    public enum VisitThread {
        public struct Request: Equatable, Sendable {
            public var id: ThreadID
            /// Where the visitor is; nil when only looking (a read-only session, whose person is
            /// not shown to others).
            public var note: ThreadVisit.Note?

            public init(id: ThreadID, note: ThreadVisit.Note? = nil) {
                self.id = id
                self.note = note
            }
        }

        public struct Response: Equatable, Sendable {
            public var id: ThreadID
            /// Everyone else on the thread now, sorted by name.
            public var visitors: [ThreadVisit]
            /// Whether the visitor is counted among those here (noted, and not leaving): the page
            /// then keeps saying so, and a page that only looks does not.
            public var visiting: Bool

            public init(id: ThreadID, visitors: [ThreadVisit], visiting: Bool = false) {
                self.id = id
                self.visitors = visitors
                self.visiting = visiting
            }
        }

        /// "Also here: Ben (writing a reply)"; the page's element for it, from the HTML presenter.
        public typealias ViewModel = TextViewModel
    }
}
