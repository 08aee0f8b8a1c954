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
        let first = Person("Sam")
        let ben = StoreThreadRepository(store: store, viewer: Viewer(Person("BEN"), firstPerson: first))
        let aiko = StoreThreadRepository(store: store, viewer: Viewer(Person("Aiko"), firstPerson: first))
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

/// The assignee in JSON Lines on every store: exported on an assigned thread only, imported as a
/// new thread's, and replacing a stored thread's (none when the line names none).
@Suite("DataStore contract: assignment in import and export")
struct ContractAssignmentInterchangeTests {
    @Test(arguments: StoreKind.allCases)
    func theAssigneeTravelsThroughExportAndImport(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        _ = try await repository.changeThreads(.ids([ThreadID(2)]), applying: .assign(Person("Ben")))
        let exported = Exported()
        try await repository.exportInbox(ThreadFilter(.everything, includesAll: true)) { exported.add($0) }
        #expect(exported.details.compactMap { $0.summary.thread.assignee } == ["Ben"])

        // Into a new store: a line's assignee is the new thread's (the export's words are held to
        // this by the CLI's round trip, AssignExportTests).
        let copy = try kind.make()
        var data: Data? = Data("""
            {"key":"given","title":"Given","participants":["Dana"],"assignee":"Ben"}
            {"key":"not-given","title":"Not given","participants":["Dana"]}
            """.utf8)
        #expect(try await StoreThreadRepository(store: copy).importInbox(from: JSONLinesDraftReader(now: Seeds.base) { defer { data = nil }; return data ?? Data() }) == 2)
        let copied = try await StoreThreadRepository(store: copy).listThreads(ThreadQuery(filter: ThreadFilter(try QueryParser.parse("assignee:ben"), includesAll: true)))
        #expect(copied.items.map(\.thread.key) == ["given"] && copied.items.first?.thread.assignee == "Ben")

        // A line replaces a stored thread's assignee: given to Aiko, or (saying none) to no one.
        let key = try #require(exported.details.first { $0.summary.thread.assignee != nil }?.summary.thread.key)
        let other = try #require(exported.details.first { $0.summary.thread.assignee == nil }?.summary.thread.key)
        var replacing: Data? = Data("""
            {"key":"\(key)","title":"Given on","participants":["Dana"]}
            {"key":"\(other)","title":"Given to Aiko","participants":["Dana"],"assignee":"Aiko"}
            """.utf8)
        _ = try await repository.importInbox(from: JSONLinesDraftReader(now: Seeds.base) { defer { replacing = nil }; return replacing ?? Data() })
        let now = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(try QueryParser.parse("is:assigned"), includesAll: true)))
        #expect(now.items.map(\.thread.key) == [other] && now.items.first?.thread.assignee == "Aiko")
    }
}
