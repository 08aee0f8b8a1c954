import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Counters, last activity and last message, identical on every store.
@Suite("DataStore contract: counters")
struct ContractCountersTests {
    private func page(_ kind: StoreKind, _ query: ThreadQuery = ThreadQuery(filter: ThreadFilter(archive: .all), page: PageRequest(limit: 0))) async throws -> ThreadPage {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return try await StoreThreadRepository(store: store).listThreads(query)
    }

    @Test(arguments: StoreKind.allCases)
    func anEmptyStoreHasNoThreads(kind: StoreKind) async throws {
        let result = try await StoreThreadRepository(store: try kind.make()).listThreads(ThreadQuery())
        #expect(result == ThreadPage(items: [], matchingCount: 0, scopeCount: 0))
    }

    @Test(arguments: StoreKind.allCases)
    func countsComeFromTheMessages(kind: StoreKind) async throws {
        let items = try await page(kind).items
        let byKey = Dictionary(uniqueKeysWithValues: items.map { ($0.thread.key, $0) })
        #expect(byKey["logo"]?.messageCount == 2)
        #expect(byKey["logo"]?.unreadCount == 1)
        #expect(byKey["invoice"]?.unreadCount == 2)
        #expect(byKey["empty"]?.messageCount == 0)
        #expect(byKey["empty"]?.unreadCount == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func lastActivityIsTheNewestMessageElseCreation(kind: StoreKind) async throws {
        let byKey = Dictionary(uniqueKeysWithValues: try await page(kind).items.map { ($0.thread.key, $0) })
        #expect(byKey["logo"]?.lastActivityAt == Seeds.at(hours: 30))
        #expect(byKey["empty"]?.lastActivityAt == Seeds.at(hours: 35))
        // A message older than the thread still decides: last activity is the newest message's time, not the latest of all times.
        #expect(byKey["backdated"]?.lastActivityAt == Seeds.at(hours: 6))
    }

    @Test(arguments: StoreKind.allCases)
    func lastMessageIsTheNewestAndTheLastAddedAmongEqualTimes(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent([
            Seeds.thread("tie", "Tie", messages: [
                Seeds.message("A", "first", hours: 5), Seeds.message("B", "second", hours: 5), Seeds.message("C", "older", hours: 1),
            ]),
        ])
        let item = try #require(try await StoreThreadRepository(store: store).listThreads(ThreadQuery()).items.first)
        #expect(item.lastMessage?.body == "second")
        #expect(item.lastMessage?.author == "B")
        #expect(item.thread.participants == ["Aiko"])
    }

    @Test(arguments: StoreKind.allCases)
    func everyFieldSurvivesTheStore(kind: StoreKind) async throws {
        let store = try kind.make()
        let draft = Seeds.thread("k-1", "Tabs\tand\nnewlines ✓", with: ["Zoë", "佐藤", "Ben"], starred: true, archived: true,
                                 createdHours: 1.5, messages: [Seeds.message("Zoë", "", hours: 2.000_25, read: false)])
        _ = try await store.insertThreadsIfAbsent([draft])
        let item = try #require(try await StoreThreadRepository(store: store).listThreads(ThreadQuery(filter: ThreadFilter(archive: .all))).items.first)
        #expect(item.thread.key == "k-1")
        #expect(item.thread.title == draft.title)
        #expect(item.thread.participants == ["Zoë", "佐藤", "Ben"])
        #expect(item.thread.isStarred && item.thread.isArchived)
        #expect(item.thread.createdAt == Seeds.at(hours: 1.5))
        #expect(item.lastMessage?.body == "")
        #expect(item.lastMessage?.isRead == false)
        #expect(abs(item.lastActivityAt.timeIntervalSince(Seeds.at(hours: 2.000_25))) < 0.001)
    }

    @Test(arguments: StoreKind.allCases)
    func insertingTheSameKeysAgainAddsNothing(kind: StoreKind) async throws {
        let store = try kind.make()
        #expect(try await store.insertThreadsIfAbsent(Seeds.inbox) == Seeds.inbox.count)
        #expect(try await store.insertThreadsIfAbsent(Seeds.inbox) == 0)
        let changed = [Seeds.thread("logo", "Changed title")] + [Seeds.thread("brand-new", "New")]
        #expect(try await store.insertThreadsIfAbsent(changed) == 1)
        let items = try await StoreThreadRepository(store: store).listThreads(ThreadQuery(filter: ThreadFilter(archive: .all), page: PageRequest(limit: 0))).items
        #expect(items.count == Seeds.inbox.count + 1)
        #expect(items.contains { $0.thread.title == "ロゴデザインの件" })
        #expect(!items.contains { $0.thread.title == "Changed title" })
    }
}
