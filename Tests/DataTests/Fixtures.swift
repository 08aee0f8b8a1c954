import Domain
import Foundation

/// Fixed instants and small drafts for the store tests (Clean Swift's Seeds).
enum Seeds {
    /// 2026-03-01T00:00:00Z.
    static let base = Date(timeIntervalSince1970: 1_772_323_200)

    /// `base` plus whole hours.
    static func at(hours: Double) -> Date { base.addingTimeInterval(hours * 3600) }

    static func message(_ author: String, _ body: String, hours: Double, read: Bool = true) -> MessageDraft {
        MessageDraft(author: author, body: body, sentAt: at(hours: hours), isRead: read)
    }

    static func thread(
        _ key: String, _ title: String, with participants: [String] = ["Aiko"], starred: Bool = false,
        archived: Bool = false, createdHours: Double = 0, messages: [MessageDraft] = []
    ) -> ThreadDraft {
        ThreadDraft(key: key, title: title, participants: participants, isStarred: starred, isArchived: archived,
                    createdAt: at(hours: createdHours), messages: messages)
    }

    /// A small inbox with every feature the filters look at. Ids follow this order: 1…7.
    static let inbox: [ThreadDraft] = [
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
}
