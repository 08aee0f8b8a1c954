@testable import Data
import Domain
import Foundation
import InMemoryStore
import Testing
import TestSupport

/// Two list pages that gathered or read too much at 10M messages: a name in many threads
/// (`--with marcus`: every one of its 158,000 threads listed before the first row, 70 ms), and a
/// page far down the list (`--offset 500000`: every skipped thread's row read). The page is the
/// same either way; these hold the plans, and the pages to the plain store's.
@Suite("List plans: common names and far pages")
struct ListWalkPlanTests {
    /// 1,400 threads, each with Marcus: 1,400 participant rows name him, past the cap's floor of
    /// 1,000, and every one of the newest 300 threads has him. Olga is in the oldest 1,000 alone
    /// (common, but a walk from the newest meets her late); Rin in three. Every title says
    /// "title" but three, which say "rare".
    static func inbox() -> [ThreadDraft] {
        (0..<1400).map { index in
            let names = ["Marcus"] + (index < 1000 ? ["Olga"] : []) + (index % 500 == 7 ? ["Rin"] : [])
            let messages = (0..<(1 + index % 3)).map { number in
                MessageDraft(author: names[0], body: "note \(index)-\(number)", sentAt: Seeds.at(hours: Double(index * 3 + number)),
                             isRead: (index + number) % 4 != 0)
            }
            let title = index % 500 == 3 ? "Rare invoice \(index)" : "Title \(index % 97)"
            return ThreadDraft(key: "k\(index)", title: title, participants: names, createdAt: Seeds.base, messages: messages)
        }
    }

