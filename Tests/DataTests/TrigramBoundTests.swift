@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// The cheaper count that tells a rare term before its phrase is counted: every text holding the
/// term matches it, so it never counts fewer, and a term it finds rare is rare.
@Suite("Trigram bound")
struct TrigramBoundTests {
    @Test func theTrigramsThatDoNotOverlapAndTheLastOne() {
        #expect(QueryExpressionSQL.trigramBound("tessaly morrowind") == #""tes" AND "sal" AND "y m" AND "orr" AND "owi" AND "ind""#)
        #expect(QueryExpressionSQL.trigramBound(#"a"bcdefghijkl"#) == #""a""b" AND "cde" AND "fgh" AND "ijk" AND "jkl""#)
        #expect(QueryExpressionSQL.trigramBound("会議室の予約をお願いします") == #""会議室" AND "の予約" AND "をお願" AND "いしま" AND "します""#)
        // A word's phrase of a few lists is counted as it is.
        #expect(QueryExpressionSQL.trigramBound("vewolegok") == nil && QueryExpressionSQL.trigramBound("abcdefghijk") == nil)
    }

    /// Over texts where the term's pieces also stand apart, the bound matches every text the
    /// phrase matches, and more.
    @Test func theBoundMatchesEveryTextThePhraseMatches() async throws {
        let store = try SQLiteDataStore.inMemory()
        let bodies = ["the tessaly morrowind notes", "TESSALY MORROWIND", "tessaly and morrowind apart", "morrowind tessaly",
                      "tes sal y m orr owi ind", "nothing here", "会議室の予約をお願いします", "会議室 の予約をお願いします"]
        _ = try await store.insertThreadsIfAbsent(bodies.enumerated().map { index, body in
            ThreadDraft(key: "b\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base,
                        messages: [MessageDraft(author: "a", body: body, sentAt: Seeds.at(hours: Double(index)), isRead: false)])
        })
        for (term, more) in [("tessaly morrowind", true), ("会議室の予約をお願いします", true), ("morrowind notes", false)] {
            guard let bound = QueryExpressionSQL.trigramBound(term) else { Issue.record("no bound for \(term)"); continue }
            let (exact, bounded) = try await store.read { db in
                let ids = "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rowid"
                return (try Int64.fetchAll(db, sql: ids, arguments: [QueryExpressionSQL.phrase(term)]), try Int64.fetchAll(db, sql: ids, arguments: [bound]))
            }
            #expect(!exact.isEmpty && Set(exact).isSubset(of: Set(bounded)), "\(term): \(exact) \(bounded)")
            #expect((bounded.count > exact.count) == more, "\(term): \(exact) \(bounded)")
        }
    }
}
