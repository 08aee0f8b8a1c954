import Domain

extension ThreadDetail {
    /// One thread, whole; opened (read first, `OpenThread`) when the ring opens it.
    public enum ShowThread {
        public struct Request: Equatable, Sendable {
            public var id: ThreadID
            /// Opening it, as browse's Enter and the page's thread do: it is marked read first.
            /// `show` and the API's `GET` only look.
            public var opening: Bool

            public init(id: ThreadID, opening: Bool = false) {
                self.id = id
                self.opening = opening
            }
        }

        public struct Response: Equatable, Sendable {
            public var thread: FullThread

            public init(thread: FullThread) { self.thread = thread }
        }

        /// The thread as lines, and, for a view that acts on it (the browser), its marks.
        public struct ViewModel: PrintableViewModel, Equatable, Sendable {
            public var lines: [StyledLine]
            /// Nil from presenters whose view only prints.
            public var marks: ThreadMarks?
            /// The page's `<main>`, from the HTML presenter (its `lines` are the same, written out).
            public var html: HTMLText?

            public init(lines: [StyledLine], marks: ThreadMarks? = nil, html: HTMLText? = nil) {
                self.html = html
                self.lines = lines
                self.marks = marks
            }
        }
    }
}
