import Domain

/// JSON Lines out (one thread a line, every field); a sentence for an import.
public struct InterchangeJSONLinesPresenter: InterchangePresentationLogic {
    private let display: any InterchangeDisplayLogic

    public init(display: any InterchangeDisplayLogic) { self.display = display }

    public func presentImportInbox(_ response: Interchange.ImportInbox.Response) {
        let threads = response.count == 1 ? "1 thread" : "\(response.count) threads"
        display.displayImportInbox(Interchange.ImportInbox.ViewModel(lines: [.plain("Imported \(threads) from \(response.name).")]))
    }

    /// `--verbose`'s lines first, then the summary: the last line on stdout (docs/mail.md).
    public func presentImportMail(_ response: Interchange.ImportMail.Response) {
        let count = response.count
        let messages = count.added == 1 ? "1 message" : "\(count.added) messages"
        let threads = count.threads == 1 ? "1 thread" : "\(count.threads) threads"
        let skipped = response.verbose ? response.skipped.map { StyledLine.plain("skipped \($0.origin): \($0.reason)") } : []
        display.displayImportMail(Interchange.ImportMail.ViewModel(lines: skipped + [
            .plain("Imported \(messages) into \(threads) (\(count.alreadyHere) already here, \(response.skipped.count) not mail)")
        ]))
    }

    public func presentExportInbox(_ response: Interchange.ExportInbox.Response) {
        display.displayExportInbox(Interchange.ExportInbox.ViewModel(lines: [.plain(Self.line(response.thread))], id: response.thread.summary.thread.id))
    }

    /// The JSON Lines form of a thread, messages oldest first. `read`, `starred` and `muted` are
    /// the exporting person's; on an inbox of several people everyone's follow them (docs/team.md).
    public static func line(_ full: FullThread) -> String {
        let thread = full.summary.thread, marks = full.marks
        return JSONText.object([
            ("key", .string(thread.key)),
            ("title", .string(thread.title)),
            ("participants", .array(thread.participants.map(JSONText.string))),
            ("starred", .bool(thread.isStarred)),
            ("archived", .bool(thread.isArchived)),
            ("muted", .bool(thread.isMuted)),
        ] + (marks.map { [("starred_by", names($0.starredBy)), ("muted_by", names($0.mutedBy))] } ?? []) + [
            ("tags", .array(thread.tags.map(JSONText.string))),
        ] + (thread.assignee.map { [("assignee", JSONText.string($0))] } ?? []) + [
            ("created_at", .string(Timestamp.format(thread.createdAt))),
            ("messages", .array(full.messages.map { message in
                .object([
                    ("author", .string(message.author)),
                    ("body", .string(message.body)),
                    ("sent_at", .string(Timestamp.format(message.sentAt))),
                    ("read", .bool(message.isRead)),
                ] + (marks.map { [("read_by", names($0.readBy[message.id] ?? []))] } ?? []) + ThreadJSONTranslator.mailIDs(message))
            })),
        ]).serialized
    }

    private static func names(_ names: [String]) -> JSONText { .array(names.map(JSONText.string)) }
}
