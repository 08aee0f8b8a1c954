import Domain

/// One JSON object for each outcome, for scripts and the service: `{"id":N}` for a new thread,
/// the message as `show` lists it for a post, `{"ids":[…],"count":N}` for a change.
public struct ThreadActionsJSONPresenter: ThreadActionsPresentationLogic {
    private let display: any ThreadActionsDisplayLogic

    public init(display: any ThreadActionsDisplayLogic) { self.display = display }

    public func presentStartThread(_ response: ThreadActions.StartThread.Response) {
        let object = JSONText.object([("id", .number(response.id.rawValue))])
        display.displayStartThread(ThreadActions.StartThread.ViewModel(lines: [.plain(object.serialized)], id: response.id))
    }

    /// The message as stored; a post that would cross another's reply is `{"crossed_by":…}`,
    /// their message, nothing posted.
    public func presentPostMessage(_ response: ThreadActions.PostMessage.Response) {
        let object = switch response.outcome {
        case .posted(let message): ThreadJSONTranslator.message(message)
        case .crossed(let reply): JSONText.object([("crossed_by", ThreadJSONTranslator.message(reply))])
        }
        display.displayPostMessage(ThreadActions.PostMessage.ViewModel(lines: [.plain(object.serialized)]))
    }

    /// Repeated ids count once, as the text's confirmation counts them; a dry run has the same shape;
    /// a question is the text's.
    public func presentChangeThreads(_ response: ThreadActions.ChangeThreads.Response) {
        // Nothing for scripts until the person at the terminal has answered.
        if response.awaitsConfirmation {
            return display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: [], question: ThreadActionsTextPresenter.question(response)))
        }
        var seen = Set<ThreadID>()
        let ids = response.ids.filter { seen.insert($0).inserted }
        let object = JSONText.object([("ids", .array(ids.map { .number($0.rawValue) })), ("count", .number(Int64(ids.count)))])
        display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: [.plain(object.serialized)]))
    }
}
