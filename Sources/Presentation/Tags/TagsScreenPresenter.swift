import Domain

/// Tags for a full-screen view and a shell's completion: one line a tag, its name alone (a name
/// has no spaces, so the line is the word to type); other outcomes as status-line words.
public struct TagsScreenPresenter: TagsPresentationLogic {
    private let display: any TagsDisplayLogic

    public init(display: any TagsDisplayLogic) { self.display = display }

    public func presentListTags(_ response: Tags.ListTags.Response) {
        display.displayListTags(TextViewModel(lines: response.tags.map { .plain($0.name) }))
    }

    public func presentRenameTag(_ response: Tags.RenameTag.Response) {
        display.displayRenameTag(TextViewModel(lines: [.plain("Renamed tag \(response.name) to \(response.newName)")]))
    }

    public func presentDeleteTag(_ response: Tags.DeleteTag.Response) {
        display.displayDeleteTag(TextViewModel(lines: [.plain("Deleted tag \(response.name)")]))
    }
}
