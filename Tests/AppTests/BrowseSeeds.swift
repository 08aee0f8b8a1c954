@testable import App
import Domain
import Foundation
import Presentation

/// Fixed values for the browser's tests: a clock, threads, and their view models as the real
/// screen presenters lay them out.
enum BrowseSeeds {
    /// 2026-03-03T12:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_772_539_200)
    static let clock = Clock.fixed(now)

    static func summary(
        id: Int64, title: String, with participants: [String] = ["Aiko"], starred: Bool = false, unread: Int = 0,
        messages: Int = 1, minutesAgo: Double = 60, archived: Bool = false, muted: Bool = false
    ) -> ThreadSummary {
        let lastActivity = now.addingTimeInterval(-minutesAgo * 60)
        return ThreadSummary(
            thread: MessageThread(id: ThreadID(id), key: "key-\(id)", title: title, participants: participants, isStarred: starred,
                                  isArchived: archived, isMuted: muted, createdAt: lastActivity.addingTimeInterval(-3600)),
            unreadCount: unread, messageCount: messages, lastActivityAt: lastActivity, lastMessage: nil)
    }

    static let logo = summary(id: 12, title: "ロゴデザインの件", with: ["Aiko", "Ben"], starred: true, unread: 1, messages: 3, minutesAgo: 180)
    static let invoice = summary(id: 7, title: "Invoice #2041 for the March sprint", with: ["Dana Whitfield"], unread: 2, minutesAgo: 20)
    static let quiet = summary(id: 3, title: "Notes", with: ["Sam"], messages: 0, minutesAgo: 60 * 24 * 9)

    /// Threads `ids`, in the order given, titled by id (`Thread 20`).
    static func threads(_ ids: [Int64]) -> [ThreadSummary] {
        ids.map { summary(id: $0, title: "Thread \($0)", minutesAgo: Double(100 - $0)) }
    }

    /// A page of the list as `ThreadListScreenPresenter` shows it, `width` cells wide.
    static func list(_ items: [ThreadSummary], width: Int = 80, filter: ThreadFilter = .inbox, matching: Int? = nil,
                     scope: Int? = nil, offset: Int = 0) -> ThreadList.ListThreads.ViewModel {
        let display = ListDisplay()
        let response = ThreadList.ListThreads.Response(
            filter: ThreadList.Filter.Response(filter: filter, sort: .recent), page: PageRequest(limit: items.count, offset: offset),
            result: ThreadPage(items: items, matchingCount: matching, scopeCount: scope ?? matching))
        ThreadListScreenPresenter(width: width, clock: clock, display: display).presentListThreads(response)
        return display.last
    }

    /// A count of the list as `ThreadListScreenPresenter` shows it: the header with the number.
    static func count(_ threads: Int, filter: ThreadFilter = .inbox, scope: Int? = nil) -> ThreadList.CountThreads.ViewModel {
        let display = ListDisplay()
        ThreadListScreenPresenter(width: 80, clock: clock, display: display, scope: scope)
            .presentCountThreads(ThreadList.CountThreads.Response(filter: filter, count: ThreadCount(threads: threads, unreadMessages: 0)))
        return display.lastCount
    }

    /// A thread as `ThreadDetailTextPresenter` shows it, `width` cells wide: `bodies` are its
    /// messages, oldest first, each by Aiko an hour apart.
    static func thread(_ summary: ThreadSummary, bodies: [String], width: Int = 80) -> ThreadDetail.ShowThread.ViewModel {
        let messages = bodies.enumerated().map { index, body in
            Message(id: MessageID(rawValue: Int64(index + 1)), author: "Aiko", body: body,
                    sentAt: summary.lastActivityAt.addingTimeInterval(Double(index + 1 - bodies.count) * 3600), isRead: true)
        }
        let display = ThreadDisplay()
        ThreadDetailTextPresenter(width: width, clock: clock, display: display)
            .presentShowThread(ThreadDetail.ShowThread.Response(thread: FullThread(summary: summary, messages: messages)))
        return display.last
    }

    /// Keeps the last list shown, and the last count.
    final class ListDisplay: ThreadListDisplayLogic, @unchecked Sendable {
        // Guarded by `lock`.
        private var shown = ThreadList.ListThreads.ViewModel(lines: [])
        private var counted = ThreadList.CountThreads.ViewModel(lines: [])
        private let lock = NSLock()
        func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { keep(viewModel) }
        func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { keep(viewModel) }
        private func keep(_ viewModel: ThreadList.ListThreads.ViewModel) { lock.withLock { shown = viewModel } }
        private func keep(_ viewModel: ThreadList.CountThreads.ViewModel) { lock.withLock { counted = viewModel } }
        /// Any other action's lines: these tests have no use for them.
        private func keep(_ viewModel: some PrintableViewModel) {}
        var last: ThreadList.ListThreads.ViewModel { lock.withLock { shown } }
        var lastCount: ThreadList.CountThreads.ViewModel { lock.withLock { counted } }
    }

    /// Keeps the last thread shown.
    final class ThreadDisplay: ThreadDetailDisplayLogic, @unchecked Sendable {
        private var shown = ThreadDetail.ShowThread.ViewModel(lines: [])  // guarded by `lock`
        private let lock = NSLock()
        func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel) { keep(viewModel) }
        func displayVisitThread(_ viewModel: ThreadDetail.VisitThread.ViewModel) { keep(viewModel) }
        private func keep(_ viewModel: ThreadDetail.ShowThread.ViewModel) { lock.withLock { shown = viewModel } }
        /// Another action's view model: not the thread, so not kept.
        private func keep(_ viewModel: some PrintableViewModel) {}
        var last: ThreadDetail.ShowThread.ViewModel { lock.withLock { shown } }
    }
}
