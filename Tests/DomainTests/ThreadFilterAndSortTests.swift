import Domain
import Foundation
import Testing
import TestSupport

@Suite("Filter merging and sort order")
struct ThreadFilterAndSortTests {
    @Test func addingFlagsToASavedFilterMeansBothHold() {
        let saved = ThreadFilter(starredOnly: true, participants: ["Aiko"], since: Seeds.at(hours: 1), until: Seeds.at(hours: 10),
                                 searchTerms: ["logo"], archive: .archived)
        let typed = ThreadFilter(unreadOnly: true, participants: ["AIKO", "佐藤"], since: Seeds.at(hours: 5), until: Seeds.at(hours: 20),
                                 searchTerms: ["logo", "ロゴ"])
        let merged = saved.adding(typed)
        #expect(merged == ThreadFilter(.and([saved.expression, typed.expression])))
        #expect(merged.expression.terms.count == saved.expression.terms.count + typed.expression.terms.count)
        #expect(merged.flags == nil, "two --since in one filter: both hold, which only a query can say")
        #expect(saved.adding(ThreadFilter(archive: .all)).includesAll)
        #expect(ThreadFilter.inbox.adding(typed) == typed, "the empty query adds nothing")
    }

    @Test func onlyConditionsBeyondTheArchivedStateNarrow() {
        #expect(!ThreadFilter(archive: .all).narrows)
        #expect(ThreadFilter(searchTerms: ["x"]).narrows)
        #expect(ThreadFilter(until: Seeds.base).narrows)
    }

    static let sorted: [(ThreadSort, [Int64])] = [
        (.recent, [4, 3, 1, 2]), (.oldest, [2, 3, 1, 4]), (.unread, [3, 1, 4, 2]), (.title, [2, 4, 1, 3]),
    ]

    @Test(arguments: sorted)
    func eachSortIsTotalWithTiesBrokenByNewestId(sort: ThreadSort, ids: [Int64]) {
        let items = [
            Seeds.summary(id: 1, title: "banana", unread: 2, hours: 5),
            Seeds.summary(id: 2, title: "Apple", unread: 0, hours: 1),
            Seeds.summary(id: 3, title: "ロゴ", unread: 2, hours: 5),
            Seeds.summary(id: 4, title: "BANANA", unread: 1, hours: 9),
        ]
        #expect(items.sorted { sort.orders($0, before: $1) }.map(\.thread.id.rawValue) == ids)
        #expect(items.reversed().sorted { sort.orders($0, before: $1) }.map(\.thread.id.rawValue) == ids, "independent of input order")
    }

    @Test func textFoldIgnoresCaseInAnyScript() {
        #expect(TextFold.key("ÄBC Aiko") == "äbc aiko")
        #expect(TextFold.contains("ロゴデザインの件", "デザ"))
        #expect(TextFold.contains("Invoice #2041", "INVOICE"))
        #expect(!TextFold.contains("Invoice", "voices"))
    }

    @Test(arguments: ["work", "urgent-2", "日本", "a.b_c"])
    func acceptsFilterNames(name: String) throws {
        #expect(try FilterName.validated(name) == name)
    }

    @Test(arguments: ["", "has space", "-lead", String(repeating: "x", count: 65), "a/b", "quote'"])
    func rejectsFilterNames(name: String) {
        #expect(throws: ThreadsError.invalidFilterName(name: name, maximumLength: 64)) { try FilterName.validated(name) }
    }
}
