import Data
import InMemoryStore
import Domain
import Foundation
import Testing
import TestSupport

/// Random inboxes and random queries: every store must return the same page as the plain
/// in-memory store, which computes everything from scratch. Seeded, so a failure repeats.
@Suite("DataStore contract: randomized agreement")
struct ContractRandomizedTests {
    @Test(arguments: StoreKind.checkedAgainstPlain, [UInt64(1), 2, 3])
    func agreesWithThePlainStore(kind: StoreKind, seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let (drafts, reference, store) = try await RandomInbox.stores(kind, using: &random)
        for _ in 0..<150 {
            let query = RandomInbox.query(drafts: drafts, using: &random)
            let expected = try await StoreThreadRepository(store: reference).listThreads(query)
            let actual = try await StoreThreadRepository(store: store).listThreads(query)
            // Ids and counts first, so a failure prints a short, readable difference.
            let ids = { (page: ThreadPage) in [page.matchingCount, page.scopeCount] + page.items.map { Int($0.thread.id.rawValue) } }
            #expect(ids(actual) == ids(expected), "\(query)")
            if ids(actual) == ids(expected) { #expect(actual == expected, "\(query)") }
            if actual != expected { return }
        }
    }
}

/// The project's seeded generator, so test inputs are the same on every run.
typealias SplitMix64 = SeededRandom

/// Generators for inboxes and queries in the shapes users make: mixed scripts, equal times, case.
enum RandomInbox {
    /// Sixty random threads stored in the plain store and in `kind`, the same in both, a third
    /// of them assigned to one of `names` (which `assignee:` then asks in any case).
    static func stores(_ kind: StoreKind, using random: inout SplitMix64) async throws
        -> (drafts: [ThreadDraft], reference: InMemoryDataStore, store: any DataStore) {
        let drafts = (0..<60).map { thread(index: $0, using: &random) }
        let reference = InMemoryDataStore()
        let store = try kind.make()
        _ = try await reference.insertThreadsIfAbsent(drafts)
        _ = try await store.insertThreadsIfAbsent(drafts)
        for id in Int64(1)...Int64(drafts.count) where Int.random(in: 0..<3, using: &random) == 0 {
            let person = Person(names.randomElement(using: &random) ?? "")
            for each in [reference, store] as [any DataStore] { _ = try await each.updateThreads([id], applying: .assign(person)) }
        }
        return (drafts, reference, store)
    }

    /// Random query expressions over these threads' names and words, with dates among their times.
    static func queries(seed: UInt64) -> RandomQueries {
        RandomQueries(seed: seed, names: names, words: words,
                      dates: [.instant(Seeds.at(hours: 4)), .instant(Seeds.at(hours: 9)), .daysAgo(0), .yesterday],
                      tags: ["work", "WORK", "client/*", "Client/Acme", "日本語", "nowhere", "client/acme/*"])
    }

    static let names = ["Aiko", "aiko", "Ben", "佐藤", "Dana Whitfield", "Zoë", "sam"]
    /// Tags as people write them: one in two spellings, nested ones, Japanese.
    static let tags = ["work", "Work", "client/acme", "client/beta", "client/acme/eu", "日本語", "todo"]
    static let words = ["logo", "Invoice", "ロゴ", "デザイン", "見積り", "meeting", "50%", "under_score", "\"quote\"", "ramen", "納品", "*"]

    static func text(_ count: Int, using random: inout SplitMix64) -> String {
        (0..<count).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: Bool.random(using: &random) ? " " : "")
    }

    static func thread(index: Int, using random: inout SplitMix64) -> ThreadDraft {
        // Hours from a small range so that equal last-activity times (ties) are common.
        let created = Double(Int.random(in: 0...12, using: &random))
        let messages = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            MessageDraft(author: names.randomElement(using: &random) ?? "", body: text(Int.random(in: 0...4, using: &random), using: &random),
                         sentAt: Seeds.at(hours: Double(Int.random(in: 0...12, using: &random))), isRead: Bool.random(using: &random))
        }
        return ThreadDraft(
            key: "k\(index)", title: text(Int.random(in: 1...3, using: &random), using: &random),
            participants: Array(names.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))),
            isStarred: Int.random(in: 0..<5, using: &random) == 0, isArchived: Int.random(in: 0..<6, using: &random) == 0,
            createdAt: Seeds.at(hours: created), messages: messages,
            tags: (0..<Int.random(in: 0...2, using: &random)).compactMap { _ in try? TagName(validating: tags.randomElement(using: &random) ?? "") })
    }

    static func query(drafts: [ThreadDraft], using random: inout SplitMix64) -> ThreadQuery {
        var filter = FilterFlags()
        filter.starredOnly = Int.random(in: 0..<4, using: &random) == 0
        filter.unreadOnly = Int.random(in: 0..<3, using: &random) == 0
        if Bool.random(using: &random) { filter.participants = [names.randomElement(using: &random) ?? ""] }
        if Int.random(in: 0..<3, using: &random) == 0 { filter.since = Seeds.at(hours: Double(Int.random(in: 0...12, using: &random))) }
        if Int.random(in: 0..<3, using: &random) == 0 { filter.until = Seeds.at(hours: Double(Int.random(in: 0...12, using: &random))) }
        if Bool.random(using: &random) {
            // A piece of a real word, 1–5 characters, sometimes upper-cased: both search paths.
            let word = Array(words.randomElement(using: &random) ?? "x")
            let start = Int.random(in: 0..<word.count, using: &random)
            let piece = String(word[start..<min(word.count, start + Int.random(in: 1...5, using: &random))])
            filter.searchTerms = [Bool.random(using: &random) ? piece.uppercased() : piece]
        }
        filter.archive = ArchiveScope.allCases.randomElement(using: &random) ?? .active
        let limit = [0, 1, 5, 30].randomElement(using: &random) ?? 0
        return ThreadQuery(filter: ThreadFilter(flags: filter), sort: ThreadSort.allCases.randomElement(using: &random) ?? .recent,
                           page: PageRequest(limit: limit, offset: Int.random(in: 0...3, using: &random)))
    }
}
