import Domain

extension ThreadList {
    /// One page of the list.
    public enum ListThreads {
        public struct Request: Equatable, Sendable {
            public var filter: Filter.Request
            public var page: PageRequest

            public init(filter: Filter.Request = Filter.Request(), page: PageRequest = .default) {
                self.filter = filter
                self.page = page
            }
        }

        public struct Response: Equatable, Sendable {
            /// The filter and sort in force.
            public var filter: Filter.Response
            /// The slice asked for.
            public var page: PageRequest
            /// The threads, and the counts the presenter asked for.
            public var result: ThreadPage

            public init(filter: Filter.Response, page: PageRequest, result: ThreadPage) {
                self.filter = filter
                self.page = page
                self.result = result
            }

            /// Where the page after this one starts: after the last thread's place in the sort,
            /// when the page filled its limit (there may be more; the page after a full last
            /// page is empty); nil for a shorter page, or one without a limit.
            public var next: SortPosition? {
                guard let limit = page.limit, result.items.count >= limit, let last = result.items.last else { return nil }
                return filter.sort.position(of: last)
            }
        }

        /// Finished lines for a view that prints them (the CLI), and the threads one by one for a
        /// view that selects among them (the browser).
        public struct ViewModel: PrintableViewModel, Equatable, Sendable {
            /// Top to bottom; for the browser, the lines above the rows (header, column heads).
            public var lines: [StyledLine]
            /// Each thread with its line; empty for presenters whose view only prints.
            public var rows: [Row]
            /// How many threads match in all, when the presenter asked for counts: a selecting view
            /// pages through the list with it.
            public var total: Int?
            /// How many threads the scope holds (the 14 of "3 of 14 threads"), when the presenter
            /// asked for it apart from the matches: a view that counts the matches later says it again.
            public var scope: Int?
            /// Where the page after this one starts (`Response.next`), for a view that asks for
            /// it by position (the service's `next`); nil after a page shorter than its limit, and
            /// from presenters whose views page by offset.
            public var next: SortPosition?
            /// The page's `<main>`, from the HTML presenter (its `lines` are the same, written out).
            public var html: HTMLText?

            public init(lines: [StyledLine], rows: [Row] = [], total: Int? = nil, scope: Int? = nil, next: SortPosition? = nil,
                        html: HTMLText? = nil) {
                self.html = html
                self.lines = lines
                self.rows = rows
                self.total = total
                self.scope = scope
                self.next = next
            }
        }

        /// One thread of the list as a selecting view shows it.
        public struct Row: Equatable, Sendable {
            public var marks: ThreadMarks
            /// Laid out like a row of the table, one cell narrower for the selection mark.
            public var line: StyledLine

            public init(marks: ThreadMarks, line: StyledLine) {
                self.marks = marks
                self.line = line
            }
        }
    }
}
