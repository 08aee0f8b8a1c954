@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Import moves rows in batches through staging tables (ImportStaging); an import that spans
/// several batches, with keys repeated within a batch and across batches, must leave exactly
/// what the plain store leaves: same ids, counters, participants, messages, search hits.
@Suite("Import in batches")
struct ImportStagingTests {
    /// Drafts from a list, one at a time.
    final class Drafts: DraftSource, @unchecked Sendable {
        private var rest: ArraySlice<ThreadDraft>
        init(_ drafts: [ThreadDraft]) { rest = drafts[...] }
        func next() throws -> ThreadDraft? { rest.popFirst() }
    }

    /// 12,000 threads and 18,000 messages: more than one batch of 5,000 of each.
    static let drafts: [ThreadDraft] = {
        var random = SeededRandom(seed: 7)
        var drafts = (0..<12_000).map { index -> ThreadDraft in
            let messages = (0..<(index % 4)).map { number in
                MessageDraft(author: "a\(random.below(5))", body: "body \(index)-\(number) needle\(random.below(50))",
                             sentAt: Seeds.at(hours: Double(random.below(1000))), isRead: random.below(2) == 0)
            }
            return ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p\(index % 7)", "q\(index % 3)"],
                               isStarred: index % 5 == 0, isMuted: index % 11 == 0, createdAt: Seeds.at(hours: Double(index % 500)), messages: messages)
        }
        // The same key again within the first batch, and much later, after several moves.
        drafts.insert(ThreadDraft(key: "k50", title: "k50 again", participants: ["x"], createdAt: Seeds.base,
                                  messages: [MessageDraft(author: "x", body: "replaced needle1", sentAt: Seeds.base, isRead: false)]), at: 100)
        drafts.append(ThreadDraft(key: "k5", title: "k5 again", participants: ["y"], createdAt: Seeds.base))
        // The thread stored before the import, replaced twice within one batch: only the second
        // copy's message may stay (the first copy's waited in staging when the second came).
        // Threads with messages lie between the copies: SQLite hands the largest id out again
        // once its row is deleted, the plain store never does, and every id after would differ.
        for copy in 1...2 {
            drafts.insert(ThreadDraft(key: "before", title: "before, copy \(copy)", participants: ["z"], createdAt: Seeds.base,
                                      messages: [MessageDraft(author: "z", body: "copy \(copy) needle1", sentAt: Seeds.base, isRead: false)]),
                          at: 196 + 4 * copy)
        }
        return drafts
    }()

    private func imported(_ kind: StoreKind) async throws -> StoreThreadRepository {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent([Seeds.thread("before", "Stored before the import")])
        let repository = StoreThreadRepository(store: store)
        // Batches of 5,000: the import crosses several, as a large one does with the real size.
        let count = try await ImportStaging.$batchSize.withValue(5_000) {
            try await repository.importInbox(from: Drafts(Self.drafts))
        }
        #expect(count == Self.drafts.count)
        return repository
    }

    private func everything(_ repository: StoreThreadRepository) async throws -> [FullThread] {
        let collected = Exported()
        try await repository.exportInbox(ThreadFilter(archive: .all, mute: .all)) { collected.add($0) }
        return collected.details
    }

    @Test(arguments: StoreKind.checkedAgainstPlain)
    func aLargeImportEqualsThePlainStore(kind: StoreKind) async throws {
        let sqlite = try await imported(kind)
        let plain = try await imported(.inMemory)
        let got = try await everything(sqlite), want = try await everything(plain)
        #expect(got.count == 12_001)
        #expect(got == want)
        #expect(got.first { $0.summary.thread.key == "before" }?.messages.map(\.body) == ["copy 2 needle1"])
        var counts = try await sqlite.countInbox()
        counts.sizeBytes = nil  // a file has a size; the plain store has none
        #expect(counts == (try await plain.countInbox()))
        let search = ThreadQuery(filter: ThreadFilter(searchTerms: ["needle1"], archive: .all, mute: .all), page: PageRequest(limit: 0))
        let hits = try await sqlite.listThreads(search).items.map(\.thread.id)
        #expect(hits == (try await plain.listThreads(search).items.map(\.thread.id)))
        #expect(!hits.isEmpty)
        #expect(try await sqlite.checkDatabase().problems.isEmpty)
    }
}
