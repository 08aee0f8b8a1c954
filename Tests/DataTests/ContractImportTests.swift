import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Import and export streaming, identical on every store.
@Suite("DataStore contract: import and export")
struct ContractImportTests {
    private func source(_ lines: [String]) -> JSONLinesDraftReader {
        var data: Data? = Data(lines.joined(separator: "\n").utf8)
        return JSONLinesDraftReader(now: Seeds.base) { defer { data = nil }; return data ?? Data() }
    }

    private func everything(_ repository: StoreThreadRepository) async throws -> ThreadPage {
        try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: .all), page: PageRequest(limit: 0)))
    }

    @Test(arguments: StoreKind.allCases)
    func aKnownKeyReplacesTheThreadAndKeepsItsId(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        let count = try await repository.importInbox(from: source([
            #"{"key":"logo","title":"Logo v2","participants":["Ben"],"messages":[{"author":"Ben","body":"new","sent_at":"2026-03-05T00:00:00Z"}]}"#,
            #"{"key":"fresh","title":"Fresh","participants":["Zoë"]}"#,
        ]))
        #expect(count == 2)
        let logo = try #require(try await repository.showThread(ThreadID(1)))
        #expect(logo.summary.thread.title == "Logo v2")
        #expect(logo.summary.thread.participants == ["Ben"])
        #expect(logo.messages.map(\.body) == ["new"])
        #expect(logo.summary.unreadCount == 1 && logo.summary.messageCount == 1)
        #expect(!logo.summary.thread.isStarred)
        #expect(try await everything(repository).matchingCount == Seeds.inbox.count + 1)
    }

    /// Mail's ids are kept by every way in (an import, a seed's insert) and read with the
    /// thread, NULs and all; a list page does not carry them.
    @Test(arguments: StoreKind.allCases)
    func mailIDsAreKeptWithTheirMessages(kind: StoreKind) async throws {
        let store = try kind.make()
        let repository = StoreThreadRepository(store: store)
        #expect(try await repository.importInbox(from: source([
            #"{"key":"mail","title":"Re: plan","participants":["Aiko"],"messages":["#
                + #"{"author":"Aiko","body":"one","sent_at":"2026-03-01T00:00:00Z","message_id":"a@x"},"#
                + #"{"author":"Ben","body":"two","sent_at":"2026-03-02T00:00:00Z","message_id":"b\u0000@x","references":["a@x","gone@x"]},"#
                + #"{"author":"Ben","body":"three","sent_at":"2026-03-03T00:00:00Z"}]}"#,
        ])) == 1)
        let inserted = ThreadDraft(key: "seeded", title: "t", participants: ["Sam"], createdAt: Seeds.base, messages: [
            MessageDraft(author: "Sam", body: "x", sentAt: Seeds.base, isRead: false, messageID: "s@x", references: ["a@x"]),
        ])
        #expect(try await store.insertThreadsIfAbsent([inserted]) == 1)
        let page = try await everything(repository)
        let mail = try #require(page.items.first { $0.thread.key == "mail" })
        let shown = try #require(try await repository.showThread(mail.thread.id))
        #expect(shown.messages.map(\.messageID) == ["a@x", "b\u{0}@x", nil])
        #expect(shown.messages.map(\.references) == [[], ["a@x", "gone@x"], []])
        let seeded = try #require(page.items.first { $0.thread.key == "seeded" })
        #expect(try await repository.showThread(seeded.thread.id)?.messages.map { [$0.messageID] + $0.references } == [["s@x", "a@x"]])
        #expect(page.items.allSatisfy { $0.lastMessage?.messageID == nil && $0.lastMessage?.references == [] })
    }

    @Test(arguments: StoreKind.allCases)
    func aBadLineLeavesTheStoreAsItWas(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        let before = try await everything(repository)
        await #expect(throws: ThreadsError.invalidData(line: 3, reason: "participants is missing")) {
            _ = try await repository.importInbox(from: source([
                #"{"key":"logo","title":"Replaced","participants":["Ben"]}"#,
                #"{"key":"new","title":"New","participants":["Ben"]}"#,
                #"{"key":"bad","title":"Bad"}"#,
            ]))
        }
        #expect(try await everything(repository) == before)
        // And the store still works.
        #expect(try await repository.importInbox(from: source([#"{"key":"new","title":"New","participants":["Ben"]}"#])) == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func exportStreamsSelectedThreadsInIdOrder(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let seen = Collected()
        try await StoreThreadRepository(store: store).exportInbox(ThreadFilter(unreadOnly: true, archive: .all)) { seen.add($0) }
        #expect(seen.details.map(\.summary.thread.id.rawValue) == [1, 2, 5, 6])
        #expect(seen.details.first?.messages.map(\.body) == ["初稿です", "修正版を送ります"])
    }
}

/// Collects what a streaming call hands over.
final class Collected: @unchecked Sendable {
    // Guarded by `lock`.
    private var items: [FullThread] = []
    private let lock = NSLock()
    func add(_ detail: FullThread) { lock.withLock { items.append(detail) } }
    var details: [FullThread] { lock.withLock { items } }
}
