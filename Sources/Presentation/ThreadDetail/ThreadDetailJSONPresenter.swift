import Domain

/// One thread as the JSON object of interchange.md: the list's fields without `last_message`,
/// plus `messages`, oldest first.
public struct ThreadDetailJSONPresenter: ThreadDetailPresentationLogic {
    private let display: any ThreadDetailDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any ThreadDetailDisplayLogic) { self.display = display }

    public func presentThread(_ response: ThreadDetailScene.Show.Response) {
        let messages = response.detail.messages.map { message in
            JSONText.object([
                ("id", .number(message.id.rawValue)),
                ("author", .string(message.author)),
                ("body", .string(message.body)),
                ("sent_at", .string(Timestamp.format(message.sentAt))),
                ("read", .bool(message.isRead)),
            ])
        }
        let object = JSONText.object(ThreadJSONTranslator.header(response.detail.summary) + [("messages", .array(messages))])
        display.displayThread(ThreadDetailScene.Show.ViewModel(lines: [.plain(object.serialized)]))
    }
}
