import Domain

/// The scene's output boundary: one conformer per format (`ThreadList.Format`), and choosing one
/// is choosing the format.
public protocol ThreadListPresentationLogic: Sendable {
    func presentListThreads(_ response: ThreadList.ListThreads.Response)
    func presentCountThreads(_ response: ThreadList.CountThreads.Response)
    /// The costly parts of a page this presenter shows: the "12 of 340 threads" counts, each
    /// thread's newest message. The interactor asks the store for these alone.
    var extras: ThreadQuery.Extras { get }
}

/// The scene's view: the CLI prints finished view models; a test records them.
public protocol ThreadListDisplayLogic: Sendable {
    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel)
    func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel)
}
