import Domain

extension ThreadActions {
    /// One change (star, read, archive, mute, tag or an opposite, or several made as one) to
    /// several threads, all or none: the ids typed, or every thread a query selects (`--where`).
    /// A change by query to many threads is first a question, which each ring puts in its own way
    /// (a prompt at the terminal, a confirm button on the page), then the same request, confirmed.
    public enum ChangeThreads {
        public struct Request: Equatable, Sendable {
            /// The threads: the ids typed (repeats allowed), or every thread a query selects.
            public var subject: ThreadSubject
            /// Made to every thread of `subject` in one transaction: a failure leaves none of it made.
            public var change: ThreadChange
            /// A saved filter that holds with the query, as the list's does: the page's bulk
            /// actions act on exactly what the page lists.
            public var savedFilterName: String?
            /// The selection a question was asked about (`Response.selection`): a yes to it
            /// changes exactly the threads asked about, and only while the query still selects
            /// them; when it selects others now, the question is asked again and nothing changes.
            public var askedSelection: String?
            /// `--dry-run`: only say which threads the query selects.
            public var dryRun: Bool
            /// Whether a change by query to more than `ThreadActionsInteractor.confirmationThreshold`
            /// threads may go ahead: a yes already given (`--yes`, the page's confirm button), or
            /// nobody there to ask (a script, the API). Without it, such a change is answered
            /// with its question and nothing changes. Ids typed are never asked about.
            public var confirmed: Bool

            public init(_ subject: ThreadSubject, change: ThreadChange, dryRun: Bool = false, confirmed: Bool = false) {
                self.subject = subject
                self.change = change
                self.dryRun = dryRun
                self.confirmed = confirmed
            }
        }

        public struct Response: Equatable, Sendable {
            /// The threads changed (or, in a dry run or a question, that would be).
            public var ids: [ThreadID]
            public var change: ThreadChange
            /// Whether a query chose them: then there may be none.
            public var byQuery: Bool
            /// Whether nothing was changed, on purpose.
            public var dryRun: Bool
            /// Whether this is a question: the change would touch `ids`, too many to change
            /// unasked, and waits for the request again, confirmed. Nothing was changed.
            public var awaitsConfirmation: Bool
            /// A question's selection, for the yes to carry back (`Request.askedSelection`): the
            /// threads it names, as a short fingerprint.
            public var selection: String?
            /// Whether the question is asked again: the yes came for a selection that has changed since.
            public var selectionChanged = false

            public init(ids: [ThreadID], change: ThreadChange, byQuery: Bool = false, dryRun: Bool = false, awaitsConfirmation: Bool = false) {
                self.ids = ids
                self.change = change
                self.byQuery = byQuery
                self.dryRun = dryRun
                self.awaitsConfirmation = awaitsConfirmation
            }
        }

        /// What was done, or the question to answer first.
        public struct ViewModel: PrintableViewModel, Equatable, Sendable {
            public var lines: [StyledLine]
            /// Set when the change waits for a yes: what to ask (`star 34 threads? [y/N]`); the
            /// lines are then empty.
            public var question: String?
            /// The page's `<main>`, from the HTML presenter: the question with its confirm button.
            public var html: HTMLText?

            public init(lines: [StyledLine], question: String? = nil, html: HTMLText? = nil) {
                self.html = html
                self.lines = lines
                self.question = question
            }
        }
    }
}
