import Data
import Domain
import Foundation
import Testing

@Suite("Use cases")
struct UseCaseTests {
    @Test(arguments: [
        ThreadQuery(page: PageRequest(limit: -1)), ThreadQuery(page: PageRequest(limit: 5, offset: -1)),
        ThreadQuery(filter: ThreadFilter(searchTerms: [""])), ThreadQuery(filter: ThreadFilter(participants: ["  "])),
    ])
    func listThreadsRejectsBadQueriesBeforeTheRepository(query: ThreadQuery) async {
        let repository = ThreadRepositoryRecorder()
        await #expect(throws: ThreadsError.self) { _ = try await ListThreads(threads: repository)(query) }
        #expect(repository.calls.isEmpty)
    }

    @Test func listThreadsPassesAGoodQueryThroughUnchanged() async throws {
        let repository = ThreadRepositoryRecorder()
        let query = ThreadQuery(filter: ThreadFilter(starredOnly: true, searchTerms: ["ロゴ"]), sort: .title, page: PageRequest(limit: 0, offset: 3))
        _ = try await ListThreads(threads: repository)(query)
        #expect(repository.calls == [.page(query)])
        #expect(query.page.limit == nil, "--limit 0 means no limit")
    }

    @Test func savedFiltersLiveThroughSaveLoadListDelete() async throws {
        let filters = StoreFilterRepository(store: InMemoryDataStore())
        let work = SavedFilter(name: "work", filter: ThreadFilter(unreadOnly: true, participants: ["佐藤"], since: DomainSeeds.at(hours: 3),
                                                                 searchTerms: ["見積"], archive: .all), sort: .oldest)
        #expect(try await SaveFilter(filters: filters)(work) == false)
        #expect(try await SaveFilter(filters: filters)(SavedFilter(name: "alpha", filter: .inbox)) == false)
        #expect(try await LoadFilter(filters: filters)(named: "work") == work)
        #expect(try await ListFilters(filters: filters)().map(\.name) == ["alpha", "work"])
        #expect(try await SaveFilter(filters: filters)(SavedFilter(name: "work", filter: .inbox)) == true)
        try await DeleteFilter(filters: filters)(named: "work")
        await #expect(throws: ThreadsError.notFound("no saved filter named 'work'; see 'threads filter list'")) {
            try await DeleteFilter(filters: filters)(named: "work")
        }
        await #expect(throws: ThreadsError.self) { _ = try await LoadFilter(filters: filters)(named: "work") }
        await #expect(throws: ThreadsError.self) { _ = try await SaveFilter(filters: filters)(SavedFilter(name: "bad name", filter: .inbox)) }
    }

    @Test func theSampleInboxLoadsOnceAndHasWhatTheSpecPromises() async throws {
        let store = InMemoryDataStore()
        let seed = SeedSampleInbox(threads: StoreThreadRepository(store: store), clock: DomainSeeds.clock)
        let first = try await seed()
        #expect(first.added == 15 && first.total == 15)
        let second = try await seed()
        #expect(second.added == 0)
        let drafts = SampleInbox.drafts(endingAt: DomainSeeds.clock.now())
        #expect(Set(drafts.map(\.key)).count == drafts.count)
        #expect(drafts.contains { $0.isStarred })
        #expect(drafts.contains { $0.messages.contains { !$0.isRead } })
        #expect(drafts.filter(\.isArchived).count == 1)
        #expect(drafts.contains { $0.title.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } }, "Japanese")
        #expect(drafts.contains { $0.title.allSatisfy(\.isASCII) }, "English")
        #expect(drafts.allSatisfy { $0.createdAt <= DomainSeeds.clock.now() && $0.messages.allSatisfy { $0.sentAt <= DomainSeeds.clock.now() } })
        let page = try await StoreThreadRepository(store: store).page(ThreadQuery(filter: ThreadFilter(archive: .all), page: PageRequest(limit: 0)))
        #expect(page.items.allSatisfy { Int($0.lastActivityAt.timeIntervalSince1970) % 60 == 0 }, "whole minutes")
    }
}
