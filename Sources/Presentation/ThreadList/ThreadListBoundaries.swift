import Domain

/// The scene's output boundary: the interactor hands its Responses to one of these.
/// Table, TSV and JSON are separate conformers; choosing one is choosing the format.
public protocol ThreadListPresentationLogic: Sendable {
    /// Turns a page of threads into a view model and passes it to the view.
    func presentThreads(_ response: ThreadList.Fetch.Response)
    /// The costly parts of a page the view model shows: the "12 of 340 threads" counts, each
    /// thread's newest message. The interactor asks the store for these alone.
    var extras: ThreadQuery.Extras { get }
}

extension ThreadListPresentationLogic {
    /// Everything is fetched unless a presenter says what it shows.
    public var extras: ThreadQuery.Extras { .all }
}

/// The scene's view: shows finished view models (the CLI prints them; a test records them).
public protocol ThreadListDisplayLogic: Sendable {
    /// Shows the list.
    func displayThreads(_ viewModel: ThreadList.Fetch.ViewModel)
}
