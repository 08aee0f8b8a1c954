import Domain

/// One thread as the JSON object of docs/interchange.md: the list's fields without `last_message`,
/// plus `messages`, oldest first.
public struct ThreadDetailJSONPresenter: ThreadDetailPresentationLogic {
    private let display: any ThreadDetailDisplayLogic

    public init(display: any ThreadDetailDisplayLogic) { self.display = display }

    public func presentShowThread(_ response: ThreadDetail.ShowThread.Response) {
        let messages = response.thread.messages.map(ThreadJSONTranslator.message)
        let object = JSONText.object(ThreadJSONTranslator.header(response.thread.summary) + [("messages", .array(messages))])
        display.displayShowThread(ThreadDetail.ShowThread.ViewModel(lines: [.plain(object.serialized)]))
    }

    /// `[{"name":"Ben","replying":true}]`.
    public func presentVisitThread(_ response: ThreadDetail.VisitThread.Response) {
        let visitors = JSONText.array(response.visitors.map { .object([("name", .string($0.person.name)), ("replying", .bool($0.isReplying))]) })
        display.displayVisitThread(ThreadDetail.VisitThread.ViewModel(lines: [.plain(visitors.serialized)]))
    }
}
