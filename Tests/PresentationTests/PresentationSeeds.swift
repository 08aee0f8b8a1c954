import Domain
import Foundation
@testable import Presentation

/// Fixed values for the presenter tests (Clean Swift's Seeds): a clock and a few summaries.
enum PresentationSeeds {
    /// 2026-03-03T12:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_772_539_200)
    static let clock = Clock.fixed(now)

    static func summary(
        id: Int64, title: String, with participants: [String], starred: Bool = false, unread: Int = 0,
        messages: Int = 1, minutesAgo: Double, last: (author: String, body: String)? = nil
    ) -> ThreadSummary {
        let lastActivity = now.addingTimeInterval(-minutesAgo * 60)
        return ThreadSummary(
            thread: MessageThread(id: ThreadID(id), key: "key-\(id)", title: title, participants: participants,
                                  isStarred: starred, createdAt: lastActivity.addingTimeInterval(-3600)),
            unreadCount: unread, messageCount: messages, lastActivityAt: lastActivity,
            lastMessage: last.map { Message(id: MessageID(rawValue: id * 10), author: $0.author, body: $0.body, sentAt: lastActivity, isRead: unread == 0) })
    }

    static let logo = summary(id: 12, title: "ロゴデザインの件", with: ["Aiko", "Ben"], starred: true, unread: 1, messages: 3,
                              minutesAgo: 180, last: ("Ben", "修正版を送ります"))
    static let invoice = summary(id: 7, title: "Invoice #2041 for the March sprint", with: ["Dana Whitfield"], unread: 2,
                                 minutesAgo: 20, last: ("Dana Whitfield", "Due \"Friday\""))
    static let quiet = summary(id: 3, title: "Notes", with: ["Sam"], messages: 0, minutesAgo: 60 * 24 * 9)

    static func response(_ items: [ThreadSummary], filter: ThreadFilter = .inbox, matching: Int? = nil, scope: Int = 14,
                         page: PageRequest = .default) -> ThreadList.ListThreads.Response {
        ThreadList.ListThreads.Response(
            filter: ThreadList.Filter.Response(filter: filter, sort: .recent), page: page,
            result: ThreadPage(items: items, matchingCount: matching ?? items.count, scopeCount: scope))
    }
}
