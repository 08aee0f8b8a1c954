import Domain
import Foundation
import TestSupport
import Testing

@Suite("Use cases")
struct UseCaseTests {
    @Test(arguments: [
        (ThreadQuery(page: PageRequest(limit: -1)), ThreadsError.negativeLimit(-1)),
        (ThreadQuery(page: PageRequest(limit: 5, offset: -1)), .negativeOffset(-1)),
        (ThreadQuery(filter: ThreadFilter(searchTerms: [""])), .emptySearchTerm),
        (ThreadQuery(filter: ThreadFilter(participants: ["  "])), .emptyParticipantFilter),
        (ThreadQuery(sort: .title, page: PageRequest(limit: 5, after: SortPosition(key: .unread(2), id: ThreadID(4)))), .positionOfAnotherSort(.title)),
        (ThreadQuery(sort: .recent, page: PageRequest(limit: 5, after: SortPosition(key: .title("a"), id: ThreadID(4)))), .positionOfAnotherSort(.recent)),
    ])
    func listThreadsRejectsBadQueriesBeforeTheRepository(query: ThreadQuery, error: ThreadsError) async {
        let repository = ThreadRepositoryDouble()
        await #expect(throws: error) { _ = try await ListThreads(threads: repository, clock: .fixed(Seeds.base))(query) }
        #expect(repository.calls.isEmpty)
    }

    @Test func listThreadsPassesAGoodQueryThroughUnchanged() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onListThreads = { _ in ThreadPage(items: [], matchingCount: 0, scopeCount: 0) }
        let after = SortPosition(key: .title("ロゴ"), id: ThreadID(9))
        let query = ThreadQuery(filter: ThreadFilter(starredOnly: true, searchTerms: ["ロゴ"]), sort: .title, page: PageRequest(limit: 0, offset: 3, after: after))
        _ = try await ListThreads(threads: repository, clock: .fixed(Seeds.base))(query)
        #expect(repository.calls == [.listThreads(query)])
        #expect(query.page.limit == nil, "--limit 0 means no limit")
    }

    @Test func savedFilterUseCasesNameAnUnknownFilterAndCheckNames() async throws {
        let filters = SavedFiltersRepositoryDouble(showing: [])
        filters.onDeleteFilter = { _ in false }
        await #expect(throws: ThreadsError.unknownFilter(name: "work")) { try await DeleteFilter(filters: filters)(named: "work") }
        await #expect(throws: ThreadsError.unknownFilter(name: "work")) { _ = try await ShowFilter(filters: filters)(named: "work") }
        await #expect(throws: ThreadsError.invalidFilterName(name: "bad name", maximumLength: 64)) {
            _ = try await SaveFilter(filters: filters)(SavedFilter(name: "bad name", filter: .inbox))
        }
        await #expect(throws: ThreadsError.emptySearchTerm) {
            _ = try await SaveFilter(filters: filters)(SavedFilter(name: "ok", filter: ThreadFilter(searchTerms: [""])))
        }
        #expect(filters.calls == [.deleteFilter("work"), .showFilter("work")])
    }

    @Test func listFiltersSortsByTheNamesBytes() async throws {
        let filters = SavedFiltersRepositoryDouble()
        filters.onListFilters = { ["b", "B", "a", "é", "A"].map { SavedFilter(name: $0, filter: .inbox) } }
        #expect(try await ListFilters(filters: filters)().map(\.name) == ["A", "B", "a", "b", "é"])
    }

    @Test func resolveFilterAddsTypedConditionsToTheSavedOne() async throws {
        let saved = SavedFilter(name: "work", filter: ThreadFilter(unreadOnly: true, participants: ["佐藤"], since: Seeds.at(hours: 3)), sort: .oldest)
        let resolve = ResolveFilter(filters: SavedFiltersRepositoryDouble(showing: [saved]))
        let typedFilter = ThreadFilter(starredOnly: true, participants: ["Aiko"], since: Seeds.at(hours: 5), archive: .all)
        let typed = FilterSelection(filter: typedFilter, savedFilterName: "work")
        let merged = try await resolve(typed)
        #expect(merged.filter == ThreadFilter(.and([saved.filter.expression, typedFilter.expression]), includesAll: true))
        #expect(merged.sort == .oldest)
        #expect(try await resolve(FilterSelection(savedFilterName: "work", sort: .title)).sort == .title)
        let alone = try await resolve(FilterSelection(filter: ThreadFilter(starredOnly: true, mute: .muted)))
        #expect(alone.filter == ThreadFilter(starredOnly: true, mute: .muted) && alone.sort == nil)
        await #expect(throws: ThreadsError.unknownFilter(name: "home")) { _ = try await resolve(FilterSelection(savedFilterName: "home")) }
    }

    @Test func theSampleInboxIsSeededOnceWithWhatItPromises() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onSeedSampleInbox = { $0.count }
        let first = try await SeedSampleInbox(threads: repository, clock: Seeds.clock)()
        #expect(first.added == 15 && first.total == 15)
        guard case .seedSampleInbox(let drafts) = repository.calls.first else { Issue.record("not seeded"); return }
        #expect(Set(drafts.map(\.key)).count == drafts.count)
        #expect(drafts.contains { $0.isStarred })
        #expect(drafts.contains { $0.messages.contains { !$0.isRead } })
        #expect(drafts.filter(\.isArchived).count == 1)
        #expect(drafts.contains { $0.title.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } }, "Japanese")
        #expect(drafts.contains { $0.title.allSatisfy(\.isASCII) }, "English")
        let now = Seeds.clock.now()
        #expect(drafts.allSatisfy { $0.createdAt <= now && $0.messages.allSatisfy { $0.sentAt <= now } })
        #expect(drafts.allSatisfy { draft in draft.messages.allSatisfy { Int($0.sentAt.timeIntervalSince1970) % 60 == 0 } }, "whole minutes")
    }
}
