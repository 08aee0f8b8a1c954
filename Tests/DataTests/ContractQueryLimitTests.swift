import Data
import Domain
import Foundation
import InMemoryStore
import Testing
import TestSupport

/// The largest queries the language allows (`QueryLimits`: terms and nesting), in the shapes
/// that cost an SQL engine most: every store answers them, and answers them as the plain
/// in-memory store does. A store that compiled `a or b or …` into one level a part (SQLite's
/// limit is 1000), or nested groups past its parser's stack, would fail here with the engine's
/// own message.
@Suite("DataStore contract: queries as large as the limits allow")
struct ContractQueryLimitTests {
    static let now = Seeds.at(hours: 12)

    /// Terms from the random inboxes' names, words and dates, as the query language writes each.
    static func terms(_ count: Int, seed: UInt64) -> [String] {
        var queries = RandomInbox.queries(seed: seed)
        return (0..<count).map { _ in queries.expression(depth: 0).description }
    }

    /// The shapes, each read by the parser (so each is within the limits) with its name.
    static func queries() throws -> [(String, QueryExpression)] {
        let limit = QueryLimits.terms, depth = QueryLimits.nesting
        var shapes: [(String, String)] = []
        let flat = terms(limit, seed: 3)
        shapes.append(("or", flat.joined(separator: " or ")))
        shapes.append(("and", flat.joined(separator: " ")))
        // Every thread: negations of words no thread holds, and-ed.
        shapes.append(("and of nots", (0..<limit).map { "-zz\($0)" }.joined(separator: " ")))
        // Each level's group comes last in an `and` that comes last in an `or`: SQLite's parser
        // holds every part before it (`a b or c d (…`). Innermost, the rest of the terms, half
        // of them a word no index serves (`ΐ` folds to three characters), whose SQL nests most.
        let heavy = terms(limit, seed: 4).enumerated().map { $0.offset >= depth * 4 && $0.offset % 2 == 0 ? "ΐ" : $0.element }
        shapes.append(("groups last", nest(levels: depth, terms: heavy, perLevel: 4) { words, inner in
            "\(words[0]) \(words[1]) or \(words[2]) \(words[3]) (\(inner))"
        }))
        // Two levels (`not` and `(`) a group, each after an `or`.
        shapes.append(("negated groups", nest(levels: depth / 2, terms: terms(limit, seed: 5), perLevel: 1) { words, inner in
            "\(words[0]) or not (\(inner))"
        }))
        // Each level's `or` longer than a store writes side by side (`ConditionChain.width`).
        shapes.append(("long levels", nest(levels: depth, terms: terms(limit, seed: 6), perLevel: 20) { words, inner in
            words[..<17].joined(separator: " or ") + " or " + words[17...].joined(separator: " ") + " (\(inner))"
        }))
        shapes.append(("negations", String(repeating: "not ", count: depth) + flat[0]))
        return try shapes.map { name, text in (name, try QueryParser.parse(text)) }
    }

    /// `levels` groups one inside another, each level written by `level` from `perLevel` of
    /// `terms` and the level inside it; the innermost is every term left, joined by `or`.
    static func nest(levels: Int, terms: [String], perLevel: Int, level: ([String], String) -> String) -> String {
        let inner = terms.dropFirst(levels * perLevel).joined(separator: " or ")
        return (0..<levels).reversed().reduce(inner) { text, index in
            level(Array(terms[(index * perLevel)..<((index + 1) * perLevel)]), text)
        }
    }

    /// The SQLite kinds all run the same SQL: a file as a command opens it and the service's
    /// pool are enough (a thousand terms take a second to answer in a debug build).
    static let kinds = StoreKind.checkedAgainstPlain.filter { $0 != .sqliteMemory && $0 != .sqliteFile }

    /// The shapes, then the shapes a query meets in use: a saved filter and a query, or flags,
    /// are `and`-ed with the query, a level more; a rare word beside it is where a page starts
    /// from (a statement around the query's).
    static func cases() throws -> [(String, QueryExpression)] {
        let queries = try queries()
        return queries + [("two groups last, and-ed", queries[3].1.and(queries[5].1)), ("or and a flag", queries[0].1.and(.term(.state(.starred)))),
                          ("groups last and a rare word", queries[3].1.and(.term(.text("zzrare"))))]
    }

    /// How many `cases()` there are: each is a test case of its own, so a slow engine (PostgreSQL
    /// plans a thousand terms in seconds) answers several at once.
    static let caseCount = 10

    @Test func everyCaseIsATestCase() throws {
        #expect(try Self.cases().count == Self.caseCount)
    }

    @Test(arguments: kinds, 0..<caseCount)
    func theLargestQueriesAgreeWithThePlainStore(kind: StoreKind, index: Int) async throws {
        var random = SplitMix64(seed: 9)
        let (_, reference, store) = try await RandomInbox.stores(kind, using: &random)
        let cases = try Self.cases()
        let clock = Clock.fixed(Self.now)
        try #require(index < cases.count, "everyCaseIsATestCase says how many there are")
        for (name, expression) in [cases[index]] {
            // The first page of the inbox; and a later one of everything, which reads the page's
            // ids in a statement around the query's.
            for (sort, all, limit, offset) in [(ThreadSort.title, false, 30, 0), (.recent, true, 7, 3)] {
                let filter = ThreadFilter(expression, includesAll: all)
                let query = ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: limit, offset: offset))
                let expected = try await ListThreads(threads: StoreThreadRepository(store: reference), clock: clock)(query)
                let actual = try await ListThreads(threads: StoreThreadRepository(store: store), clock: clock)(query)
                let ids = { (page: ThreadPage) in [page.matchingCount, page.scopeCount] + page.items.map { Int($0.thread.id.rawValue) } }
                #expect(ids(actual) == ids(expected), "\(name), \(sort), all: \(filter.includesAll)")
            }
            let filter = ThreadFilter(expression, includesAll: true)
            #expect(try await store.threadCount(filter) == reference.threadCount(filter), "\(name)")
            #expect(try await exported(store, filter) == exported(reference, filter), "\(name)")
            _ = try await store.explainThreads(ThreadQuery(filter: filter), selection: false)
        }
        // A change by query reads its selection with the same condition, inside its transaction.
        guard index == 0 else { return }
        let filter = ThreadFilter(cases[0].1, includesAll: true)
        #expect(try await store.updateThreads(matching: filter, applying: [.star(true)])
            == reference.updateThreads(matching: filter, applying: [.star(true)]))
    }

    /// The ids `filter` exports from `store`, in order.
    private func exported(_ store: any DataStore, _ filter: ThreadFilter) async throws -> [Int64] {
        let ids = IDs()
        try await store.forEachThread(filter, after: nil, limit: nil) { rows in ids.append(rows.thread.id) }
        return ids.all
    }
}

/// Ids collected by a store's callback, which may run on another thread.
private final class IDs: @unchecked Sendable {
    private var ids: [Int64] = []
    private let lock = NSLock()
    func append(_ id: Int64) { lock.withLock { ids.append(id) } }
    var all: [Int64] { lock.withLock { ids } }
}
