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
        let widths = response.tags.map { DisplayWidth.of($0.name) }
        let width = widths.max() ?? 0
        let lines = zip(response.tags, widths).map { tag, cells in
            StyledLine([StyledSpan(tag.name + String(repeating: " ", count: width - cells), .heading), StyledSpan(Self.counts(tag, after: "  "))])
        }
        display.displayListTags(TextViewModel(lines: lines))
    }

    public func presentRenameTag(_ response: Tags.RenameTag.Response) {
        display.displayRenameTag(TextViewModel(lines: [.plain("Renamed tag '\(response.name)' to '\(response.newName)'.")]))
    }

    public func presentDeleteTag(_ response: Tags.DeleteTag.Response) {
        display.displayDeleteTag(TextViewModel(lines: [.plain("Deleted tag '\(response.name)'.")]))
    }

    /// `12 threads, 3 unread`, after `prefix`: its bytes made into a String once (a list of 1,000
    /// tags spent 2 M instructions interpolating, then 2.2 M appending to a String; callgrind).
    static func counts(_ tag: TagSummary, after prefix: String = "") -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(prefix.utf8.count + 40)
        bytes += prefix.utf8
        bytes += String(tag.threads).utf8
        bytes += tag.threads == 1 ? Self.thread : Self.threads
        bytes += String(tag.unreadThreads).utf8
        bytes += Self.unread
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let thread = Array(" thread, ".utf8), threads = Array(" threads, ".utf8), unread = Array(" unread".utf8)
}
