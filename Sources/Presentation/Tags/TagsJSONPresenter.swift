import Domain

/// Tags for scripts and the service: the list one array of `{"name","threads","unread_threads"}`.
public struct TagsJSONPresenter: TagsPresentationLogic {
    private let display: any TagsDisplayLogic

    public init(display: any TagsDisplayLogic) { self.display = display }

    public func presentListTags(_ response: Tags.ListTags.Response) {
        display.displayListTags(Self.viewModel(.array(response.tags.map(Self.object))))
    }

    public func presentRenameTag(_ response: Tags.RenameTag.Response) {
        display.displayRenameTag(Self.viewModel(.object([("name", .string(response.name)), ("renamed_to", .string(response.newName))])))
    }

    public func presentDeleteTag(_ response: Tags.DeleteTag.Response) {
        display.displayDeleteTag(Self.viewModel(.object([("name", .string(response.name)), ("deleted", .bool(true))])))
    }

    /// One tag as `threads tags --format json` and `GET /v1/tags` give it.
    static func object(_ tag: TagSummary) -> JSONText {
        .object([("name", .string(tag.name)), ("threads", .number(Int64(tag.threads))), ("unread_threads", .number(Int64(tag.unreadThreads)))])
    }

    private static func viewModel(_ value: JSONText) -> TextViewModel {
        TextViewModel(lines: [.plain(value.serialized)])
    }
}
