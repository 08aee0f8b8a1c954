import Data
import Domain
import Foundation
import InMemoryStore
import Testing
import TestSupport

/// Counts and health, identical on every store.
@Suite("DataStore contract: statistics and health")
struct ContractStatisticsTests {
    @Test(arguments: StoreKind.allCases)
    func countsAddUp(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        var stats = try await StoreThreadRepository(store: store).countInbox()
        #expect((stats.sizeBytes ?? 1) > 0)
        #expect((stats.sizeBytes == nil) == !kind.hasDisk)
        stats.sizeBytes = nil
        #expect(stats == InboxStatistics(threads: 7, messages: 8, starred: 2, unreadThreads: 4, unreadMessages: 5, archived: 1, sizeBytes: nil))
    }

    @Test(arguments: StoreKind.allCases)
    func aFreshStoreIsHealthy(kind: StoreKind) async throws {
        let health = try await StoreThreadRepository(store: try kind.make()).checkDatabase()
        #expect(health.isHealthy)
        #expect(health.schemaVersion == kind.schemaVersion)
    }

    @Test(arguments: StoreKind.allCases)
    func theProbeAnswersTheSchemaVersion(kind: StoreKind) async throws {
        let store = try kind.make()
        #expect(try await StoreThreadRepository(store: store).probeStore() == kind.schemaVersion)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await StoreThreadRepository(store: store).probeStore() == kind.schemaVersion)
    }

    /// The SQL stores keep their counts (`thread_counts`) where the plain store counts from
    /// scratch: random writes of every kind, the same on both, and after each the counts are the
    /// plain store's and a recount of the store's own threads. Seeded, so a failure repeats.
    @Test(arguments: StoreKind.checkedAgainstPlain, [UInt64(4), 5])
    func countsAreARecountAfterRandomWrites(kind: StoreKind, seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let (_, reference, store) = try await RandomInbox.stores(kind, using: &random)
        let stores: [any DataStore] = [reference, store]
        var mail: [String] = []
        for step in 0..<60 {
            // Ids by key in each store: a merge deletes a thread, and SQLite hands its id out again.
            let inStore = try await Self.idsByKey(store)
            let ids = try await Self.idsByKey(reference).map { key, id in (id, try #require(inStore[key])) }.sorted { $0.0 < $1.0 }
            let some = (0..<(1 + random.below(3))).map { _ in ids[random.below(ids.count)] }
            let write = random.below(6), change = Self.changes[random.below(Self.changes.count)]
            for (index, target) in stores.enumerated() {
                let chosen = some.map { index == 0 ? $0.0 : $0.1 }
                switch write {
                case 0:
                    _ = try await target.insertThread(Self.draft("new\(step)", step: step, using: random))
                case 1:
                    _ = try await target.insertMessage(Seeds.message("Ben", "step \(step)", hours: Double(step), read: step % 3 == 0), threadID: chosen[0])
                case 2:
                    // An import: a thread replaced (its messages deleted, others written) or added.
                    let key = step % 2 == 0 ? "k\(step % 60)" : "imported\(step)"
                    _ = try await target.upsertThreads(from: ContractChangeLogTests.Drafts([Self.draft(key, step: step, using: random)]))
                case 3:
                    // Mail naming earlier mail: a reply, or a link that merges two threads (one deleted).
                    let references = mail.isEmpty ? [] : [mail[step % mail.count], mail[(step * 7) % mail.count]]
                    _ = try await target.importMail(from: MailDrafts([MailDraft(
                        message: MessageDraft(author: "Cy", body: "mail \(step)", sentAt: Seeds.at(hours: Double(step)), isRead: step % 4 == 0,
                                              messageID: "m\(step)@x", references: references),
                        title: "mail \(step % 5)", isFlagged: step % 5 == 0)]))
                case 4:
                    _ = try await target.updateThreads(Array(Set(chosen)), applying: change)
                default:
                    let filter = ThreadFilter(flags: FilterFlags(unreadOnly: step % 2 == 0, archive: .all, mute: .all))
                    _ = try await target.updateThreads(matching: filter, applying: change)
                }
            }
            if write == 3 { mail.append("m\(step)@x") }
            var counted = try await StoreThreadRepository(store: store).countInbox()
            counted.sizeBytes = nil
            #expect(counted == (try await reference.statistics()), "after step \(step) (write \(write))")
            #expect(counted == (try await Self.recount(store)), "after step \(step) (write \(write))")
            if counted != (try await reference.statistics()) { return }
        }
        #expect(try await store.health().problems == [])
    }

    static let changes: [ThreadChange] = [.star(true), .star(false), .archive(true), .archive(false), .mute(true), .mute(false), .readAll, .unreadNewest]

    static func draft(_ key: String, step: Int, using random: SplitMix64) -> ThreadDraft {
        var random = random
        return ThreadDraft(
            key: key, title: "thread \(step)", participants: ["Aiko"], isStarred: random.below(3) == 0, isArchived: random.below(4) == 0,
            isMuted: random.below(4) == 0, createdAt: Seeds.at(hours: Double(step)),
            messages: (0..<random.below(4)).map { Seeds.message("Dana", "draft \(step) \($0)", hours: Double(step + $0), read: random.below(2) == 0) })
    }

    /// Every thread's id by its key.
    static func idsByKey(_ store: any DataStore) async throws -> [String: Int64] {
        try await Dictionary(uniqueKeysWithValues: everyThread(store).map { ($0.thread.key, $0.thread.id.rawValue) })
    }

    static func everyThread(_ store: any DataStore) async throws -> [ThreadSummary] {
        try await StoreThreadRepository(store: store).listThreads(ThreadQuery(filter: ThreadFilter(archive: .all, mute: .all), page: PageRequest(limit: 0))).items
    }

    /// `stats` counted from the store's own list of every thread.
    static func recount(_ store: any DataStore) async throws -> InboxStatistics {
        let items = try await everyThread(store)
        let unmuted = items.filter { !$0.thread.isMuted }
        return InboxStatistics(
            threads: items.count, messages: items.reduce(0) { $0 + $1.messageCount }, starred: items.count { $0.thread.isStarred },
            unreadThreads: unmuted.count { $0.unreadCount > 0 }, unreadMessages: unmuted.reduce(0) { $0 + $1.unreadCount },
            archived: items.count { $0.thread.isArchived }, sizeBytes: nil, muted: items.count { $0.thread.isMuted })
    }
}
