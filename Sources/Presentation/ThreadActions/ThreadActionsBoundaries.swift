/// The thread actions' output boundary.
public protocol ThreadActionsPresentationLogic: Sendable {
    func presentStartThread(_ response: ThreadActions.StartThread.Response)
    func presentPostMessage(_ response: ThreadActions.PostMessage.Response)
    func presentChangeThreads(_ response: ThreadActions.ChangeThreads.Response)
}

/// The thread actions' view.
public protocol ThreadActionsDisplayLogic: Sendable {
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel)
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel)
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel)
}
