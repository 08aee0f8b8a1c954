@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// How a `tag:` page reads (schema/015): a tag many threads carry is met by walking the sort's
/// index and asking each thread's tags through `thread_tags_by_thread`, with no sort of every
/// match; a rare one starts from its threads, gathered by the tag's key; and `threads tags` reads
/// the kept counts, a row a tag.
@Suite("Query plans for tags")
struct TagPlanTests {
    private func plan(_ query: String, widespread: QueryExpressionSQL.Widespread = .init()) async throws -> [String] {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let page = ThreadQuerySQL(filter: ThreadFilter(try QueryParser.parse(query)), widespread: widespread)
            .page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0, after: nil)
        return try await store.queryPlan(page.sql, arguments: page.arguments)
    }

    @Test func aCommonTagsPageWalksTheOrderAndProbesEachThread() async throws {
        let plan = try await plan("tag:work", widespread: .init(tags: ["work"]))
        #expect(plan.contains { $0.contains("thread_tags_by_thread") }, "\(plan)")
        #expect(plan.contains { $0.hasPrefix("SEARCH t USING") && $0.contains("threads_by_activity") || $0.contains("INDEX") }, "\(plan)")
        #expect(!plan.contains("USE TEMP B-TREE FOR ORDER BY"), "\(plan)")
    }

    @Test func aRareTagsPageStartsFromItsThreads() async throws {
        let plan = try await plan("tag:work")
        #expect(plan.contains { $0.contains("SEARCH thread_tags USING PRIMARY KEY (tag_id=?)") }, "\(plan)")
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
