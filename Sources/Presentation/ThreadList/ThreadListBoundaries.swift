/// The scene's output boundary: the interactor hands its Responses to one of these.
/// Table, TSV and JSON are separate conformers; choosing one is choosing the format.
public protocol ThreadListPresentationLogic: Sendable {
    /// Turns a page of threads into a view model and passes it to the view.
    func presentThreads(_ response: ThreadList.Fetch.Response)
    /// Whether the view model shows how many threads match ("12 of 340 threads"); the
    /// interactor asks for the counts only then.
    var showsCounts: Bool { get }
}

extension ThreadListPresentationLogic {
    /// Counts are fetched unless a presenter says it never shows them.
    public var showsCounts: Bool { true }
}

/// The scene's view: shows finished view models (the CLI prints them; a test records them).
public protocol ThreadListDisplayLogic: Sendable {
    /// Shows the list.
    func displayThreads(_ viewModel: ThreadList.Fetch.ViewModel)
}
