import Domain

/// The list as one JSON array (docs/interchange.md), one element a line so it also reads well.
public struct ThreadListJSONPresenter: ThreadListPresentationLogic {
    private let display: any ThreadListDisplayLogic

    public init(display: any ThreadListDisplayLogic) { self.display = display }

    /// The array holds the threads with their last message (docs/interchange.md), and no counts.
    public var extras: ThreadQuery.Extras { [.lastMessages] }

    /// The lines, and the last thread's position for a view that pages after it (the service).
    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        let items = response.result.items.map { ThreadJSONTranslator.listItem($0).serialized }
        let lines = items.isEmpty ? ["[]"] : ["["] + items.enumerated().map { $1 + ($0 < items.count - 1 ? "," : "") } + ["]"]
        let last = response.result.items.last.map { response.filter.sort.position(of: $0) }
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: lines.map(StyledLine.plain), last: last))
    }

    public func presentCountThreads(_ response: ThreadList.CountThreads.Response) {
        let line = ThreadCountTranslator.json(response.count).serialized
        display.displayCountThreads(ThreadList.CountThreads.ViewModel(lines: [.plain(line)]))
    }
}
