import Data
import Domain
import Foundation
import Testing
import TestSupport

/// The change log, identical on every store: each committed write that changes a thread is one
/// step of the state, and names exactly the threads it changed; a write that changes nothing,
/// or fails, leaves the state where it was. The plain store compares each thread before and
/// after; the SQL stores keep the log with triggers.
@Suite("DataStore contract: the change log")
struct ContractChangeLogTests {
    private static func seeded(_ kind: StoreKind) async throws -> any DataStore {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return store
    }

    /// The state now, and what changed after `sequence`.
    private static func log(_ store: any DataStore, after sequence: Int64) async throws -> (Int64, [Int64]) {
        let log = try await store.changeLog(after: sequence)
        return (log.sequence, log.threadIDs)
    }

    @Test(arguments: StoreKind.allCases)
    func aNewStoreStartsAtZeroWithItsOwnOrigin(kind: StoreKind) async throws {
        let first = try await kind.make().changeLog(after: nil), second = try await kind.make().changeLog(after: nil)
        #expect(first.sequence == 0 && first.threadIDs.isEmpty)
        #expect(first.origin.count == 16 && first.origin.allSatisfy(\.isHexDigit))
        #expect(first.origin != second.origin)
    }

    @Test(arguments: StoreKind.allCases)
    func eachWriteIsOneStepNamingWhatItChanged(kind: StoreKind) async throws {
        let store = try await Self.seeded(kind)
        let seeded = try await store.changeLog(after: 0)
        #expect(seeded.sequence == 1)
        #expect(seeded.threadIDs == Array(1...Int64(Seeds.inbox.count)))

        #expect(try await store.updateThreads([2, 4], applying: [.star(true)]) == [])
        #expect(try await Self.log(store, after: 1) == (2, [2, 4]))
        #expect(try await store.insertMessage(Seeds.message("Dana", "paid", hours: 60), threadID: 3) != nil)
        #expect(try await Self.log(store, after: 2) == (3, [3]))
        #expect(try await Self.log(store, after: 1) == (3, [2, 3, 4]))
        let id = try await store.insertThread(Seeds.thread("new", "New one", createdHours: 70))
        #expect(try await Self.log(store, after: 3) == (4, [id]))
        #expect(try await store.updateThreads(matching: ThreadFilter(flags: FilterFlags(archive: .all, mute: .all)), applying: [.readAll]).count == 8)
        // Only the threads that had unread messages changed.
        #expect(try await Self.log(store, after: 4) == (5, [1, 2, 5, 6]))
        #expect(try await store.updateThreads([7], applying: [.unreadNewest]) == [])
        #expect(try await Self.log(store, after: 5) == (6, [7]))
        #expect(try await store.updateThreads([6], applying: [.mute(true)]) == [])
        #expect(try await store.updateThreads([6], applying: [.archive(true)]) == [])
        #expect(try await Self.log(store, after: 6) == (8, [6]))
    }

    @Test(arguments: StoreKind.allCases)
    func aWriteThatChangesNothingOrFailsLeavesTheState(kind: StoreKind) async throws {
        let store = try await Self.seeded(kind)
        #expect(try await store.updateThreads([1, 3], applying: [.star(true)]) == [])  // both starred already
        #expect(try await store.updateThreads([2], applying: [.archive(false)]) == [])
        #expect(try await store.updateThreads([2, 99], applying: [.star(true)]) == [99])  // refused whole
        await #expect(throws: ThreadsError.self) { _ = try await store.insertThread(Seeds.thread("logo", "Taken key")) }
        #expect(try await store.insertMessage(Seeds.message("A", "lost", hours: 1), threadID: 99) == nil)
        #expect(try await store.insertThreadsIfAbsent(Seeds.inbox) == 0)
        _ = try await store.threadRows(ThreadQuery())
        _ = try await store.insertToken(TokenRecord(name: "t", hash: String(repeating: "a", count: 64), scope: "read-only", createdAt: 1))
        _ = try await store.upsertSavedFilter(SavedFilterRecord(name: "f", definition: #"{"query":"is:starred"}"#))
        #expect(try await Self.log(store, after: 1) == (1, []))
    }

    @Test(arguments: StoreKind.allCases)
    func anImportChangesWhatItReplacesAndAdds(kind: StoreKind) async throws {
        let store = try await Self.seeded(kind)
        var replaced = Seeds.inbox[2]
        replaced.title = "lunch on friday?"
        let added = Seeds.thread("brand-new", "Brand new", createdHours: 80)
        #expect(try await store.upsertThreads(from: Drafts([replaced, added])) == 2)
        #expect(try await Self.log(store, after: 1) == (2, [3, 8]))
    }

    @Test func anotherConnectionsCommitIsSeenByTheNextRead() async throws {
        let path = TemporaryFolder().file("threads.sqlite")
        let reader = try SQLiteDataStore(path: path), writer = try SQLiteDataStore(path: path)
        _ = try await writer.insertThreadsIfAbsent(Seeds.inbox)
        let before = try await reader.changeLog(after: nil)
        #expect(try await writer.updateThreads([5], applying: [.mute(true)]) == [])
        let after = try await reader.changeLog(after: before.sequence)
        #expect(after.origin == before.origin && after.sequence == before.sequence + 1 && after.threadIDs == [5])
    }

    /// Drafts from a list, one at a time.
    final class Drafts: DraftSource, @unchecked Sendable {
        private var rest: ArraySlice<ThreadDraft>
        init(_ drafts: [ThreadDraft]) { rest = drafts[...] }
        func next() throws -> ThreadDraft? { rest.popFirst() }
    }
}
