import Domain
import Foundation

/// Fixed instants and drafts for every test target (Clean Swift's Seeds).
public enum Seeds {
    /// 2026-03-01T00:00:00Z.
    public static let base = Date(timeIntervalSince1970: 1_772_323_200)

    /// `base` plus whole hours.
    public static func at(hours: Double) -> Date { base.addingTimeInterval(hours * 3600) }

    public static func message(_ author: String, _ body: String, hours: Double, read: Bool = true) -> MessageDraft {
        MessageDraft(author: author, body: body, sentAt: at(hours: hours), isRead: read)
    }

    public static func thread(
        _ key: String, _ title: String, with participants: [String] = ["Aiko"], starred: Bool = false,
        archived: Bool = false, createdHours: Double = 0, messages: [MessageDraft] = []
    ) -> ThreadDraft {
        ThreadDraft(key: key, title: title, participants: participants, isStarred: starred, isArchived: archived,
                    createdAt: at(hours: createdHours), messages: messages)
    }

    /// The store tests' inbox: every feature the filters look at. Ids follow this order: 1…7.
    public static let inbox: [ThreadDraft] = [
        thread("logo", "ロゴデザインの件", with: ["Aiko", "Ben"], starred: true, createdHours: 1, messages: [
            message("Aiko", "初稿です", hours: 2), message("Ben", "修正版を送ります", hours: 30, read: false),
        ]),
        thread("invoice", "Invoice #2041", with: ["Dana"], createdHours: 3, messages: [
            message("Dana", "Payment is 50% upfront_now", hours: 4, read: false),
            message("Dana", "Reminder: \"net 30\" *please*", hours: 40, read: false),
        ]),
        thread("lunch", "lunch on thursday?", with: ["sam"], starred: true, createdHours: 10, messages: [
            message("Sam", "Ramen NEAR( the station", hours: 10),
        ]),
        thread("empty", "Ideas (no messages yet)", with: ["Sam", "Aiko"], createdHours: 35),
        thread("old", "Brochure print run", with: ["Print Shop"], archived: true, createdHours: 0, messages: [
            message("Print Shop", "Shipped", hours: 5, read: false),
        ]),
        thread("meeting", "来週の打ち合わせ日程", with: ["佐藤", "AIKO"], createdHours: 20, messages: [
            message("佐藤", "水曜日はいかがですか", hours: 30, read: false),
        ]),
        thread("backdated", "Backdated import", with: ["Ben"], createdHours: 50, messages: [
            message("Ben", "sent before the thread was created", hours: 6),
        ]),
    ]

    /// A week and a bit after `base`, with a fraction of a second, for tests that need "now".
    public static let clock = Clock.fixed(base.addingTimeInterval(7 * 86_400 + 123.456))

    /// A summary for use-case and sort tests: `hours` after `base`, `unread` unread of as many messages.
    public static func summary(id: Int64, title: String = "t", unread: Int = 0, hours: Double = 0) -> ThreadSummary {
        ThreadSummary(thread: MessageThread(id: ThreadID(id), key: "k\(id)", title: title, participants: ["A"], createdAt: base),
                      unreadCount: unread, messageCount: unread, lastActivityAt: at(hours: hours), lastMessage: nil)
    }

    /// The CLI tests' inbox, with `expectedIDs` its independent reference. Ids are 1… in this order.
    public static let cliInbox: [ThreadDraft] = [
        ThreadDraft(key: "logo", title: "ロゴデザインの件", participants: ["Aiko", "Ben"], isStarred: true, createdAt: at(hours: 1),
                    messages: [message("Aiko", "初稿です", hours: 2), message("Ben", "修正版を送ります", hours: 30, read: false)]),
        ThreadDraft(key: "invoice", title: "Invoice #2041", participants: ["Dana"], createdAt: at(hours: 3),
                    messages: [message("Dana", "Payment is 50% upfront", hours: 4, read: false), message("Dana", "Reminder", hours: 40, read: false)]),
        ThreadDraft(key: "lunch", title: "lunch on thursday?", participants: ["sam"], isStarred: true, createdAt: at(hours: 10),
                    messages: [message("Sam", "Ramen near the station", hours: 10)]),
        ThreadDraft(key: "empty", title: "Ideas (no messages yet)", participants: ["Sam", "Aiko"], createdAt: at(hours: 35)),
        ThreadDraft(key: "old", title: "Brochure print run", participants: ["Print Shop"], isArchived: true, createdAt: at(hours: 0),
                    messages: [message("Print Shop", "Shipped the logo files", hours: 5, read: false)]),
        ThreadDraft(key: "meeting", title: "来週の打ち合わせ日程", participants: ["佐藤", "AIKO"], isStarred: true, createdAt: at(hours: 20),
                    messages: [message("佐藤", "水曜日はいかがですか", hours: 30, read: false)]),
        ThreadDraft(key: "tabs", title: "Tabs\tin a\ntitle", participants: ["Ben"], createdAt: at(hours: 50),
                    messages: [message("Ben", "logo attached", hours: 6)]),
    ]

    /// The ids `list` must print for these options, worked out from the drafts directly.
    public static func expectedIDs(starred: Bool, unread: Bool, with name: String?, since: Date?, until: Date?,
                            search: String?, archive: ArchiveScope, sort: ThreadSort) -> [Int64] {
        struct Row { let id: Int64; let draft: ThreadDraft; let unread: Int; let last: Date }
        let rows = cliInbox.enumerated().map { index, draft in
            Row(id: Int64(index + 1), draft: draft, unread: draft.messages.filter { !$0.isRead }.count,
                last: draft.messages.map(\.sentAt).max() ?? draft.createdAt)
        }
        let kept = rows.filter { row in
            switch archive {
            case .active: if row.draft.isArchived { return false }
            case .archived: if !row.draft.isArchived { return false }
            case .all: break
            }
            if starred && !row.draft.isStarred { return false }
            if unread && row.unread == 0 { return false }
            if let name, !row.draft.participants.contains(where: { $0.lowercased() == name.lowercased() }) { return false }
            if let since, row.last < since { return false }
            if let until, row.last >= until { return false }
            if let search {
                let needle = search.lowercased()
                let texts = [row.draft.title] + row.draft.messages.map(\.body)
                if !texts.contains(where: { $0.lowercased().contains(needle) }) { return false }
            }
            return true
        }
        return kept.sorted { a, b in
            switch sort {
            case .recent where a.last != b.last: return a.last > b.last
            case .oldest where a.last != b.last: return a.last < b.last
            case .unread where a.unread != b.unread: return a.unread > b.unread
            case .title where a.draft.title.lowercased() != b.draft.title.lowercased():
                return Array(a.draft.title.lowercased().unicodeScalars.map(\.value)).lexicographicallyPrecedes(b.draft.title.lowercased().unicodeScalars.map(\.value))
            default: return a.id > b.id
            }
        }.map(\.id)
    }
}
