import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Filters and sorts, identical on every store. Expected ids are worked out by hand from `Seeds.inbox`:
///
///     id key        last activity  unread  starred  archived  participants
///     1  logo       30h            1       yes               Aiko, Ben
///     2  invoice    40h            2                         Dana
///     3  lunch      10h            0       yes               sam
///     4  empty      35h (created)  0                         Sam, Aiko
///     5  old         5h            1                yes      Print Shop
///     6  meeting    30h            1                         佐藤, AIKO
///     7  backdated   6h            0                         Ben
@Suite("DataStore contract: filters and sorts")
struct ContractFilterTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let filter: ThreadFilter
        var sort: ThreadSort = .recent
        let ids: [Int64]
    }

    static let cases: [Case] = [
        Case(description: "inbox, recent (ties by id desc)", filter: .inbox, ids: [2, 4, 6, 1, 3, 7]),
        Case(description: "oldest", filter: .inbox, sort: .oldest, ids: [7, 3, 6, 1, 4, 2]),
        Case(description: "title, case-insensitive, Japanese after ASCII", filter: .inbox, sort: .title, ids: [7, 4, 2, 3, 1, 6]),
        Case(description: "unread", filter: .inbox, sort: .unread, ids: [2, 6, 1, 7, 4, 3]),
        Case(description: "starred", filter: ThreadFilter(starredOnly: true), ids: [1, 3]),
        Case(description: "unread only", filter: ThreadFilter(unreadOnly: true), ids: [2, 6, 1]),
        Case(description: "starred and unread", filter: ThreadFilter(starredOnly: true, unreadOnly: true), ids: [1]),
        Case(description: "with aiko, any case", filter: ThreadFilter(participants: ["aiko"]), ids: [4, 6, 1]),
        Case(description: "with Sam matches sam", filter: ThreadFilter(participants: ["Sam"]), ids: [4, 3]),
        Case(description: "with two names: both", filter: ThreadFilter(participants: ["Aiko", "BEN"]), ids: [1]),
        Case(description: "with a Japanese name", filter: ThreadFilter(participants: ["佐藤"]), ids: [6]),
        Case(description: "with a partial name: exact only", filter: ThreadFilter(participants: ["Ai"]), ids: []),
        Case(description: "since is inclusive", filter: ThreadFilter(since: Seeds.at(hours: 30)), ids: [2, 4, 6, 1]),
        Case(description: "until is exclusive", filter: ThreadFilter(until: Seeds.at(hours: 30)), ids: [3, 7]),
        Case(description: "since and until", filter: ThreadFilter(since: Seeds.at(hours: 10), until: Seeds.at(hours: 35)), ids: [6, 1, 3]),
        Case(description: "search 2-char Japanese title", filter: ThreadFilter(searchTerms: ["ロゴ"]), ids: [1]),
        Case(description: "search 4-char Japanese title", filter: ThreadFilter(searchTerms: ["デザイン"]), ids: [1]),
        Case(description: "search Japanese body", filter: ThreadFilter(searchTerms: ["水曜日"]), ids: [6]),
        Case(description: "search ignores case", filter: ThreadFilter(searchTerms: ["INVOICE"]), ids: [2]),
        Case(description: "search body ASCII", filter: ThreadFilter(searchTerms: ["ramen"]), ids: [3]),
        Case(description: "search % literally", filter: ThreadFilter(searchTerms: ["%"]), ids: [2]),
        Case(description: "search _ literally", filter: ThreadFilter(searchTerms: ["_"]), ids: [2]),
        Case(description: "search 50% literally", filter: ThreadFilter(searchTerms: ["50%"]), ids: [2]),
        Case(description: "search quotes literally", filter: ThreadFilter(searchTerms: ["\"net 30\""]), ids: [2]),
        Case(description: "search * literally", filter: ThreadFilter(searchTerms: ["*please*"]), ids: [2]),
        Case(description: "search NEAR( literally", filter: ThreadFilter(searchTerms: ["NEAR("]), ids: [3]),
        Case(description: "search two terms: both", filter: ThreadFilter(searchTerms: ["ロゴ", "修正"]), ids: [1]),
        Case(description: "search two terms: none has both", filter: ThreadFilter(searchTerms: ["ロゴ", "ramen"]), ids: []),
        Case(description: "search matches nothing", filter: ThreadFilter(searchTerms: ["xyz"]), ids: []),
        Case(description: "archived", filter: ThreadFilter(archive: .archived), ids: [5]),
        Case(description: "all", filter: ThreadFilter(archive: .all), ids: [2, 4, 6, 1, 3, 7, 5]),
        Case(description: "all, unread, sorted by unread", filter: ThreadFilter(unreadOnly: true, archive: .all), sort: .unread, ids: [2, 6, 5, 1]),
        Case(description: "archived with a search", filter: ThreadFilter(searchTerms: ["shipped"], archive: .archived), ids: [5]),
        Case(description: "search never reaches archived by default", filter: ThreadFilter(searchTerms: ["shipped"]), ids: []),
    ]

    @Test(arguments: StoreKind.allCases, cases)
    func filterAndSort(kind: StoreKind, testCase: Case) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let query = ThreadQuery(filter: testCase.filter, sort: testCase.sort, page: PageRequest(limit: 0))
        let result = try await StoreThreadRepository(store: store).listThreads(query)
        #expect(result.items.map(\.thread.id.rawValue) == testCase.ids)
        #expect(result.matchingCount == testCase.ids.count)
    }

    @Test(arguments: StoreKind.allCases)
    func countsAroundAPage(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        let starred = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(starredOnly: true)))
        #expect(starred.matchingCount == 2)
        #expect(starred.scopeCount == 6)
        let archived = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: .archived)))
        #expect(archived.scopeCount == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func pagingSlicesTheSameOrder(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        let second = try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 2, offset: 1)))
        #expect(second.items.map(\.thread.id.rawValue) == [4, 6])
        #expect(second.matchingCount == 6)
        let past = try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 2, offset: 50)))
        #expect(past.items.isEmpty)
        #expect(past.matchingCount == 6)
        let offsetOnly = try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 0, offset: 4)))
        #expect(offsetOnly.items.map(\.thread.id.rawValue) == [3, 7])
    }
}
