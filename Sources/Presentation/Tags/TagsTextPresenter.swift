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
            // The name padded to the column is the heading; one text a line (1,000 tags spent
            // 2.9 M instructions as two spans and three allocations a line; callgrind).
            let lead = tag.name.utf8.count + width - cells
            return StyledLine.led(by: .heading, bytes: lead, of: Self.counts(tag, after: tag.name, padding: width - cells + 2))
        }
        display.displayListTags(TextViewModel(lines: lines))
    }

    public func presentRenameTag(_ response: Tags.RenameTag.Response) {
        display.displayRenameTag(TextViewModel(lines: [.plain("Renamed tag '\(response.name)' to '\(response.newName)'.")]))
    }

    public func presentDeleteTag(_ response: Tags.DeleteTag.Response) {
        display.displayDeleteTag(TextViewModel(lines: [.plain("Deleted tag '\(response.name)'.")]))
    }

    /// `12 threads, 3 unread`, after `prefix` and `padding` spaces: written straight into the
    /// String's storage (a list of 1,000 tags spent 2 M instructions interpolating, then 2.2 M
    /// building the same text as an array of bytes; callgrind).
    static func counts(_ tag: TagSummary, after prefix: String = "", padding: Int = 0) -> String {
        var prefix = prefix
        let spaces = max(0, padding)
        return prefix.withUTF8 { lead in
            String(unsafeUninitializedCapacity: lead.count + spaces + 64) { out in
                var at = out.initialize(fromContentsOf: lead)
                out[at..<(at + spaces)].initialize(repeating: UInt8(ascii: " "))
                at += spaces
                at = write(tag.threads, into: out, at: at)
                at = write(tag.threads == 1 ? " thread, " : " threads, ", into: out, at: at)
                at = write(tag.unreadThreads, into: out, at: at)
                return write(" unread", into: out, at: at)
            }
        }
    }

    /// Writes the ASCII `text` at `at`, returning where it ends.
    private static func write(_ text: StaticString, into out: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return out[at...].initialize(fromContentsOf: bytes)
    }

    /// Writes `value` in decimal at `at` (a count: never negative), returning where it ends.
    private static func write(_ value: Int, into out: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        var digits = 1, rest = max(0, value)
        while rest >= 10 { digits += 1; rest /= 10 }
        rest = max(0, value)
        for index in stride(from: at + digits - 1, through: at, by: -1) {
            out[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return at + digits
    }
}
