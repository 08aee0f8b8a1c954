import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Assignment on every store (docs/team.md): a thread given to one person, in place of whoever had
/// it, found by `assignee:NAME` in any case, `is:assigned`, and `is:mine` as the repository's person
/// asks it; all or nothing, by ids or by query, and a change the change log reports.
@Suite("DataStore contract: assignment")
struct ContractAssignmentTests {
    private func seeded(_ kind: StoreKind) async throws -> (any DataStore, StoreThreadRepository) {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return (store, StoreThreadRepository(store: store))
    }

    private func ids(_ repository: StoreThreadRepository, _ query: String) async throws -> [Int64] {
        try await repository.listThreads(ThreadQuery(filter: ThreadFilter(try QueryParser.parse(query), includesAll: true), sort: .oldest))
            .items.map(\.thread.id.rawValue).sorted()
    }

    @Test(arguments: StoreKind.allCases)
    func aThreadIsGivenToOnePersonAndFoundByTheirNameInAnyCase(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        #expect(try await ids(repository, "is:assigned").isEmpty)
        #expect(try await repository.changeThreads(.ids([ThreadID(1), ThreadID(3)]), applying: .assign(Person("Ben"))).missing == [])
        #expect(try await repository.changeThreads(.ids([ThreadID(2)]), applying: .assign(Person("Aiko"))).missing == [])
        #expect(try await ids(repository, "assignee:ben") == [1, 3])
        #expect(try await ids(repository, "assignee:AIKO") == [2])
        #expect(try await ids(repository, "is:assigned") == [1, 2, 3])
        #expect(try await ids(repository, "not is:assigned assignee:ben").isEmpty)
        let shown = try #require(try await repository.showThread(ThreadID(1)))
        #expect(shown.summary.thread.assignee == "Ben")
        let listed = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(.everything, includesAll: true)))
        #expect(Dictionary(uniqueKeysWithValues: listed.items.compactMap { item in item.thread.assignee.map { (item.thread.id.rawValue, $0) } }) == [1: "Ben", 2: "Aiko", 3: "Ben"])

        // Given to Aiko: no longer Ben's. The same person in another case keeps the name as first written.
        _ = try await repository.changeThreads(.ids([ThreadID(3)]), applying: .assign(Person("Aiko")))
        _ = try await repository.changeThreads(.ids([ThreadID(2)]), applying: .assign(Person("aiko")))
        #expect(try await ids(repository, "assignee:ben") == [1])
        #expect(try await ids(repository, "assignee:aiko") == [2, 3])
        #expect(try await repository.showThread(ThreadID(2))?.summary.thread.assignee == "Aiko")
        // Given back to no one.
        _ = try await repository.changeThreads(.ids([ThreadID(1), ThreadID(2)]), applying: .assign(nil))
        #expect(try await ids(repository, "is:assigned") == [3])
        #expect(try await repository.showThread(ThreadID(1))?.summary.thread.assignee == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func isMineIsTheViewersAndNoOnesWithoutOne(kind: StoreKind) async throws {
        let (store, nobody) = try await seeded(kind)
        _ = try await nobody.changeThreads(.ids([ThreadID(1)]), applying: .assign(Person("Ben")))
        _ = try await nobody.changeThreads(.ids([ThreadID(4)]), applying: .assign(Person("Aiko")))
        let ben = StoreThreadRepository(store: store, viewer: Person("BEN")), aiko = StoreThreadRepository(store: store, viewer: Person("Aiko"))
        #expect(try await ids(ben, "is:mine") == [1])
        #expect(try await ids(aiko, "is:mine") == [4])
        #expect(try await ids(aiko, "not is:mine is:assigned") == [1])
        #expect(try await ids(nobody, "is:mine").isEmpty)
        // Counting and changing by query ask as the viewer too.
        #expect(try await ben.countThreads(ThreadFilter(try QueryParser.parse("is:mine"), includesAll: true)).threads == 1)
        #expect(try await aiko.changeThreads(.matching(ThreadFilter(try QueryParser.parse("is:mine"), includesAll: true)), applying: .star(true)).changed == [ThreadID(4)])
    }

    @Test(arguments: StoreKind.allCases)
    func anUnknownIdAssignsNothingAndAQueryAssignsWhatItSelects(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        #expect(try await repository.changeThreads(.ids([ThreadID(1), ThreadID(404)]), applying: .assign(Person("Ben"))).missing == [ThreadID(404)])
        #expect(try await ids(repository, "is:assigned").isEmpty)
        let starred = try await ids(repository, "is:starred")
        #expect(!starred.isEmpty)
        let changed = try await repository.changeThreads(.matching(ThreadFilter(try QueryParser.parse("is:starred"), includesAll: true)), applying: .assign(Person("Dana")))
        #expect(Set(changed.changed.map(\.rawValue)) == Set(starred))
        #expect(try await ids(repository, "assignee:dana") == starred)
    }

    @Test(arguments: StoreKind.allCases)
    func givingAThreadToSomeoneElseIsAChange(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        let start = try await repository.listChanges(after: nil).state.sequence
        _ = try await repository.changeThreads(.ids([ThreadID(2)]), applying: .assign(Person("Ben")))
        let assigned = try await repository.listChanges(after: start)
        #expect(assigned.changed == [ThreadID(2)])
        _ = try await repository.changeThreads(.ids([ThreadID(2)]), applying: .assign(nil))
        #expect(try await repository.listChanges(after: assigned.state.sequence).changed == [ThreadID(2)])
    }
}