    @Test func aCommonNameIsAskedOfEachThreadARareOneIsGathered() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let widespread = try await store.read { db in try SQLiteDataStore.widespreadNames(["Marcus", "MARCUS", "Olga", "Rin", "nobody"], db) }
        #expect(widespread == ["Marcus", "MARCUS"])
        for (name, probes) in [("Marcus", true), ("Rin", false), ("Olga", false)] {
            let sql = ThreadQuerySQL(filter: ThreadFilter(participants: [name]), widespread: .init(names: widespread))
            for sort in [ThreadSort.recent, .unread] {
                let page = sql.page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: 0)
                let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
                #expect(plan.contains("SEARCH p USING COVERING INDEX participants_by_name (name_key=? AND thread_id=?)") == probes, "\(name): \(plan)")
                // A rare name's page starts from its threads and sorts those few; a common one walks the order.
                #expect(plan.contains("SCAN s") == !probes, "\(name): \(plan)")
                #expect(plan.contains("USE TEMP B-TREE FOR ORDER BY") == !probes, "\(name): \(plan)")
            }
            // Counting reads every match, and the gathered list still serves it best.
            let counts = ThreadQuerySQL(filter: ThreadFilter(participants: [name]), widespread: .init(names: widespread)).counts()
            #expect(!(try await store.queryPlan(counts.matching.sql, arguments: counts.matching.arguments)).contains { $0.hasPrefix("CORRELATED") })
        }
    }

    @Test func aCommonTitleTextIsReadInEachThreadARareOneIsGathered() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let widespread = try await store.read { db in try SQLiteDataStore.widespreadTitles(["title", "TITLE", "ti", "rare", "title 1", "zq"], db) }
        #expect(widespread == ["title", "TITLE", "ti"])
        for (text, reads) in [("title", true), ("ti", true), ("rare", false), ("title 1", false)] {
            let page = ThreadQuerySQL(filter: ThreadFilter(.term(.title(text))), widespread: .init(titles: widespread))
                .page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains { $0.hasPrefix("SEARCH t USING INDEX threads_by_activity") }, "\(text): \(plan)")
            #expect(plan.contains("LIST SUBQUERY 1") == !reads, "\(text): \(plan)")
        }
    }

    /// Ben has six threads in seven, the newest among them; Rin the seventh: a page of Ben's
    /// reads each thread's own column as it walks, a page of Rin's probes her gathered ids.
    @Test func aCommonAssigneeIsReadInEachThreadARareOneIsGathered() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let ids = Array(Int64(1)...1400)
        _ = try await store.updateThreads(ids.filter { $0 % 7 != 0 }, applying: .assign(Person("Ben")))
        _ = try await store.updateThreads(ids.filter { $0 % 7 == 0 }, applying: .assign(Person("Rin")))
        let widespread = try await store.read { db in try SQLiteDataStore.widespreadAssignees(["Ben", "BEN", "Rin", "nobody"], db) }
        #expect(widespread == ["Ben", "BEN"])
        for (name, reads) in [("Ben", true), ("Rin", false), ("nobody", false)] {
            let page = ThreadQuerySQL(filter: ThreadFilter(.term(.assignee(name))), widespread: .init(assignees: widespread))
                .page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains { $0.hasPrefix("SEARCH t USING INDEX threads_by_activity") }, "\(name): \(plan)")
            #expect(plan.contains("LIST SUBQUERY 1") == !reads, "\(name): \(plan)")
        }
    }

    @Test func aPagePastAnOffsetSkipsOverItsIndexAlone() async throws {
        let store = try SQLiteDataStore.inMemory()
        for (sort, index) in [(ThreadSort.recent, "threads_by_activity"), (.oldest, "threads_by_activity"), (.unread, "threads_by_unread"),
                              (.title, "threads_by_title")] {
            let page = ThreadQuerySQL(filter: .inbox).page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: 500)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains { $0.hasPrefix("SEARCH t USING COVERING INDEX \(index) (archived=? AND muted=?)") }, "\(sort): \(plan)")
            // Then each kept row by its id.
            #expect(plan.contains("SEARCH t USING INTEGER PRIMARY KEY (rowid=?)"), "\(sort): \(plan)")
        }
        // With --all, four covering walks merged.
        let all = ThreadQuerySQL(filter: ThreadFilter(includesAll: true)).page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 500)
        let plan = try await store.queryPlan(all.sql, arguments: all.arguments)
        #expect(plan.filter { $0.hasPrefix("SEARCH t USING COVERING INDEX threads_by_activity") }.count == 4, "\(plan)")
    }

    /// The pages themselves: the same threads in the same order as the plain store's, for the
    /// common, rare and absent names, with and without offsets, in every order.
    @Test func thePagesAreThePlainStores() async throws {
        let store = try SQLiteDataStore.inMemory(), plain = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        _ = try await plain.insertThreadsIfAbsent(Self.inbox())
        let filters = [ThreadFilter.inbox, ThreadFilter(includesAll: true), ThreadFilter(participants: ["marcus"]),
                       ThreadFilter(participants: ["Rin"]), ThreadFilter(participants: ["Olga"]), ThreadFilter(participants: ["nobody"]),
                       ThreadFilter(.not(.term(.with("marcus")))), ThreadFilter(.and([.term(.with("Marcus")), .term(.state(.unread))])),
                       ThreadFilter(.or([.term(.with("Marcus")), .term(.state(.starred))])),
                       ThreadFilter(.term(.title("title"))), ThreadFilter(.term(.title("ti"))), ThreadFilter(.term(.title("rare"))),
                       ThreadFilter(.not(.term(.title("title")))), ThreadFilter(.and([.term(.title("TITLE 1")), .term(.with("marcus"))]))]
        for filter in filters {
            for sort in ThreadSort.allCases {
                for (limit, offset) in [(50, 0), (50, 1), (20, 700), (50, 1390), (10, 5000), (nil, 1300)] as [(Int?, Int)] {
                    let query = ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: limit, offset: offset))
                    let (ours, theirs) = (try await store.threadRows(query), try await plain.threadRows(query))
                    #expect(ours.threads.map(\.id) == theirs.threads.map(\.id), "\(filter) \(sort) \(String(describing: limit)) \(offset)")
                    // A common name's count may stop at the limit (`ThreadPage.countLimit`): then more match.
                    if ours.matchingCountIsLowerBound {
                        let limit = ThreadPage.countLimit(for: query.page)
                        #expect(ours.matchingCount == limit && (theirs.matchingCount ?? 0) > limit)
                    } else {
                        #expect(ours.matchingCount == theirs.matchingCount)
                    }
                    #expect(ours.scopeCount == theirs.scopeCount)
                }
            }
        }
    }
}
