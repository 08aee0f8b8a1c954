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
