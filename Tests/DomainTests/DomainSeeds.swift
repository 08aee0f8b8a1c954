import Domain
import Foundation

/// Fixed values for the domain tests.
enum DomainSeeds {
    /// 2026-03-01T00:00:00Z.
    static let base = Date(timeIntervalSince1970: 1_772_323_200)
    static let clock = Clock.fixed(base.addingTimeInterval(7 * 86_400 + 123.456))

    static func at(hours: Double) -> Date { base.addingTimeInterval(hours * 3600) }

    static func summary(id: Int64, title: String = "t", unread: Int = 0, hours: Double = 0) -> ThreadSummary {
        ThreadSummary(thread: MessageThread(id: ThreadID(id), key: "k\(id)", title: title, participants: ["A"], createdAt: base),
                      unreadCount: unread, messageCount: unread, lastActivityAt: at(hours: hours), lastMessage: nil)
    }
}

/// A thread repository that records calls as data and answers with an empty page.
final class ThreadRepositoryRecorder: ThreadRepository, @unchecked Sendable {
    enum Call: Equatable { case page(ThreadQuery), add(Int), detail(ThreadID), create(ThreadDraft), append(MessageDraft, ThreadID), apply(ThreadChange, [ThreadID]) }
    // Guarded by `lock`.
    private var log: [Call] = []
    private let lock = NSLock()

    func page(_ query: ThreadQuery) async throws -> ThreadPage {
        lock.withLock { log.append(.page(query)) }
        return ThreadPage(items: [], matchingCount: 0, scopeCount: 0)
    }

    func addIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int {
        lock.withLock { log.append(.add(drafts.count)) }
        return drafts.count
    }

    /// Ids `apply` and `append` treat as unknown.
    var unknown: Set<ThreadID> = []

    func detail(_ id: ThreadID) async throws -> ThreadDetail? {
        lock.withLock { log.append(.detail(id)) }
        return nil
    }

    func create(_ draft: ThreadDraft) async throws -> ThreadID {
        lock.withLock { log.append(.create(draft)) }
        return ThreadID(99)
    }

    func append(_ message: MessageDraft, to id: ThreadID) async throws -> Bool {
        lock.withLock { log.append(.append(message, id)) }
        return !unknown.contains(id)
    }

    func apply(_ change: ThreadChange, to ids: [ThreadID]) async throws -> [ThreadID] {
        lock.withLock { log.append(.apply(change, ids)) }
        return ids.filter { unknown.contains($0) }
    }

    /// What `health` reports.
    var healthReport = StoreHealth(problems: [], schemaVersion: 1, expectedSchemaVersion: 1)

    func importThreads(from source: any DraftSource) async throws -> Int {
        var count = 0
        while try source.next() != nil { count += 1 }
        return count
    }

    func forEachThread(_ filter: ThreadFilter, _ body: @escaping @Sendable (ThreadDetail) throws -> Void) async throws {}

    func statistics() async throws -> InboxStatistics {
        InboxStatistics(threads: 0, messages: 0, starred: 0, unreadThreads: 0, unreadMessages: 0, archived: 0, sizeBytes: nil)
    }

    func health() async throws -> StoreHealth { healthReport }

    var calls: [Call] { lock.withLock { log } }
}
