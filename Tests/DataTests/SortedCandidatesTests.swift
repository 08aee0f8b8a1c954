@testable import Data
import Domain
import Foundation
import InMemoryStore
import Testing
import TestSupport

/// A rare word's threads that must each also be read for a common word (`jasonip dohuz`), or a
/// listed phrase's threads each read for the phrase (`"tessaly morrowind"`): the page puts them in
/// its order before it reads any (`ThreadQuerySQL.sortsCandidatesFirst`), reads only as far as it
/// keeps and its header counts, and says "more than" past that, as for a common word alone. The
/// pages are the plain store's either way.
@Suite("A rare word's threads sorted before they are read")
struct SortedCandidatesTests {
    /// 400 threads of three messages, their activity in an order of its own (not the ids'), a
    /// third of them unread. `dohuz` is in every message of two threads in three, and in the title
    /// alone of every fifteenth; `jasonip` in the first message of three threads in four (300),
    /// `tafup` in every eighth (50), `quillomex` in one. The phrase `tessaly morrowind` is in a
    /// message of every third thread and the title of every fiftieth; every fifth holds its two
    /// words apart, which its bound's trigrams match too.
    static func inbox() -> [ThreadDraft] {
        (0..<400).map { index in
            let hour = Double((index * 37) % 400 * 4)
            let messages = (0..<3).map { number in
                let words = (index % 3 == 0 ? "" : " dohuz") + (number == 0 && index % 4 != 0 ? " jasonip" : "")
                    + (number == 1 && index % 8 == 0 ? " tafup" : "") + (index == 123 && number == 2 ? " quillomex" : "")
                    + (number == 1 && index % 3 == 1 ? " Tessaly Morrowind" : "") + (number == 2 && index % 5 == 2 ? " morrowind of tessaly market" : "")
                return MessageDraft(author: "a", body: "note \(index)-\(number)\(words)", sentAt: Seeds.at(hours: hour + Double(number)),
                                    isRead: (index + number) % 3 != 0)
            }
            let title = index % 15 == 0 ? "Dohuz plans \(index)" : index % 50 == 9 ? "tessaly morrowind plans" : "Title \(index % 97)"
            return ThreadDraft(key: "k\(index)", title: title, participants: ["p"], createdAt: Seeds.base, messages: messages)
        }
    }

    static func stores() async throws -> (SQLiteDataStore, InMemoryDataStore) {
        let store = try SQLiteDataStore.inMemory(), plain = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        _ = try await plain.insertThreadsIfAbsent(Self.inbox())
        return (store, plain)
    }

    /// Whether the page of `filter` in `sort` sorts its candidates first, as the store plans it.
    static func sortsFirst(_ filter: ThreadFilter, _ sort: ThreadSort, _ store: SQLiteDataStore) async throws -> Bool {
        try await store.read { db in try SQLiteDataStore.pageSQL(ThreadQuery(filter: filter, sort: sort), db).sortsCandidatesFirst(sort) }
    }

    /// `dohuz` is walked beside the listed `jasonip`, `tafup` or `quillomex`, in either order of
    /// the words and in every order of the page; not when the page asks for its absence, nor for
    /// `jasonip` alone, nor for everything (`--all`, four branches).
    @Test func theCommonWordBesideARareOneSortsTheRareOnesThreadsFirst() async throws {
        let (store, _) = try await Self.stores()
        for terms in [["jasonip", "dohuz"], ["dohuz", "jasonip"], ["tafup", "dohuz"], ["quillomex", "dohuz"], ["tessaly morrowind"],
                      ["tessaly morrowind", "jasonip"]] {
            for sort in ThreadSort.allCases {
                #expect(try await Self.sortsFirst(ThreadFilter(searchTerms: terms), sort, store), "\(terms) \(sort)")
            }
        }
        let others = [ThreadFilter(.and([.term(.text("jasonip")), .not(.term(.text("dohuz")))])), ThreadFilter(searchTerms: ["jasonip"]),
                      ThreadFilter(searchTerms: ["jasonip", "dohuz"], archive: .all, mute: .all),
                      ThreadFilter(searchTerms: ["tessaly morrowind"], archive: .all, mute: .all)]
        for filter in others {
            #expect(try await !Self.sortsFirst(filter, .recent, store), "\(filter)")
        }
    }

