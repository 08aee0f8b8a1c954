import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Every use case run for real on each store: the use case's rules plus the store's answers.
@Suite("Use cases on every store")
struct UseCasesOnEveryStoreTests {
    static let clock = Clock.fixed(Seeds.at(hours: 200))

    private func seeded(_ kind: StoreKind) async throws -> StoreThreadRepository {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return StoreThreadRepository(store: store)
    }

    @Test(arguments: StoreKind.allCases)
    func startPostShowAndChange(kind: StoreKind) async throws {
        let threads = try await seeded(kind)
        let id = try await StartThread(threads: threads, clock: Self.clock, makeKey: { "new-key" })(
            title: " Plan ", participants: ["Aiko"], body: "first", author: "me")
        try await PostMessage(threads: threads, clock: Self.clock)(to: id, author: "Aiko", body: "second\nline")
        let shown = try await ShowThread(threads: threads)(id)
        #expect(shown.summary.thread.title == "Plan" && shown.summary.thread.key == "new-key")
        #expect(shown.messages.map(\.body) == ["first", "second\nline"])
        #expect(shown.summary.lastActivityAt == Self.clock.now())
        _ = try await ChangeThreads(threads: threads)(.ids([id, ThreadID(2)]), applying: .star(true))
        let starred = try await ListThreads(threads: threads, clock: .fixed(Seeds.base))(ThreadQuery(filter: ThreadFilter(starredOnly: true)))
        // Recent first: the new thread (200h), then 2 (40h), 1 (30h), 3 (10h).
        #expect(starred.items.map(\.thread.id) == [id, ThreadID(2), ThreadID(1), ThreadID(3)])
        await #expect(throws: ThreadsError.unknownThread(ThreadID(404))) { _ = try await ChangeThreads(threads: threads)(.ids([ThreadID(404)]), applying: .readAll) }
        await #expect(throws: ThreadsError.unknownThread(ThreadID(404))) { _ = try await ShowThread(threads: threads)(ThreadID(404)) }
        // Opening reads every message of the thread and of no other; an unknown id writes nothing.
        _ = try await ChangeThreads(threads: threads)(.ids([id, ThreadID(1)]), applying: .unreadNewest)
        let opened = try await OpenThread(threads: threads)(id)
        #expect(opened.messages.allSatisfy(\.isRead) && opened.summary.unreadCount == 0)
        #expect(try await ShowThread(threads: threads)(ThreadID(1)).summary.unreadCount == 1, "another thread stays unread")
        await #expect(throws: ThreadsError.unknownThread(ThreadID(404))) { _ = try await OpenThread(threads: threads)(ThreadID(404)) }
        await #expect(throws: ThreadsError.unknownThread(ThreadID(404))) {
            try await PostMessage(threads: threads, clock: Self.clock)(to: ThreadID(404), author: "me", body: "x")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func seedImportExportStatsAndCheck(kind: StoreKind) async throws {
        let threads = StoreThreadRepository(store: try kind.make())
        #expect(try await SeedSampleInbox(threads: threads, clock: Self.clock)() == (15, 15))
        #expect(try await SeedSyntheticInbox(threads: threads)(threads: 20, messages: 70, seed: 5) == 20)
        let stats = try await CountInbox(threads: threads)()
        #expect(stats.threads == 35)
        #expect(try await CheckDatabase(threads: threads)().isHealthy)
        let exported = Exported()
        try await ExportInbox(threads: threads, clock: .fixed(Seeds.base))(ThreadFilter(archive: .all)) { exported.add($0) }
        #expect(exported.count == 35)
        let source = SyntheticInbox(threads: 20, messages: 70, seed: 5)
        #expect(try await ImportInbox(threads: threads)(from: source) == 20, "the same seed replaces, adds nothing")
        #expect(try await CountInbox(threads: threads)().threads == 35)
    }

    @Test(arguments: StoreKind.allCases)
    func savedFilterUseCases(kind: StoreKind) async throws {
        let filters = StoreFilterRepository(store: try kind.make())
        let urgent = SavedFilter(name: "urgent", filter: ThreadFilter(starredOnly: true, unreadOnly: true), sort: .unread)
        #expect(try await SaveFilter(filters: filters)(urgent) == false)
        #expect(try await ShowFilter(filters: filters)(named: "urgent") == urgent)
        #expect(try await ListFilters(filters: filters)() == [urgent])
        try await DeleteFilter(filters: filters)(named: "urgent")
        #expect(try await ListFilters(filters: filters)().isEmpty)
    }
}

/// Counts exported threads.
final class Exported: @unchecked Sendable {
    // Guarded by `lock`.
    private var items: [FullThread] = []
    private let lock = NSLock()
    func add(_ detail: FullThread) { lock.withLock { items.append(detail) } }
    var count: Int { lock.withLock { items.count } }
    var details: [FullThread] { lock.withLock { items } }
}
