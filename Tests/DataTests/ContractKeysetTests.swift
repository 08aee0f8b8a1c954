import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Keyset pages (`PageRequest.after`) on every store: walking a selection page by page from each
/// page's last thread gives exactly the whole ordered list, in every sort, with ties on every sort
/// key and across archived and muted states; threads added, changed or gone in front of the
/// position move nothing behind it; and each store's page after any position is the reference's.
@Suite("DataStore contract: keyset pages")
struct ContractKeysetTests {
    /// Eighteen threads whose keys tie in threes and more: three activity times, one title in
    /// three cases (one key) beside two others, unread counts 0–2; half in the inbox, the rest
    /// archived, muted or both; all but every fourth carry the tag `pile`, whose page by activity
    /// reads its own range (schema/016). Ids are 1…18 in this order.
    static let tiedInbox: [ThreadDraft] = (0..<18).map { index in
        let at = Seeds.at(hours: Double(index % 3))
        let unread = (index / 2) % 3
        var draft = ThreadDraft(
            key: "tie-\(index)", title: ["Budget", "budget", "BUDGET", "Apple", "ロゴ"][index % 5], participants: ["Aiko"],
            isStarred: index % 3 == 0, isArchived: [3, 5].contains(index % 6), isMuted: [4, 5].contains(index % 6),
            createdAt: at, messages: (0..<unread).map { _ in MessageDraft(author: "Aiko", body: "ping", sentAt: at, isRead: false) })
        if index % 4 != 3 { draft.tags = (try? TagName(validating: "pile")).map { [$0] } ?? [] }
        return draft
    }

    /// The inbox, everything (`--all`: four state branches), a query over two states, unread across
    /// all, and a tag's threads across all (alone and with unread).
    static func selections() throws -> [ThreadFilter] {
        [.inbox, ThreadFilter(includesAll: true), ThreadFilter(try QueryParser.parse("is:starred or is:archived")),
         ThreadFilter(try QueryParser.parse("is:unread"), includesAll: true), ThreadFilter(try QueryParser.parse("tag:pile"), includesAll: true),
         ThreadFilter(try QueryParser.parse("tag:PILE is:unread"), includesAll: true)]
    }

    private func seeded(_ kind: StoreKind, _ drafts: [ThreadDraft] = tiedInbox) async throws -> StoreThreadRepository {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(drafts)
        return StoreThreadRepository(store: store)
    }

    private func ids(_ page: ThreadPage) -> [Int64] { page.items.map(\.thread.id.rawValue) }

    /// Every page of `filter` in `sort`, `size` at a time, each after the last one's last thread.
    private func walk(_ repository: StoreThreadRepository, _ filter: ThreadFilter, _ sort: ThreadSort, size: Int) async throws -> [Int64] {
        var walked: [Int64] = [], after: SortPosition?
        for _ in 0...Self.tiedInbox.count {
            let page = try await repository.listThreads(ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: size, after: after)))
            walked += ids(page)
            guard page.items.count == size, let last = page.items.last else { return walked }
            after = sort.position(of: last)
        }
        Issue.record("the walk did not end: \(walked)")
        return walked
    }

    @Test(arguments: StoreKind.allCases)
    func walkingPageByPageGivesTheWholeOrderedList(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        for filter in try Self.selections() {
            for sort in ThreadSort.allCases {
                let whole = try await repository.listThreads(ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: nil)))
                #expect(whole.items.count >= 4, "\(filter.expression) selects too little to page")
                #expect(whole.items == whole.items.sorted { sort.orders($0, before: $1) }, "\(filter.expression) \(sort)")
                for size in [1, 2, 5] {
                    let walked = try await walk(repository, filter, sort, size: size)
                    #expect(walked == ids(whole), "\(filter.expression) all: \(filter.includesAll) \(sort) by \(size)")
                }
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func anOffsetCountsFromThePosition(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        let filter = ThreadFilter(includesAll: true)
        for sort in ThreadSort.allCases {
            let whole = try await repository.listThreads(ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: nil))).items
            let after = sort.position(of: whole[4])
            let page = try await repository.listThreads(ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: 3, offset: 2, after: after)))
            #expect(ids(page) == whole[7..<10].map(\.thread.id.rawValue), "\(sort)")
            // The counts are the selection's, whatever the page.
            #expect(page.matchingCount == whole.count)
        }
    }

    /// For each sort, a thread that comes first in it: started after, or before, every other; a
    /// title before every other; more unread messages than any.
    static func inFront(_ sort: ThreadSort) -> ThreadDraft {
        let late = Seeds.at(hours: 100), early = Seeds.at(hours: -100)
        switch sort {
        case .recent: return Seeds.thread("front", "Late", createdHours: 100)
        case .oldest: return ThreadDraft(key: "front", title: "Early", participants: ["Ben"], createdAt: early)
        case .title: return Seeds.thread("front", "0 first", createdHours: 1)
        case .unread:
            return ThreadDraft(key: "front", title: "Busy", participants: ["Ben"], createdAt: late,
                               messages: (0..<5).map { _ in MessageDraft(author: "Ben", body: "now", sentAt: late, isRead: false) })
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aThreadAddedOrGoneInFrontMovesNothingBehindThePosition(kind: StoreKind) async throws {
        for sort in ThreadSort.allCases {
            let repository = try await seeded(kind)
            let query = { (after: SortPosition?) in ThreadQuery(filter: .inbox, sort: sort, page: PageRequest(limit: 3, after: after)) }
            let whole = ids(try await repository.listThreads(ThreadQuery(filter: .inbox, sort: sort, page: PageRequest(limit: nil))))
            let first = try await repository.listThreads(query(nil))
            let after = sort.position(of: try #require(first.items.last))
            #expect(ids(try await repository.listThreads(query(after))) == Array(whole[3..<6]))

            // A new thread in front, and a thread of the first page archived: the second page is as it was.
            let added = try await repository.startThread(Self.inFront(sort))
            #expect(try await repository.listThreads(query(nil)).items.first?.thread.id == added, "\(sort): it is in front")
            #expect(try await repository.changeThreads(.ids([first.items[0].thread.id]), applying: [.archive(true)]).missing == [])
            #expect(ids(try await repository.listThreads(query(after))) == Array(whole[3..<6]), "\(kind) \(sort)")
        }
    }

    @Test(arguments: StoreKind.checkedAgainstPlain, [UInt64(4), 5])
    func thePageAfterAnyPositionIsTheReferences(kind: StoreKind, seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let (drafts, reference, store) = try await RandomInbox.stores(kind, using: &random)
        let expected = StoreThreadRepository(store: reference), actual = StoreThreadRepository(store: store)
        for _ in 0..<60 {
            var query = RandomInbox.query(drafts: drafts, using: &random)
            var whole = query
            whole.page = PageRequest(limit: nil)
            let items = try await expected.listThreads(whole).items
            guard let pick = items.randomElement(using: &random) else { continue }
            let after = query.sort.position(of: pick)
            query.page.after = after
            let page = try await expected.listThreads(query)
            #expect(page.items.allSatisfy { query.sort.orders($0, after: after) })
            #expect(ids(try await actual.listThreads(query)) == ids(page), "\(query)")
        }
    }
}
