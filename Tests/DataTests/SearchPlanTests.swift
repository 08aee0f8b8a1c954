@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// A search term most messages contain: the page walks its sort's index and reads each thread's
/// messages, instead of first mapping every matching message to its thread; a rare term's page
/// starts from its mapped list and sorts it. Either way the page is the same (the contract suite
/// holds the results).
@Suite("Search plans")
struct SearchPlanTests {
    /// 300 threads of 5 messages: "common" is in 1,200 messages, above the 1,000 floor of the cap;
    /// "seldom" in 3, and with it the short term 請求.
    static func inbox() -> [ThreadDraft] {
        (0..<300).map { index in
            let messages = (0..<5).map { number in
                MessageDraft(author: "a", body: number == 0 ? (index % 100 == 0 ? "seldom-true 請求" : "seldom-false") : "a common word \(index)-\(number)",
                             sentAt: Seeds.at(hours: Double(index * 5 + number)), isRead: false)
            }
            return ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base, messages: messages)
        }
    }

    @Test func aWidespreadTermIsFoundByWalkingARareOneByItsList() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let widespread = try await store.read { db in
            try SQLiteDataStore.widespreadTerms(["common", "seldom-true", "ab"], db).walked
        }
        #expect(widespread == ["common"])
        for (term, walks) in [("common", true), ("seldom-true", false)] {
            let sql = ThreadQuerySQL(filter: ThreadFilter(searchTerms: [term]), widespread: .init(terms: widespread))
            let page = sql.page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains { $0.hasPrefix("SEARCH t USING") }, "\(term): \(plan)")
            #expect(plan.contains { $0.hasPrefix("CORRELATED") } == walks, "\(term): \(plan)")
            // A rare term's page starts from its few threads and sorts them; a widespread one's
            // comes out of the order's index.
            #expect(plan.contains("USE TEMP B-TREE FOR ORDER BY") == !walks, "\(term): \(plan)")
        }
    }

    /// Terms of one and two characters, which the trigram index cannot serve: a rare one is
    /// looked up in the short-term index (not a scan of every message's text, 12 s at 10M
    /// messages); a widespread one walks, as a longer widespread term does.
    @Test func aShortTermIsLookedUpInItsIndexNotScanned() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let widespread = try await store.read { db in
            try SQLiteDataStore.widespreadTerms(["請求", "請", "co", "zq"], db).walked
        }
        #expect(widespread == ["co"])
        for term in ["請求", "請", "Zq", "z"] {
            let sql = ThreadQuerySQL(filter: ThreadFilter(searchTerms: [term]), widespread: .init(terms: widespread))
            let page = sql.page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains { $0.hasPrefix("SCAN messages_short VIRTUAL TABLE") }, "\(term): \(plan)")
            #expect(plan.contains { $0.hasPrefix("SCAN threads_short VIRTUAL TABLE") }, "\(term): \(plan)")
            // No subquery per thread reading its messages' text, and no scan of a whole table.
            #expect(!plan.contains { $0.hasPrefix("CORRELATED") || $0 == "SCAN m" || $0 == "SCAN t" }, "\(term): \(plan)")
        }
        let found = try await store.threadRows(ThreadQuery(filter: ThreadFilter(searchTerms: ["請求"]), sort: .recent, page: PageRequest(limit: 50)))
        #expect(found.threads.map(\.key) == ["k200", "k100", "k0"])
    }

    /// As many messages as a widespread term, all in one long thread: walking would read every
    /// thread before finding it, so its list is gathered.
    @Test func aCommonTermInFewThreadsIsGathered() async throws {
        let store = try SQLiteDataStore.inMemory()
        let list = ThreadDraft(key: "list", title: "a mailing list", participants: ["p"], createdAt: Seeds.base, messages: (0..<1200).map {
            MessageDraft(author: "a", body: "digest \($0)", sentAt: Seeds.at(hours: Double($0)), isRead: true)
        })
        _ = try await store.insertThreadsIfAbsent([list] + Self.inbox())
        let widespread = try await store.read { db in try SQLiteDataStore.widespreadTerms(["digest", "di", "common"], db).walked }
        #expect(widespread == ["common"])
    }

    /// A gathered term's matching messages find their threads in `messages_thread_of` (schema
    /// 025), never in the rows themselves, whether the trigram or the short-term index matched
    /// them. A long term's candidates are read for the term only by the page, thread by thread in
    /// its order (`ThreadQuerySQL.sortsCandidatesFirst`), through `messages_by_thread`.
    @Test func aGatheredTermsMessagesFindTheirThreadsInTheirOwnIndex() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let covering = "SEARCH m USING COVERING INDEX messages_thread_of (id=?)"
        for (term, reads) in [("seldom-true", false), ("請", false), ("seldom-true 請求", true)] {
            let filter = ThreadFilter(searchTerms: [term])
            let spread = try await store.read { db in try SQLiteDataStore.widespread(filter, db) }
            let page = ThreadQuerySQL(filter: filter, widespread: spread).page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains(covering) && !plan.contains("SEARCH m USING INTEGER PRIMARY KEY (rowid=?)"), "\(term): \(plan)")
            #expect(plan.contains("SEARCH m USING INDEX messages_by_thread (thread_id=?)") == reads, "\(term): \(plan)")
            let found = try await store.threadRows(ThreadQuery(filter: filter, sort: .recent, page: PageRequest(limit: 50)))
            #expect(found.threads.map(\.key) == ["k200", "k100", "k0"], "\(term)")
        }
    }

    @Test func bothFormsFindTheSameThreads() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        for term in ["common", "seldom-true", "title 2", "請求", "co"] {
            var pages: [[Int64]] = []
            for widespread in [Set<String>(), [term]] {
                let sql = ThreadQuerySQL(filter: ThreadFilter(searchTerms: [term]), widespread: .init(terms: widespread))
                let page = sql.page(columns: "t.id", sort: .recent, limit: nil, offset: 0)
                pages.append(try await store.read { db in try Int64.fetchAll(db, sql: page.sql, arguments: page.arguments) })
            }
            #expect(pages[0] == pages[1], "\(term)")
            #expect(!pages[0].isEmpty, "\(term)")
        }
    }

    /// 1,600 threads, three in four titled "release checklist": a word of a recurring subject,
    /// in many titles (above the 1,000 floor of the threads' cap) and one message.
    static func subjects() -> [ThreadDraft] {
        (0..<1600).map { index in
            let body = index == 8 ? "the checklist is attached" : "note \(index)"
            return ThreadDraft(key: "s\(index)", title: index % 4 == 0 ? "weekly sync \(index)" : "release checklist \(index)",
                               participants: ["p"], createdAt: Seeds.base,
                               messages: [MessageDraft(author: "a", body: body, sentAt: Seeds.at(hours: Double(index)), isRead: false)])
        }
    }

    /// A long term whose bound is broad ("deltas gammas": its trigrams apart are in all 1,200
    /// messages, which say "gammas deltas") but which itself is rare (3 messages): the look lists
    /// its own matches, and the page maps them to their threads, asking the index nothing more
    /// and reading no message (each of the bound's candidates read cost a phrase of two common
    /// words 119 ms a page in long mail).
    @Test func aRareLongTermOfCommonTrigramsIsGatheredFromItsOwnMatches() async throws {
        let store = try SQLiteDataStore.inMemory()
        func message(_ index: Int, _ number: Int) -> MessageDraft {
            let body = number == 0 && index % 100 == 0 ? "note deltas gammas" : "note gammas deltas \(number)"
            return MessageDraft(author: "a", body: body, sentAt: Seeds.at(hours: Double(index * 4 + number)), isRead: false)
        }
        let drafts: [ThreadDraft] = (0..<300).map { index in
            ThreadDraft(key: "g\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base,
                        messages: (0..<4).map { message(index, $0) })
        }
        _ = try await store.insertThreadsIfAbsent(drafts)
        let filter = ThreadFilter(searchTerms: ["deltas gammas"])
        let looked = try await TermPlan("deltas gammas", on: store)
        #expect(looked.looks.walked.isEmpty && looked.looks.listed.isEmpty && looked.looks.matched.keys.sorted() == ["deltas gammas"])
        #expect(looked.plan.contains("SEARCH m USING COVERING INDEX messages_thread_of (id=?)"), "\(looked.plan)")
        #expect(!looked.plan.contains { $0.hasPrefix("SCAN messages_fts") || $0.hasPrefix("SEARCH m USING INTEGER PRIMARY KEY") }, "\(looked.plan)")
        let spread = try await store.read { db in try SQLiteDataStore.widespread(filter, db) }
        // The threads the bound's candidates, each read, find.
        for widespread in [spread, QueryExpressionSQL.Widespread()] {
            let all = ThreadQuerySQL(filter: filter, widespread: widespread).page(columns: "t.key", sort: .recent, limit: nil, offset: 0)
            #expect(try await store.read { db in try String.fetchAll(db, sql: all.sql, arguments: all.arguments) } == ["g200", "g100", "g0"])
        }
        #expect(try await store.threadCount(filter).threads == 3)
    }

    /// Such a word is read in each title the page passes, and only the few messages holding it
    /// are gathered, from the look's list of them: no gathering of every matching title, no sort
    /// of them, and the messages' index asked once, by the look.
    @Test func aTermCommonInTitlesOnlyReadsEachTitleAndGathersItsFewMessages() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.subjects())
        let filter = ThreadFilter(searchTerms: ["checklist"])
        let widespread = try await store.read { db in try SQLiteDataStore.widespread(filter, db) }
        #expect(widespread.terms.isEmpty)
        #expect(widespread.titleTerms == ["checklist"])
        let page = ThreadQuerySQL(filter: filter, widespread: widespread).page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
        let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
        #expect(!plan.contains("USE TEMP B-TREE FOR ORDER BY"), "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN threads_fts") || $0.hasPrefix("SCAN messages_fts") }, "\(plan)")
        #expect(widespread.matched["checklist"] != nil)
        #expect(plan.contains("SEARCH m USING COVERING INDEX messages_thread_of (id=?)"), "\(plan)")
        // The list is read in its order, each id looked up: no temporary index of it first.
        #expect(plan.contains { $0.hasPrefix("SCAN j VIRTUAL TABLE") } && !plan.contains { $0.hasPrefix("SCAN json_each") }, "\(plan)")
        // The same threads as the gathered form, the one whose message alone holds it among them.
        var pages: [[String]] = []
        for spread in [QueryExpressionSQL.Widespread(), widespread] {
            let all = ThreadQuerySQL(filter: filter, widespread: spread).page(columns: "t.key", sort: .recent, limit: nil, offset: 0)
            pages.append(try await store.read { db in try String.fetchAll(db, sql: all.sql, arguments: all.arguments) })
        }
        #expect(pages[0] == pages[1])
        #expect(pages[0].count == 1201 && pages[0].contains("s8"))
    }

    /// `--all` is four walks, one a state; a rare term's list is gathered once for all four,
    /// and not asked again of each candidate (it holds the term already). Its messages come
    /// from the look's list of them, so the page asks only the titles' index.
    @Test func everyStateStartsFromOneGatheringOfARareTermsList() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let filter = ThreadFilter(searchTerms: ["seldom-true"], archive: .all, mute: .all)
        let sql = ThreadQuerySQL(filter: filter, widespread: try await store.read { db in try SQLiteDataStore.widespread(filter, db) })
        #expect(sql.branches.count == 4)
        let page = sql.page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
        let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
        #expect(!plan.contains { $0.hasPrefix("SCAN messages_fts") }, "\(plan)")
        #expect(plan.filter { $0 == "SEARCH m USING COVERING INDEX messages_thread_of (id=?)" }.count == 1, "\(plan)")
        #expect(plan.filter { $0.hasPrefix("SCAN threads_fts VIRTUAL TABLE") }.count == 1, "\(plan)")
        let keys = try await store.threadRows(ThreadQuery(filter: filter, sort: .recent, page: PageRequest(limit: 50))).threads.map(\.key)
        #expect(keys == ["k200", "k100", "k0"])
    }

    /// A list's header counts a common word's threads up to `ThreadPage.countLimit` (twice the
    /// page's reach: 100 for the first 50) and says "more than"; a rare word's, and states', it
    /// counts exactly, however many.
    @Test func aHeaderStopsCountingACommonWordAndCountsTheRestExactly() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.subjects())
        func counted(_ filter: ThreadFilter) async throws -> (Int?, Bool) {
            let rows = try await store.threadRows(ThreadQuery(filter: filter, page: PageRequest(limit: 50), extras: .counts))
            return (rows.matchingCount, rows.matchingCountIsLowerBound)
        }
        for filter in [ThreadFilter(searchTerms: ["checklist"]), ThreadFilter(searchTerms: ["checklist"], archive: .all, mute: .all)] {
            let common = try await counted(filter)
            #expect(common.0 == 100 && common.0 == ThreadPage.countLimit(for: PageRequest(limit: 50)) && common.1)
        }
        let rare = try await counted(ThreadFilter(searchTerms: ["weekly"]))
        #expect(rare.0 == 400 && !rare.1)
        let states = try await counted(.inbox)
        #expect(states.0 == 1600 && !states.1)
        // `threads count` still counts every match.
        let all = try await store.threadCount(ThreadFilter(searchTerms: ["checklist"]))
        #expect(all.threads == 1201)
    }

    /// A first page that is not full holds every match, so its header counts its rows and no
    /// count walks the order again: `checklist -release` walks all 1,600 threads for its one
    /// (a common word and a rare absence on 100,000 short messages: 948.7M instructions with the
    /// second walk, 493.3M without). A later page, or a full one, still counts by a walk.
    @Test func aFirstPageThatIsNotFullIsItsOwnCount() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.subjects())
        let filter = ThreadFilter(.and([.term(.text("checklist")), .not(.term(.text("release")))]))
        for (page, walks) in [(PageRequest(limit: 50), false), (PageRequest(limit: 1), true), (PageRequest(limit: 50, offset: 1), true)] {
            let asked = StatementLog()
            // The in-memory store has one connection: the trace stays on it for the page's read.
            try await store.read { db in db.trace(options: .statement) { asked.append($0.expandedDescription) } }
            let rows = try await store.threadRows(ThreadQuery(filter: filter, page: page, extras: .counts))
            try await store.read { db in db.trace(options: .statement, nil) }
            #expect(rows.matchingCount == 1 && !rows.matchingCountIsLowerBound, "\(page)")
            // The walk's count (`ThreadQuerySQL.matchingCount`), not the looks' counts of the word.
            #expect(asked.all.contains { $0.hasPrefix("SELECT count(*) FROM (SELECT t.id, t.last_activity_at") } == walks, "\(page): \(asked.all)")
        }
    }
}

/// Statements a trace saw, from whichever thread runs the connection.
private final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var statements: [String] = []
    func append(_ sql: String) { lock.withLock { statements.append(sql) } }
    var all: [String] { lock.withLock { statements } }
}
