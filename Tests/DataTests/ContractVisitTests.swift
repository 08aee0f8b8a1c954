import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Who is on a thread's page, on every store (schema/019): a visit is one per person and thread
/// (any case), seen until it expires, ended by leaving, kept apart per thread, and never a
/// change of the thread; an unknown thread notes nothing.
@Suite("DataStore contract: thread visits")
struct ContractVisitTests {
    static let now: Int64 = 1_772_496_000_000

    private func visit(_ person: String, on thread: Int64 = 1, replying: Bool = false, until: Int64 = now + 5000) -> VisitRecord {
        VisitRecord(threadID: thread, person: person, personKey: TextFold.key(person), replying: replying, until: until)
    }

    private func names(_ records: [VisitRecord]?) -> [String]? { records?.map { $0.person + ($0.replying ? "*" : "") } }

    @Test(arguments: StoreKind.allCases)
    func visitsAreSeenUntilTheyExpireOrLeave(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let start = try await store.changeLog(after: nil).sequence
        #expect(names(try await store.visitThread(1, noting: visit("Ben"), now: Self.now)) == ["Ben"])
        #expect(names(try await store.visitThread(1, noting: visit("Aiko", replying: true), now: Self.now + 1000)) == ["Aiko*", "Ben"])
        // Another tab of Ben's, in another case, is Ben's one visit, now with the later name.
        #expect(names(try await store.visitThread(1, noting: visit("BEN", until: Self.now + 7000), now: Self.now + 2000)) == ["Aiko*", "BEN"])
        // Another thread's visitors are its own; looking notes no one.
        #expect(names(try await store.visitThread(2, noting: visit("Cy", on: 2), now: Self.now + 2000)) == ["Cy"])
        #expect(names(try await store.visitThread(1, noting: nil, now: Self.now + 2000)) == ["Aiko*", "BEN"])
        // Aiko's page said nothing more: gone at her `until`, Ben's still on.
        #expect(names(try await store.visitThread(1, noting: nil, now: Self.now + 6000)) == ["BEN"])
        // Ben leaves: gone at once.
        #expect(names(try await store.visitThread(1, noting: visit("ben", until: Self.now + 6500), now: Self.now + 6500)) == [])
        // None of it is a change of a thread.
        #expect(try await store.changeLog(after: start).threadIDs.isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func anUnknownThreadNotesNothing(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await store.visitThread(404, noting: visit("Ben", on: 404), now: Self.now) == nil)
        #expect(try await store.visitThread(404, noting: nil, now: Self.now) == nil)
        #expect(names(try await store.visitThread(1, noting: nil, now: Self.now)) == [])
    }

    /// Through the repository: the visitor's own visit is among the answers (the use case leaves
    /// it out), and a visit lasts `ThreadVisit.lasting`.
    @Test(arguments: StoreKind.allCases)
    func theRepositoryNotesAVisitForItsLength(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        let at = Date(timeIntervalSince1970: 1_772_496_000)
        _ = try await repository.visitThread(ThreadID(1), noting: .here(ThreadVisit(person: Person("Ben"), isReplying: true)), at: at)
        let seen = try await repository.visitThread(ThreadID(1), noting: nil, at: at.addingTimeInterval(ThreadVisit.lasting - 0.001))
        #expect(seen == [ThreadVisit(person: Person("Ben"), isReplying: true)])
        #expect(try await repository.visitThread(ThreadID(1), noting: nil, at: at.addingTimeInterval(ThreadVisit.lasting)) == [])
    }
}
