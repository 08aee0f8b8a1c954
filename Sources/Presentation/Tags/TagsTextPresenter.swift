import Domain

/// Tags for people: the list as aligned lines (`work  12 threads, 3 unread`), a sentence for a
/// rename or a delete.
public struct TagsTextPresenter: TagsPresentationLogic {
    private let display: any TagsDisplayLogic

    public init(display: any TagsDisplayLogic) { self.display = display }

    public func presentListTags(_ response: Tags.ListTags.Response) {
        guard !response.tags.isEmpty else {
            return display.displayListTags(TextViewModel(lines: [.plain("No tags. Add one with 'threads tag ID +NAME'.")]))
        }
        let width = response.tags.map { DisplayWidth.of($0.name) }.max() ?? 0
        let lines = response.tags.map { tag in
            StyledLine([StyledSpan(DisplayWidth.pad(tag.name, to: width), .heading), StyledSpan("  " + Self.counts(tag))])
        }
        display.displayListTags(TextViewModel(lines: lines))
    }

    public func presentRenameTag(_ response: Tags.RenameTag.Response) {
        display.displayRenameTag(TextViewModel(lines: [.plain("Renamed tag '\(response.name)' to '\(response.newName)'.")]))
    }

    public func presentDeleteTag(_ response: Tags.DeleteTag.Response) {
        display.displayDeleteTag(TextViewModel(lines: [.plain("Deleted tag '\(response.name)'.")]))
    }

    /// `12 threads, 3 unread`.
    static func counts(_ tag: TagSummary) -> String {
        "\(tag.threads) \(tag.threads == 1 ? "thread" : "threads"), \(tag.unreadThreads) unread"
    }
}
