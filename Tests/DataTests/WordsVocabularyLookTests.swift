@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// A word's matches listed from the bodies' words it is part of (`words_vocabulary`,
/// `SQLiteDataStore.vocabularyListing`) instead of from its trigrams: the list must hold exactly
/// the messages a reading of every message finds, however the text writes the word, and whoever
/// wrote the messages after the vocabulary was last brought up to date.
@Suite("A word's words")
struct WordsVocabularyLookTests {
    /// The bodies of the threads that follow `PhraseRestLookTests.inbox()`, one thread each, the
    /// newest last; which hold each term says `TextFold.contains`.
    static let bodies = [
        "tafup",                         // as asked
        "a TAFUP, twice: Tafup",         // other cases
        "xtafupy",                       // inside a longer word of the text
        "tafup-ish",                     // a word the index cuts after it
        "会議tafup。",                   // Japanese on either side
        "taf up",                        // apart: not it
        "tafu\u{301}p",                  // a combining mark inside: not it
        "\u{212A}afup zorvx",            // the Kelvin sign lower-cases to `k`: `kafup`
        "zorvxkafupzorvx",               // `kafup` inside one word
    ] + (0..<20).map { "sub\($0)qix" }     // `qix` ends twenty words

    static func inbox() -> [ThreadDraft] {
        PhraseRestLookTests.inbox() + bodies.enumerated().map { index, body in
            ThreadDraft(key: "v\(index)", title: "vocabulary \(index)", participants: ["p"], createdAt: Seeds.base, messages: [
                MessageDraft(author: "a", body: body, sentAt: Seeds.at(hours: Double(2000 + index)), isRead: false),
            ])
        }
    }

    /// The ids of the messages whose body holds `term`, by a reading of every one (a JSON array).
    static func holding(_ term: String, _ store: SQLiteDataStore) async throws -> String {
        let bodies = try await store.read { db in
            try Row.fetchAll(db, sql: "SELECT id, body FROM messages ORDER BY id").map { ($0["id"] as Int64, $0["body"] as String) }
        }
        return "[" + bodies.filter { TextFold.contains($0.1, term) }.map { String($0.0) }.joined(separator: ",") + "]"
    }

    /// The look at `term`'s matches, and whether it asked the words index and the trigrams.
    static func look(_ term: String, _ store: SQLiteDataStore) async throws -> (matched: String?, byWords: Bool, byTrigrams: Bool) {
        try await store.read { db in
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            let looks = try SQLiteDataStore.widespreadTerms([term], db)
            return (looks.matched[term], asked.contains { $0.contains("FROM messages_words WHERE messages_words MATCH") },
                    asked.contains { $0.contains("FROM messages_fts WHERE messages_fts MATCH") })
        }
    }

    /// Every word's list is the messages a reading finds, from the words index where the
    /// vocabulary serves it (a word part of none is in no message, and asks no list); its page
    /// and count are a reading's too. `qix` ends more words than the vocabulary lists for one.
    @Test(arguments: [("tafup", true), ("TaFuP", true), ("kafup", true), ("zorvx", true), ("zzqqx", false), ("qix", false)])
    func theWordsListEveryMessageTheWordIsIn(term: String, byWords: Bool) async throws {
        let store = try SQLiteDataStore.inMemory()
        let drafts = Self.inbox()
        _ = try await store.insertThreadsIfAbsent(drafts)
        let look = try await Self.look(term, store)
        let holding = try await Self.holding(term, store)
        #expect(look.matched == holding)
        #expect(look.byWords == byWords)
        #expect(look.byTrigrams == (term == "qix"))
        let expected = drafts.filter { draft in draft.messages.contains { TextFold.contains($0.body, term) } }.reversed().map(\.key)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
        #expect(try await PhraseRestLookTests.keys(term, store, spread) == expected)
        #expect(try await store.threadCount(ThreadFilter(searchTerms: [term]), as: nil).threads == expected.count)
    }

