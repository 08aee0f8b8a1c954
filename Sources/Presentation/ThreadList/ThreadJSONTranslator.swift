import Domain

/// Threads as the JSON of docs/interchange.md, fields in its order.
public enum ThreadJSONTranslator {
    /// The list element for `summary`.
    public static func listItem(_ summary: ThreadSummary) -> JSONText {
        .object(header(summary) + [
            ("last_message", summary.lastMessage.map { message in
                .object([
                    ("author", .string(message.author)),
                    ("body", .string(message.body)),
                    ("sent_at", .string(Timestamp.format(message.sentAt))),
                ])
            } ?? .null),
        ])
    }

    /// One message of a thread as `show` lists it.
    public static func message(_ message: Message) -> JSONText {
        .object([
            ("id", .number(message.id.rawValue)),
            ("author", .string(message.author)),
            ("body", .string(message.body)),
            ("sent_at", .string(Timestamp.format(message.sentAt))),
            ("read", .bool(message.isRead)),
        ] + mailIDs(message))
    }

    /// `message_id` and `references`, each only when the message has it (mail's).
    public static func mailIDs(_ message: Message) -> [(String, JSONText)] {
        (message.messageID.map { [("message_id", JSONText.string($0))] } ?? [])
            + (message.references.isEmpty ? [] : [("references", .array(message.references.map(JSONText.string)))])
    }

    /// The fields every thread object has, `id` through `last_activity_at`.
    public static func header(_ summary: ThreadSummary) -> [(String, JSONText)] {
        let thread = summary.thread
        return [
            ("id", .number(thread.id.rawValue)),
            ("key", .string(thread.key)),
            ("title", .string(thread.title)),
            ("participants", .array(thread.participants.map(JSONText.string))),
            ("starred", .bool(thread.isStarred)),
            ("archived", .bool(thread.isArchived)),
            ("muted", .bool(thread.isMuted)),
            ("tags", .array(thread.tags.map(JSONText.string))),
        ] + (thread.assignee.map { [("assignee", JSONText.string($0))] } ?? []) + [
            ("unread_count", .number(Int64(summary.unreadCount))),
            ("message_count", .number(Int64(summary.messageCount))),
            ("created_at", .string(Timestamp.format(thread.createdAt))),
            ("last_activity_at", .string(Timestamp.format(summary.lastActivityAt))),
        ]
    }
}