    /// The candidates are sorted in a co-routine that the outer statement reads in order, with no
    /// sort of its own: a sort there would read every candidate first.
    @Test(arguments: [["jasonip", "dohuz"], ["tessaly morrowind"]])
    func theOuterStatementDoesNotSort(terms: [String]) async throws {
        let (store, _) = try await Self.stores()
        for sort in ThreadSort.allCases {
            let query = ThreadQuery(filter: ThreadFilter(searchTerms: terms), sort: sort, page: PageRequest(limit: 50))
            let plan = try await store.explainThreads(query, selection: false).plan
            #expect(plan.first == "CO-ROUTINE o", "\(sort): \(plan)")
            let outer = plan.filter { !$0.hasPrefix(" ") }
            #expect(outer.contains("SCAN o") && !outer.contains { $0.contains("TEMP B-TREE") }, "\(sort): \(plan)")
            #expect(plan.contains("  USE TEMP B-TREE FOR ORDER BY"), "\(sort): \(plan)")
        }
    }

    /// The pages, their counts and the pages after a keyset are the plain store's: a first page
    /// reads on to one past `ThreadPage.countLimit` and says "more than" from there; fewer
    /// matches are counted exactly, and a page past an offset counts as a walk does.
    @Test func thePagesAndCountsAreThePlainStores() async throws {
        let (store, plain) = try await Self.stores()
        let filters = [["jasonip", "dohuz"], ["dohuz", "jasonip"], ["tafup", "dohuz"], ["quillomex", "dohuz"], ["jasonip", "plans"],
                       ["tessaly morrowind"], ["tessaly morrowind", "jasonip"], ["tessaly morrowind", "dohuz"], ["morrowind of tessaly"]]
            .map { ThreadFilter(searchTerms: $0) }
            + [ThreadFilter(.and([.term(.text("jasonip")), .term(.text("dohuz")), .term(.state(.unread))])),
               ThreadFilter(.and([.term(.text("jasonip")), .or([.term(.text("dohuz")), .term(.state(.starred))])]))]
        var stoppedOnce = false
        for filter in filters {
            for sort in ThreadSort.allCases {
                for (limit, offset) in [(50, 0), (10, 0), (30, 40), (nil, 0), (50, 150)] as [(Int?, Int)] {
                    let query = ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: limit, offset: offset))
                    let (ours, theirs) = (try await store.threadRows(query), try await plain.threadRows(query))
                    let label = "\(filter) \(sort) \(String(describing: limit)) \(offset)"
                    #expect(ours.threads.map(\.id) == theirs.threads.map(\.id), "\(label)")
                    if ours.matchingCountIsLowerBound {
                        stoppedOnce = true
                        let limit = ThreadPage.countLimit(for: query.page)
                        #expect(ours.matchingCount == limit && (theirs.matchingCount ?? 0) > limit, "\(label)")
                    } else {
                        #expect(ours.matchingCount == theirs.matchingCount, "\(label)")
                    }
                    #expect(ours.scopeCount == theirs.scopeCount, "\(label)")
                }
            }
        }
        #expect(stoppedOnce)
        // A page after another's last thread, as the service pages.
        let filter = ThreadFilter(searchTerms: ["jasonip", "dohuz"])
        let first = try await plain.threadRows(ThreadQuery(filter: filter, page: PageRequest(limit: 40)))
        let last = try #require(first.threads.last)
        let after = SortPosition(key: .activity(Millis.date(last.lastActivityAt)), id: ThreadID(last.id))
        let query = ThreadQuery(filter: filter, page: PageRequest(limit: 40, after: after))
        #expect(try await store.threadRows(query).threads.map(\.id) == (try await plain.threadRows(query).threads.map(\.id)))
    }

    /// `threads count` stays exact: it counts every candidate read for the common word.
    @Test func aCountIsExact() async throws {
        let (store, plain) = try await Self.stores()
        for terms in [["jasonip", "dohuz"], ["tafup", "dohuz"], ["tessaly morrowind"]] {
            let filter = ThreadFilter(searchTerms: terms)
            let (ours, theirs) = (try await store.threadCount(filter), try await plain.threadCount(filter))
            #expect(ours == theirs && ours.threads > 0, "\(terms)")
        }
    }
}
