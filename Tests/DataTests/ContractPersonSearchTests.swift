import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Text is the team's: another person's search finds the threads the first person's finds, on
/// every store and through every path a term can take (a word's full-text index, the short-term
/// index, a long term read for itself, a title, a sender), in each way a ring asks (the page,
/// the count, the export's walk, a change by query, `--explain`). Another person reads through
/// views of the tables (`PersonView`), so a statement that names a table's index must name the
/// table itself; schema 025's index named through the view refused every search of the service.
@Suite("DataStore contract: another person's search")
struct ContractPersonSearchTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let expression: QueryExpression
        let ids: [Int64]
    }

    /// ContractShortTermTests' six threads (ids 1–6), then one of long mail (7).
    static let inbox = ContractShortTermTests.inbox + [
        Seeds.thread("long", "Quarterly numbers", createdHours: 10, messages: [
            Seeds.message("Ben", String(repeating: "the figures are attached below. ", count: 40), hours: 11),
            Seeds.message("Aiko", "thanks, nothing here stands out", hours: 12),
        ]),
    ]

    static let cases: [Case] = [
        Case(description: "a word", expression: .term(.text("report")), ids: [2]),
        Case(description: "a word of long mail", expression: .term(.text("figures")), ids: [7]),
        Case(description: "a short term", expression: .term(.text("q")), ids: [2, 3, 7]),
        Case(description: "a short term in Japanese", expression: .term(.text("請求")), ids: [1]),
        Case(description: "a long term", expression: .term(.text("nothing here")), ids: [2, 7]),
        Case(description: "a title", expression: .term(.title("quarterly")), ids: [7]),
        Case(description: "a sender", expression: .term(.from("Ben")), ids: [7]),
        Case(description: "a word or a short term", expression: .or([.term(.text("attached")), .term(.text("%"))]), ids: [4, 7]),
        Case(description: "no match", expression: .term(.text("zzyzx")), ids: []),
    ]

    @Test(arguments: StoreKind.allCases, cases)
    func anotherPersonFindsTheFirstPersonsThreads(kind: StoreKind, testCase: Case) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Self.inbox)
        let sam = Viewer(Person("Sam"), firstPerson: Person("Sam")), ben = Viewer(Person("Ben"), firstPerson: Person("Sam"))
        // A write makes Ben a person of his own: from then on he reads through his views.
        #expect(try await store.updateThreads([1], applying: .readAll, as: ben) == [])
        #expect(try await store.personNames() == ["Sam", "Ben"])
        let filter = ThreadFilter(testCase.expression)
        for viewer in [sam, ben] {
            let who = "\(testCase) as \(viewer.person)"
            let page = try await store.threadRows(ThreadQuery(filter: filter, page: PageRequest(limit: 50)), as: viewer)
            #expect(page.threads.map(\.id).sorted() == testCase.ids, "\(who): the page")
            #expect(try await store.threadCount(filter, as: viewer).threads == testCase.ids.count, "\(who): the count")
            let walked = Walked()
            try await store.forEachThread(filter, after: nil, limit: nil, as: viewer) { walked.append($0.thread.id) }
            #expect(walked.ids == testCase.ids, "\(who): the export's walk")
            #expect(try await store.updateThreads(matching: filter, applying: .star(false), as: viewer) == testCase.ids, "\(who): a change")
            _ = try await store.explainThreads(ThreadQuery(filter: filter), selection: true, as: viewer)
        }
    }

    /// The ids the export's walk passes, in order.
    private final class Walked: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Int64] = []
        var ids: [Int64] { lock.withLock { list } }
        func append(_ id: Int64) { lock.withLock { list.append(id) } }
    }
}
