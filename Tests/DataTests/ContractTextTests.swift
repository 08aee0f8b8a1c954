import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Text comes back exactly as it went in, on every store: NUL bytes, lone combining
/// marks and control characters included (SQLite TEXT is length-counted; a C-string read
/// would cut it at the first NUL).
@Suite("DataStore contract: text survives byte for byte")
struct ContractTextTests {
    private static let odd = "before\u{0}after \u{301}\u{1B}[31m\r\n\t end"

    private func stored(_ kind: StoreKind) async throws -> StoreThreadRepository {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent([
            Seeds.thread("k\u{0}ey", "Title \u{0} tail", with: ["Ai\u{0}ko"], messages: [
                Seeds.message("Au\u{0}thor", Self.odd, hours: 1, read: false),
            ]),
        ])
        return StoreThreadRepository(store: store)
    }

    @Test(arguments: StoreKind.allCases)
    func nulAndControlCharactersRoundTripThroughDetailAndList(kind: StoreKind) async throws {
        let repository = try await stored(kind)
        let detail = try #require(try await repository.showThread(ThreadID(1)))
        #expect(detail.summary.thread.key == "k\u{0}ey")
        #expect(detail.summary.thread.title == "Title \u{0} tail")
        #expect(detail.summary.thread.participants == ["Ai\u{0}ko"])
        #expect(detail.messages.map(\.author) == ["Au\u{0}thor"])
        #expect(detail.messages.map(\.body) == [Self.odd])
        #expect(detail.messages.first?.body.utf8.count == Self.odd.utf8.count)

        let page = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(), page: PageRequest(limit: 10)))
        // The page reads its text straight from the statement, uncast: every byte still arrives.
        #expect(page.items.map(\.thread.title) == ["Title \u{0} tail"])
        #expect(page.items.map(\.thread.key) == ["k\u{0}ey"])
        #expect(page.items.map(\.thread.participants) == [["Ai\u{0}ko"]])
        #expect(page.items.first?.lastMessage?.body == Self.odd)
    }

    @Test(arguments: StoreKind.allCases)
    func searchFindsTextAroundANul(kind: StoreKind) async throws {
        let repository = try await stored(kind)
        // Short terms go through the scan that folds in SQL and see every byte. Longer terms
        // go through the trigram index, whose tokenizer stops at a NUL (SQLite's, measured
        // in docs/reliability.md), so only text before it is promised there.
        for term in ["af", "ta", "be", "before", "Title"] {
            let page = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(searchTerms: [term]), page: PageRequest(limit: 10)))
            #expect(page.matchingCount == 1, "search \(term)")
        }
    }
}
