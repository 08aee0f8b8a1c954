import Domain

/// Turns a store's rows into domain values. Pure; tested directly.
public enum ThreadRowsTranslator {
    /// The page the rows describe.
    static func page(_ rows: ThreadRows) -> ThreadPage {
        ThreadPage(
            items: rows.threads.map {
                summary($0, participants: rows.participants[$0.id] ?? [], lastMessage: rows.lastMessages[$0.id], tags: rows.tags[$0.id] ?? [])
            },
            matchingCount: rows.matchingCount,
            scopeCount: rows.scopeCount,
            matchingCountIsLowerBound: rows.matchingCountIsLowerBound
        )
    }

    /// One thread's summary.
    public static func summary(_ record: ThreadRecord, participants: [String], lastMessage: MessageRecord?, tags: [String] = []) -> ThreadSummary {
        ThreadSummary(
            thread: MessageThread(
                id: ThreadID(record.id), key: record.key, title: record.title, participants: participants,
                isStarred: record.starred, isArchived: record.archived, isMuted: record.muted, createdAt: Millis.date(record.createdAt),
                tags: tags.sortedAsTags(), assignee: record.assignee
            ),
            unreadCount: record.unreadCount,
            messageCount: record.messageCount,
            lastActivityAt: Millis.date(record.lastActivityAt),
            lastMessage: lastMessage.map(message)
        )
    }

    /// One thread, whole; its newest message is the last by time, then by id.
    static func fullThread(_ rows: FullThreadRows) -> FullThread {
        let newest = rows.messages.max { ($0.sentAt, $0.id) < ($1.sentAt, $1.id) }
        return FullThread(summary: summary(rows.thread, participants: rows.participants, lastMessage: newest, tags: rows.tags),
                            messages: rows.messages.map(message), marks: rows.marks)
    }

    /// One message.
    static func message(_ record: MessageRecord) -> Message {
        Message(
            id: MessageID(rawValue: record.id), author: record.author, body: record.body, sentAt: Millis.date(record.sentAt), isRead: record.read,
            messageID: record.messageID, references: record.references)
    }
}
