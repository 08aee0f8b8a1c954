import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Showing, creating, posting and changing threads, identical on every store (ids as in `Seeds.inbox`).
@Suite("DataStore contract: one thread and its changes")
struct ContractThreadChangesTests {
    private func seeded(_ kind: StoreKind) async throws -> StoreThreadRepository {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return StoreThreadRepository(store: store)
    }

    private func summary(_ repository: StoreThreadRepository, _ id: Int64) async throws -> ThreadSummary {
        try #require(try await repository.showThread(ThreadID(id))).summary
    }

    @Test(arguments: StoreKind.allCases)
    func detailListsMessagesOldestFirstAndEqualTimesInTheOrderAdded(kind: StoreKind) async throws {
        let repository = StoreThreadRepository(store: try kind.make())
        let id = try await repository.startThread(Seeds.thread("d", "Detail", with: ["A", "B"], messages: [
            Seeds.message("A", "late", hours: 9), Seeds.message("B", "tie one", hours: 3), Seeds.message("A", "tie two", hours: 3),
        ]))
        let detail = try #require(try await repository.showThread(id))
        #expect(detail.messages.map(\.body) == ["tie one", "tie two", "late"])
        #expect(detail.summary.thread.participants == ["A", "B"])
        #expect(detail.summary.lastMessage?.body == "late")
        #expect(try await repository.showThread(ThreadID(404)) == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func postingAppendsAndUpdatesTheCounters(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        #expect(try await repository.postMessage(Seeds.message("me", "line\n\ttwo", hours: 99, read: true), to: ThreadID(3), unlessCrossedAfter: nil) != nil)
        let after = try await summary(repository, 3)
        #expect(after.messageCount == 2 && after.unreadCount == 0)
        #expect(after.lastActivityAt == Seeds.at(hours: 99))
        #expect(after.lastMessage?.body == "line\n\ttwo")
        #expect(try await repository.postMessage(Seeds.message("me", "x", hours: 1), to: ThreadID(404), unlessCrossedAfter: nil) == nil)
        #expect(try await repository.postMessage(Seeds.message("me", "x", hours: 1), to: ThreadID(404), unlessCrossedAfter: MessageID(rawValue: 0)) == nil)
    }

    /// A reply posted onto the thread as its author last saw it: not onto someone else's
    /// written since (their newest comes back, nothing is written), whatever its author's own
    /// messages since; onto the thread as it now is, it goes in.
    @Test(arguments: StoreKind.allCases)
    func aReplyDoesNotCrossAnotherWrittenSinceItsAuthorLooked(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        let seen = try #require(try await repository.showThread(ThreadID(3))?.messages.last?.id)
        let mine = try await repository.postMessage(Seeds.message("Aiko", "mine, from the phone", hours: 50), to: ThreadID(3), unlessCrossedAfter: seen)
        guard case .posted(let own) = mine else { Issue.record("\(String(describing: mine))"); return }
        #expect(try await repository.postMessage(Seeds.message("AIKO", "mine again", hours: 51), to: ThreadID(3), unlessCrossedAfter: seen) != nil,
                "my own messages since (any case) are not a crossing")
        _ = try await repository.postMessage(Seeds.message("Ben", "first ben", hours: 52), to: ThreadID(3), unlessCrossedAfter: nil)
        _ = try await repository.postMessage(Seeds.message("Ben", "second ben", hours: 53), to: ThreadID(3), unlessCrossedAfter: nil)
        let before = try await repository.showThread(ThreadID(3))
        let crossed = try await repository.postMessage(Seeds.message("Aiko", "late", hours: 54), to: ThreadID(3), unlessCrossedAfter: own)
        guard case .crossed(let reply) = crossed else { Issue.record("\(String(describing: crossed))"); return }
        #expect(reply.author == "Ben" && reply.body == "second ben" && reply.sentAt == Seeds.at(hours: 53))
        #expect(try await repository.showThread(ThreadID(3)) == before, "nothing written")
        let newest = try #require(before?.messages.last?.id)
        #expect(try await repository.postMessage(Seeds.message("Aiko", "late", hours: 54), to: ThreadID(3), unlessCrossedAfter: newest) != nil)
        #expect(try await repository.showThread(ThreadID(3))?.messages.last?.body == "late")
    }

    @Test(arguments: StoreKind.allCases)
    func aChangeWithAnUnknownIdChangesNothing(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        let before = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: .all), page: PageRequest(limit: 0)))
        for change in [ThreadChange.star(true), .archive(true), .readAll, .unreadNewest] {
            #expect(try await repository.changeThreads(.ids([ThreadID(2), ThreadID(404), ThreadID(3), ThreadID(405)]), applying: change).missing == [ThreadID(404), ThreadID(405)])
        }
        #expect(try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: .all), page: PageRequest(limit: 0))) == before)
    }

    @Test(arguments: StoreKind.allCases)
    func eachChangeDoesWhatItSays(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        #expect(try await repository.changeThreads(.ids([ThreadID(2), ThreadID(2)]), applying: [.star(true)]).missing == [])
        #expect(try await summary(repository, 2).thread.isStarred)
        _ = try await repository.changeThreads(.ids([ThreadID(1)]), applying: [.star(false)]).missing
        #expect(try await !summary(repository, 1).thread.isStarred)
        _ = try await repository.changeThreads(.ids([ThreadID(2)]), applying: [.readAll]).missing
        #expect(try await summary(repository, 2).unreadCount == 0)
        _ = try await repository.changeThreads(.ids([ThreadID(2), ThreadID(4)]), applying: [.unreadNewest]).missing
        let unread = try #require(try await repository.showThread(ThreadID(2)))
        #expect(unread.summary.unreadCount == 1)
        #expect(unread.messages.map(\.isRead) == [true, false], "the newest one")
        #expect(try await summary(repository, 4).unreadCount == 0, "a thread without messages has nothing to mark")
        _ = try await repository.changeThreads(.ids([ThreadID(1)]), applying: [.archive(true)]).missing
        #expect(try await summary(repository, 1).thread.isArchived)
        _ = try await repository.changeThreads(.ids([ThreadID(5)]), applying: [.archive(false)]).missing
        #expect(try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: .archived))).items.map(\.thread.id.rawValue) == [1])
    }
}
