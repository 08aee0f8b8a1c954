@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// How a `tag:` page reads. By activity (the default), a tag's page reads the tag's range of
/// `thread_tags_page` in order, common or rare (schema/016), and its header counts that range. In
/// another order, a tag many threads carry is met by walking the sort's index and asking each
/// thread's tags through `thread_tags_by_thread`, with no sort of every match; a rare one starts
/// from its threads, gathered by the tag's key (schema/015). `threads tags` reads the kept counts,
/// a row a tag.
@Suite("Query plans for tags")
struct TagPlanTests {
    private func plan(_ query: String, all: Bool = false, widespread: QueryExpressionSQL.Widespread = .init(), sort: ThreadSort = .recent,
                      offset: Int = 0, after: SortPosition? = nil) async throws -> [String] {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let page = ThreadQuerySQL(filter: ThreadFilter(try QueryParser.parse(query), includesAll: all), widespread: widespread)
            .page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: offset, after: after)
        return try await store.queryPlan(page.sql, arguments: page.arguments)
    }

    private static let range = "SEARCH l USING COVERING INDEX thread_tags_page (tag_id=? AND archived=? AND muted=?)"

    @Test(arguments: [QueryExpressionSQL.Widespread(), QueryExpressionSQL.Widespread(tags: ["work"])])
    func aTagsPageByActivityReadsItsRangeInOrder(widespread: QueryExpressionSQL.Widespread) async throws {
        for (query, all) in [("tag:work", false), ("tag:WORK is:starred", false), ("is:unread tag:work", false), ("tag:work", true), ("tag:work tag:urgent", false)] {
            for sort in [ThreadSort.recent, .oldest] {
                let plan = try await plan(query, all: all, widespread: widespread, sort: sort)
                #expect(plan.contains(Self.range), "\(query) \(sort): \(plan)")
                #expect(plan.contains("SEARCH t USING INTEGER PRIMARY KEY (rowid=?)"), "\(query) \(sort): \(plan)")
                #expect(!plan.contains("USE TEMP B-TREE FOR ORDER BY") && !plan.contains { $0.contains("threads_by_activity") }, "\(query) \(sort): \(plan)")
                if sort == .recent { #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(query): \(plan)") }
            }
        }
    }

    @Test func aPageAfterAPositionStartsInsideTheRange() async throws {
        let after = SortPosition(key: .activity(Seeds.at(hours: 5)), id: ThreadID(4))
        let plan = try await plan("tag:work", after: after)
        #expect(plan.contains("SEARCH l USING COVERING INDEX thread_tags_page (tag_id=? AND archived=? AND muted=? AND (last_activity_at,thread_id)<(?,?))"), "\(plan)")
    }

    @Test func aFarPageSkipsEntriesOfTheRangeAlone() async throws {
        let plan = try await plan("tag:work", offset: 500)
        #expect(plan.contains { $0.contains(Self.range) }, "\(plan)")
    }

    @Test func aCommonTagsPageInAnotherOrderWalksItAndProbesEachThread() async throws {
        let plan = try await plan("tag:work", widespread: .init(tags: ["work"]), sort: .title)
        #expect(plan.contains { $0.contains("thread_tags_by_thread") }, "\(plan)")
        #expect(plan.contains { $0.contains("threads_by_title") }, "\(plan)")
        #expect(!plan.contains("USE TEMP B-TREE FOR ORDER BY"), "\(plan)")
    }

    @Test func aPrefixByActivityStillWalksOrGathers() async throws {
        let plan = try await plan("tag:client/*", widespread: .init(tags: ["client/*"]))
        #expect(!plan.contains { $0.contains("thread_tags_page") }, "\(plan)")
        #expect(plan.contains { $0.contains("thread_tags_by_thread") }, "\(plan)")
    }

    /// The header's count of a tag's page is its range's entries, counted in the index alone.
    @Test func aTagsCountIsItsRangesEntries() async throws {
        let store = try SQLiteDataStore.inMemory()
        let sql = ThreadQuerySQL(filter: ThreadFilter(try QueryParser.parse("tag:work")), widespread: .init(tags: ["work"]))
        let count = sql.matchingCount(stoppingAt: ThreadPage.countLimit(for: PageRequest(limit: 50)))
        #expect(!count.stops)
        let plan = try await store.queryPlan(count.sql.sql, arguments: count.sql.arguments)
        #expect(plan.contains { $0.contains(Self.range) } && !plan.contains { $0.hasPrefix("SEARCH t ") || $0.hasPrefix("SCAN t") }, "\(plan)")
    }

    @Test func theTagsEveryBranchReadsFromARangeNeedNoLook() throws {
        let ranged = { (query: String, sort: ThreadSort) in ThreadQuerySQL.rangedTags(ThreadFilter(try QueryParser.parse(query)), sort) }
        #expect(try ranged("tag:work", .recent) == ["work"])
        #expect(try ranged("tag:work tag:later", .oldest) == ["work"])
        #expect(try ranged("tag:work", .title) == [])
        #expect(try ranged("tag:work or tag:later", .recent) == [])
        #expect(try ranged("tag:client/*", .recent) == [])
    }

    @Test func aRareTagsPageInAnotherOrderStartsFromItsThreads() async throws {
        let plan = try await plan("tag:work", sort: .unread)
        #expect(plan.contains { $0.hasPrefix("SEARCH thread_tags USING") && $0.hasSuffix("(tag_id=?)") }, "\(plan)")
        #expect(plan.contains { $0.contains("sqlite_autoindex_tags_1 (key=?)") }, "\(plan)")
    }

    @Test func aPrefixReadsARangeOfKeys() async throws {
        let plan = try await plan("tag:client/*")
        #expect(plan.contains { $0.contains("sqlite_autoindex_tags_1 (key>? AND key<?)") }, "\(plan)")
    }

    @Test func theListOfTagsReadsTheKeptCounts() async throws {
        let store = try SQLiteDataStore.inMemory()
        let plan = try await store.queryPlan("SELECT name, threads, unread_threads FROM tags")
        #expect(plan == ["SCAN tags"], "\(plan)")
    }

    @Test func whetherATagIsCommonComesFromItsKeptCount() async throws {
        let store = try SQLiteDataStore.inMemory()
        var drafts = (0..<2200).map { index in
            ThreadDraft(key: "k\(index)", title: "t", participants: ["A"], createdAt: Seeds.at(hours: Double(index % 12)))
        }
        // A page walks for a tag at least max(1000, √(50 × threads)) threads carry: 1,100 of 2,200.
        for index in drafts.indices { drafts[index].tags = [try TagName(validating: index % 2 == 0 ? "half" : "odd")] }
        drafts[0].tags.append(try TagName(validating: "one"))
        _ = try await store.insertThreadsIfAbsent(drafts)
        let common = try await store.read { db in try SQLiteDataStore.widespreadTags(["half", "HALF", "one", "client/*"], db) }
        #expect(common == ["half", "HALF"])
    }
}
