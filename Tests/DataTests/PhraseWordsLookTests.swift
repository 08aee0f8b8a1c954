@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// A phrase's rest listed from the bodies' words (`messages_words`, `SQLiteDataStore.wordListing`)
/// instead of their trigrams: the list must hold every message the phrase is in, however the text
/// writes it, so that reading the listed messages gives the answer a reading of every message gives.
@Suite("A phrase's words")
struct PhraseWordsLookTests {
    /// The bodies of the threads that follow `PhraseRestLookTests.inbox()` (where `dohuz` is in every
    /// message), one thread each, the newest last; which hold `dohuz zorvx` says `TextFold.contains`.
    static let bodies = [
        "dohuz zorvx",                   // as asked
        "DOHUZ ZORVX, twice",            // another case
        "xdohuz zorvxy",                 // inside longer words of the text: `zorvxy` begins with it
        "dohuz zorvx-ish",               // a word the index cuts after it
        "会議dohuz zorvx。",             // Japanese on either side
        "dohuz. zorvx",                  // the words apart: not the phrase
        "dohuz  zorvx",                  // two spaces: not the phrase
        "dohuz\nzorvx",                  // a line apart: not the phrase
        "dohuz zorv\u{212A}",            // the Kelvin sign lower-cases to `k`: `dohuz zorvk`
        "dohuz Zorvk quintal",           // a phrase of three words
        "dohuz zorvk, quintal",          // its words, not it
        "dohuz xzzqqx",                   // `zzqqx` only inside another word
    ] + (0..<20).map { "dohuz pre\($0)fix" } // twenty words the same four letters begin

    static func inbox() -> [ThreadDraft] {
        PhraseRestLookTests.inbox() + bodies.enumerated().map { index, body in
            ThreadDraft(key: "w\(index)", title: "words \(index)", participants: ["p"], createdAt: Seeds.base, messages: [
                MessageDraft(author: "a", body: body, sentAt: Seeds.at(hours: Double(2000 + index)), isRead: false),
            ])
        }
    }

    /// Every phrase's page holds the threads a reading of every message finds, newest first, and
    /// its count is theirs. A phrase under twelve characters whose rest a space starts is listed
    /// from the words index (a longer one lists its bound's rare trigrams first, and here finds it).
    @Test(arguments: [
        ("dohuz zorvx", #"("zorvx" OR "zorvxy")"#, true), ("Dohuz ZorvK", #"("zorvk")"#, true),
        ("dohuz zorvk quintal", #"("zorvk") AND ("quintal")"#, false), ("dohuz zzqqx", nil, false), ("dohuz pre", nil, false),
    ] as [(String, String?, Bool)])
    func theWordsListEveryMessageThePhraseIsIn(term: String, query: String?, viaWords: Bool) async throws {
        let store = try SQLiteDataStore.inMemory()
        let drafts = Self.inbox()
        _ = try await store.insertThreadsIfAbsent(drafts)
        let words = term.split(separator: " ", omittingEmptySubsequences: false)[...]
        let (listing, looks, asked) = try await store.read { db in
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            return (try SQLiteDataStore.wordListing(words, db), try SQLiteDataStore.widespreadTerms([term], db), asked)
        }
        switch term {
        case "dohuz zzqqx": #expect(listing == .nothing && looks.listed[term] == "[]")
        // `pre` begins more of the index's words than it asks for: the trigrams list it.
        case "dohuz pre": #expect(listing == nil)
        default: #expect(listing == query.map { .match($0) })
        }
        #expect(looks.listed[term] != nil, "\(looks)")
        #expect(asked.contains { $0.contains("FROM messages_words WHERE messages_words MATCH") } == viaWords, "\(asked)")
        // The drafts are in the order of their last message.
        let expected = drafts.filter { draft in draft.messages.contains { TextFold.contains($0.body, term) } }.reversed().map(\.key)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
        #expect(try await PhraseRestLookTests.keys(term, store, spread) == expected)
        #expect(try await PhraseRestLookTests.keys(term, store, QueryExpressionSQL.Widespread()) == expected)
        #expect(try await store.threadCount(ThreadFilter(searchTerms: [term]), as: nil).threads == expected.count)
    }

    /// What the reading of every message finds, written out: the list above is not held to
    /// an answer that could be empty.
    @Test func thePhraseIsInTheMessagesItShouldBe() {
        let holding = Self.bodies.enumerated().filter { TextFold.contains($0.element, "dohuz zorvx") }.map(\.offset)
        #expect(holding == [0, 1, 2, 3, 4])
        #expect(Self.bodies.enumerated().filter { TextFold.contains($0.element, "dohuz zorvk") }.map(\.offset) == [8, 9, 10])
    }

    /// The words index is the one the triggers keep: a message written, changed and deleted
    /// is listed, listed by its new words, and gone.
    @Test func theTriggersKeepTheWordsIndex() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        func listed(_ word: String) async throws -> Int {
            try await store.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM messages_words WHERE messages_words MATCH ?", arguments: [word]) ?? -1
            }
        }
        #expect(try await listed("zorvxy") == 1)
        try await store.write { db in
            try db.execute(sql: "UPDATE messages SET body = 'dohuz quorbit' WHERE body = 'xdohuz zorvxy'")
        }
        #expect(try await listed("zorvxy") == 0)
        #expect(try await listed("quorbit") == 1)
        try await store.write { db in try db.execute(sql: "DELETE FROM messages WHERE body = 'dohuz quorbit'") }
        #expect(try await listed("quorbit") == 0)
        try await store.write { db in try db.execute(sql: "INSERT INTO messages_words (messages_words, rank) VALUES ('integrity-check', 1)") }
    }
}
