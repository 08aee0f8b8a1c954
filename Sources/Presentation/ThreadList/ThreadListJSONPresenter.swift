import Domain

/// The list as one JSON array (docs/interchange.md), one element a line so it also reads well;
/// for the service, in its envelope: `{"threads":[…],"next":…,"state":…}`.
public struct ThreadListJSONPresenter: ThreadListPresentationLogic {
    /// What the service's page holds around the array: `next`, the cursor of the page after a
    /// full one, bound to the page's selection; `state`, the change log's state read before the
    /// page (a change in between is reported again, never missed).
    public struct Envelope: Sendable {
        public var selection: ListCursor.Selection
        public var state: String

        public init(selection: ListCursor.Selection, state: String) {
            self.selection = selection
            self.state = state
        }
    }

    private let display: any ThreadListDisplayLogic
    private let envelope: Envelope?

    public init(display: any ThreadListDisplayLogic, envelope: Envelope? = nil) {
        self.display = display
        self.envelope = envelope
    }

    /// The array holds the threads with their last message (docs/interchange.md), and no counts.
    public var extras: ThreadQuery.Extras { [.lastMessages] }

    /// The lines, and where the next page starts for a view that pages by position (the service).
    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        let items = response.result.items.map { ThreadJSONTranslator.listItem($0).serialized }
        var lines = items.isEmpty ? ["[]"] : ["["] + items.enumerated().map { $1 + ($0 < items.count - 1 ? "," : "") } + ["]"]
        if let envelope {
            // The array stays laid out as `list --format json` lays it out: its text byte for byte.
            let next = response.next.map { JSONText.string(ListCursor.cursor(after: $0, for: envelope.selection)) } ?? .null
            lines[0] = "{\"threads\":" + lines[0]
            lines[lines.count - 1] += ",\"next\":" + next.serialized + ",\"state\":" + JSONText.string(envelope.state).serialized + "}"
        }
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: lines.map(StyledLine.plain), next: response.next))
    }

    public func presentCountThreads(_ response: ThreadList.CountThreads.Response) {
        let line = ThreadCountTranslator.json(response.count).serialized
        display.displayCountThreads(ThreadList.CountThreads.ViewModel(lines: [.plain(line)]))
    }
}