    /// What the reading of every message finds, written out: the lists above are not held to an
    /// answer that could be empty.
    @Test func theWordsAreInTheMessagesTheyShouldBe() {
        let holding = { (term: String) in Self.bodies.indices.filter { TextFold.contains(Self.bodies[$0], term) } }
        #expect(holding("tafup") == [0, 1, 2, 3, 4])
        #expect(holding("kafup") == [7, 8])
        #expect(holding("qix").count == 20)
    }

    /// A count gathers a word's messages from the bodies' words too (`countedByWords`), alone or
    /// as the rarest of two (`readingLooks`), and counts what a reading of every title and message
    /// counts, a message written past the vocabulary by another program included; a word part of
    /// more words than the vocabulary lists for one (`qix`) is asked of its trigrams.
    @Test(arguments: [(["tafup"], true), (["kafup"], true), (["xtafupy", "tafup"], true), (["qix"], false)])
    func aCountListsAWordByItsWords(terms: [String], byWords: Bool) async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        try await store.write { db in
            try db.execute(sql: "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read) VALUES (1, 'a', 'a', 'ploxtafupia', 1, 1)")
        }
        let (count, asked) = try await store.read { db in
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            let count = try SQLiteDataStore.countingQuery(ThreadFilter(searchTerms: terms), seat: .first, db).threadCount()
            return (try Int.fetchOne(db, sql: count.sql, arguments: count.arguments), asked)
        }
        let holding = try await store.read { db in
            var texts: [Int64: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, title FROM threads WHERE archived = 0 AND muted = 0") { texts[row[0]] = [row[1]] }
            for row in try Row.fetchAll(db, sql: "SELECT thread_id, body FROM messages") { texts[row[0]]?.append(row[1]) }
            return texts.values.count { texts in terms.allSatisfy { term in texts.contains { TextFold.contains($0, term) } } }
        }
        #expect(holding > 0)
        #expect(count == holding)
        #expect(asked.contains { $0.contains("FROM messages_words WHERE messages_words MATCH") } == byWords)
        // The trigrams' whole list of the word; their list past `through` (the program's message) either way.
        #expect(asked.contains { $0.contains("SELECT rowid FROM messages_fts WHERE messages_fts MATCH") && !$0.contains("rowid >") } == !byWords)
    }

