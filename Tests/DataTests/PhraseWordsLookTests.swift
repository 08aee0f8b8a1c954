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

    /// The phrase's words in order (schema 029 keeps their places): its first word as each of the
    /// vocabulary's words it ends (`xdohuz`, and `会議dohuz`, one word to `unicode61`), its last as
    /// each of the index's words it begins, the words between as they are. A word past the limit
    /// at either end leaves the run; a run of one word is not asked so.
    @Test(arguments: [
        ("dohuz zorvx", ["dohuz", "xdohuz", "会議dohuz"].flatMap { f in ["zorvx", "zorvxy"].map { "\(f) \($0)" } } as [String]?),
        ("Dohuz ZorvK", ["dohuz zorvk", "xdohuz zorvk", "会議dohuz zorvk"]),
        ("dohuz zorvk quintal", ["dohuz zorvk quintal", "xdohuz zorvk quintal", "会議dohuz zorvk quintal"]),
        ("zorvk quintal", ["zorvk quintal"]),          // no word of the index ends `zorvk` but itself
        ("dohuz zzqqx", []),                             // no word begins `zzqqx`: nothing to list
        ("dohuz pre", nil), ("do pre", nil),            // `pre` begins twenty words, `do` is under a trigram
        ("do zorvk quintal", ["zorvk quintal"]),        // the run starts a word later
        ("dohuz 会議 zorvx", nil),                        // no two askable words side by side
    ] as [(String, [String]?)])
    func aPhraseIsAskedByItsWordsInOrder(term: String, phrases: [String]?) async throws {
        let store = try SQLiteDataStore.inMemory()
        let drafts = Self.inbox()
        _ = try await store.insertThreadsIfAbsent(drafts)
        let words = term.split(separator: " ", omittingEmptySubsequences: false)
        let query = try await store.read { db in try SQLiteDataStore.orderedListing(words, db) }
        let asked = query.map { $0.isEmpty ? [] : $0.components(separatedBy: " OR ") }
        #expect(asked.map(Set.init) == phrases.map { Set($0.map { "\"\($0)\"" }) }, "\(query ?? "nil")")
        // Whichever way it is asked, the page is what a reading of every message finds.
        let expected = drafts.filter { draft in draft.messages.contains { TextFold.contains($0.body, term) } }.reversed().map(\.key)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
        #expect(try await PhraseRestLookTests.keys(term, store, spread) == expected)
        #expect(try await store.threadCount(ThreadFilter(searchTerms: [term]), as: nil).threads == expected.count)
    }

    /// Messages the vocabulary has not seen (another program's, after `through`) are listed by
    /// the phrase's rest, since the words the phrase's first word ends are not known for them:
    /// `qdohuz zorvxq` is found, and so is one under `through` that a change brought down.
    @Test func messagesPastTheVocabularyAreListedByTheRest() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        try await store.write { db in
            try db.execute(sql: "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read) VALUES (1, 'a', 'a', 'qdohuz zorvxq', 1, 1)")
            try db.execute(sql: "UPDATE messages SET body = 'wdohuz zorvx' WHERE id = 3")
        }
        let (looks, holding, through, newest) = try await store.read { db in
            let holding = try Row.fetchAll(db, sql: "SELECT id, body FROM messages ORDER BY id")
                .filter { TextFold.contains($0["body"] as String, "dohuz zorvx") }.map { $0["id"] as Int64 }
            return (try SQLiteDataStore.widespreadTerms(["dohuz zorvx"], db), holding,
                    try Int64.fetchOne(db, sql: "SELECT through FROM words_vocabulary_coverage") ?? -1,
                    try Int64.fetchOne(db, sql: "SELECT max(id) FROM messages") ?? -1)
        }
        #expect(through == 2 && holding.contains(3) && holding.last == newest)
        let listed = try await store.read { db in
            try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [looks.listed["dohuz zorvx"] ?? "[]"])
        }
        #expect(Set(listed).isSuperset(of: holding), "\(listed) \(holding)")
    }

    /// A store of the schema before has its words index made again with their places: a phrase
    /// is then asked of it in order, and a message holding its words the other way round is not
    /// listed.
    @Test func aMigratedStoreKnowsWhereItsWordsStand() async throws {
        let store = try await WordsVocabularyLookTests.migrated(to: "029_body_word_places.sql", bodies: ["one xtafupy", "xtafupy one"])
        // As the next import does: the vocabulary learns the words another program wrote.
        try await store.write { db in try SQLiteDataStore.catchUpVocabulary(db) }
        let (inOrder, reversed, listed) = try await store.read { db in
            let count = "SELECT group_concat(rowid) FROM messages_words WHERE messages_words MATCH ?"
            return (try String.fetchOne(db, sql: count, arguments: ["\"one xtafupy\""]),
                    try String.fetchOne(db, sql: count, arguments: ["\"xtafupy one\""]),
                    try SQLiteDataStore.orderedListing(["one", "xtafup"], db).flatMap { try String.fetchOne(db, sql: count, arguments: [$0]) })
        }
        #expect(inOrder == "1" && reversed == "2" && listed == "1")
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
