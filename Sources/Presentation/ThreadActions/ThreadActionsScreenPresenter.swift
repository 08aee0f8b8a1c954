import Domain

/// The outcome of an action in a full-screen view: a few words for its status line, naming the
/// thread as the screen shows it (`Starred #2`).
public struct ThreadActionsScreenPresenter: ThreadActionsPresentationLogic {
    private let display: any ThreadActionsDisplayLogic

    public init(display: any ThreadActionsDisplayLogic) { self.display = display }

    public func presentStartThread(_ response: ThreadActions.StartThread.Response) {
        display.displayStartThread(ThreadActions.StartThread.ViewModel(lines: [.plain("Started #\(response.id)")], id: response.id))
    }

    public func presentPostMessage(_ response: ThreadActions.PostMessage.Response) {
        let line = response.crossing.map { "Not posted: \($0)" } ?? "Posted to #\(response.id)"
        display.displayPostMessage(ThreadActions.PostMessage.ViewModel(lines: [.plain(line)]))
    }

    public func presentChangeThreads(_ response: ThreadActions.ChangeThreads.Response) {
        let verb = ThreadActionsTextPresenter.verb(response.change)
        let ids = response.ids.map { "#\($0)" }.joined(separator: ", ")
        display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: [.plain("\(verb) \(ids)")]))
    }
}