    /// Messages written past the vocabulary by another program, or changed under it, are found:
    /// the ones after `through` by their trigrams, and a change under it brings `through` down.
    @Test func messagesTheVocabularyHasNotSeenAreAskedOfTheTrigrams() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let newest = try await store.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM messages") ?? 0 }
        #expect(try await Self.through(store) == newest)
        // Another program's message, of a word no message held: after `through`.
        try await store.write { db in
            try db.execute(sql: "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read) VALUES (1, 'a', 'a', 'ploxtafupia', 1, 1)")
        }
        #expect(try await Self.through(store) == newest)
        var look = try await Self.look("tafup", store)
        var holding = try await Self.holding("tafup", store)
        #expect(look.byWords && look.byTrigrams && look.matched == holding)
        #expect(look.matched?.hasSuffix(",\(newest + 1)]") == true)
        // A body changed under `through`: the vocabulary covers no further than the message before.
        try await store.write { db in try db.execute(sql: "UPDATE messages SET body = 'wuzzatafup' WHERE id = 10") }
        #expect(try await Self.through(store) == 9)
        look = try await Self.look("tafup", store)
        holding = try await Self.holding("tafup", store)
        #expect(look.matched == holding)
        #expect(look.matched?.contains(",10,") == true)
        // The next import brings it up to date, with the words of both.
        try await store.write { db in try SQLiteDataStore.catchUpVocabulary(db) }
        #expect(try await Self.through(store) == newest + 1)
        #expect(try await Self.vocabulary(store).isSuperset(of: ["ploxtafupia", "wuzzatafup"]))
        look = try await Self.look("tafup", store)
        holding = try await Self.holding("tafup", store)
        #expect(look.byWords && !look.byTrigrams && look.matched == holding)
    }

    /// A message written alone leaves a short tail to the trigrams; catching up cuts only the
    /// tail's words (a table made for them), a tail past `vocabularyTail` takes the index's own
    /// list, and an import leaves none behind.
    @Test func writesBringTheVocabularyUpToDate() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let newest = try await Self.through(store)
        let written = try await store.insertMessage(MessageDraft(author: "a", body: "a Frobnitzal word", sentAt: Seeds.base, isRead: false),
                                                    threadID: 1, unlessCrossedAfter: nil, as: nil)
        #expect(written == .inserted(newest + 1))
        #expect(try await Self.through(store) == newest)
        #expect(try await Self.look("frobnitz", store).matched == "[\(newest + 1)]")
        try await store.write { db in try SQLiteDataStore.catchUpVocabulary(db) }
        #expect(try await Self.through(store) == newest + 1)
        #expect(try await Self.vocabulary(store).contains("frobnitzal"))
        #expect(try await Self.look("frobnitz", store) == ("[\(newest + 1)]", true, false))
        let tail = Int(SQLiteDataStore.vocabularyTail) + 1
        _ = try await store.insertThreadsIfAbsent((0..<tail).map { index in
            ThreadDraft(key: "tail\(index)", title: "tail", participants: ["p"], createdAt: Seeds.base,
                        messages: [MessageDraft(author: "a", body: "quorblet\(index)", sentAt: Seeds.base, isRead: false)])
        })
        #expect(try await Self.through(store) == newest + 1 + Int64(tail))
        #expect(try await Self.vocabulary(store).isSuperset(of: ["quorblet0", "quorblet\(tail - 1)"]))
        let imported = ThreadDraft(key: "imported", title: "imported", participants: ["p"], createdAt: Seeds.base,
                                   messages: [MessageDraft(author: "a", body: "Snorkelwise", sentAt: Seeds.base, isRead: false)])
        #expect(try await store.upsertThreads(from: ImportStagingTests.Drafts([imported]), as: nil) == 1)
        #expect(try await Self.through(store) == newest + 2 + Int64(tail))
        #expect(try await Self.vocabulary(store).contains("snorkelwise"))
    }

    /// A store of the schema before has the words of its messages once migrated.
    @Test func aMigratedStoreListsItsWordsAtOnce() async throws {
        let store = try await Self.migrated(to: "028_words_vocabulary.sql", bodies: ["one xtafupy", "two"])
        #expect(try await Self.through(store) == 2)
        #expect(try await Self.vocabulary(store) == ["one", "two", "xtafupy"])
        #expect(try await Self.look("tafup", store) == ("[1]", true, false))
    }

    /// A store made at the schema before migration `name`, given a thread of one message for
    /// each of `bodies` as another program would write them, then opened (and so migrated).
    static func migrated(to name: String, bodies: [String]) async throws -> SQLiteDataStore {
        let path = TemporaryFolder().file("old.sqlite")
        let before = Array(EmbeddedSchema.migrations.prefix { $0.name != name })
        #expect(before.count == EmbeddedSchema.migrations.firstIndex { $0.name == name })
        try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: before).close()
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO threads (id, key, title, title_key, starred, archived, created_at, last_activity_at) VALUES (1, 'a', 'A', 'a', 0, 0, 1, 1)")
            for (index, body) in bodies.enumerated() {
                try db.execute(sql: "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read) VALUES (1, 'a', 'a', ?, ?, 0)",
                               arguments: [body, index + 1])
            }
        }
        return try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false)
    }

    static func through(_ store: SQLiteDataStore) async throws -> Int64 {
        try await store.read { db in try Int64.fetchOne(db, sql: "SELECT through FROM words_vocabulary_coverage") ?? -1 }
    }

    static func vocabulary(_ store: SQLiteDataStore) async throws -> Set<String> {
        try await store.read { db in Set(try String.fetchAll(db, sql: "SELECT word FROM words_vocabulary")) }
    }
}
