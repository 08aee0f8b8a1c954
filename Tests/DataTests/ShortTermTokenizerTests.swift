@testable import Data
import Domain
import GRDB
import Testing

/// The short-term index's tokens are exactly the characters and neighbouring pairs of the text
/// folded as `TextFold.key` folds it, so a lookup agrees with the scan it replaces.
@Suite("Short-term tokenizer")
struct ShortTermTokenizerTests {
    static let texts = ["Zq", "請求書を送ります。", "İstanbul", "ΑΣ σ", "Straße STRASSE", "ＡＢｃ", "a👍🏽b", "e\u{301}", "line\nbreak\ttab", "x", "a\u{0}b"]

    /// What the tokenizer must give for `text`: its folded scalars, one by one and in pairs.
    static func grams(_ text: String) -> Set<String> {
        let scalars = Array(TextFold.key(text).unicodeScalars)
        var grams = Set(scalars.map { String($0) })
        for index in scalars.indices.dropLast() { grams.insert(String(scalars[index]) + String(scalars[index + 1])) }
        // No gram with a NUL: FTS5 would cut its pending term there.
        return grams.filter { !$0.unicodeScalars.contains("\u{0}") }
    }

    @Test(arguments: texts)
    func aDocumentGivesEveryFoldedCharacterAndPair(text: String) throws {
        let tokens = try DatabaseQueue().read { db in
            db.add(tokenizer: ShortTermTokenizer.self)
            return try db.makeTokenizer(FTS5TokenizerDescriptor(components: [ShortTermTokenizer.name])).tokenize(document: text)
        }
        #expect(Set(tokens.map(\.token)) == Self.grams(text))
    }

    /// The index keeps no counts, so a document hands each gram over once (`GramSet`), however
    /// often it repeats; and a document of more grams than the set first holds loses none.
    @Test(arguments: ["abab abab ABAB", String(String.UnicodeScalarView((0x4E00..<0x5400).compactMap(Unicode.Scalar.init)))])
    func aDocumentGivesEachGramOnce(text: String) throws {
        let tokens = try DatabaseQueue().read { db in
            db.add(tokenizer: ShortTermTokenizer.self)
            return try db.makeTokenizer(FTS5TokenizerDescriptor(components: [ShortTermTokenizer.name])).tokenize(document: text)
        }
        #expect(tokens.count == Set(tokens.map(\.token)).count)
        #expect(Set(tokens.map(\.token)) == Self.grams(text))
    }

    @Test func aQueryIsItsLongestGramAlone() throws {
        let queries = try DatabaseQueue().read { db in
            db.add(tokenizer: ShortTermTokenizer.self)
            let tokenizer = try db.makeTokenizer(FTS5TokenizerDescriptor(components: [ShortTermTokenizer.name]))
            return try ["Zq", "会", "İ"].map { try tokenizer.tokenize(query: $0).map(\.token) }
        }
        // İ folds to two scalars, i and a combining dot: one pair.
        #expect(queries == [["zq"], ["会"], ["i\u{307}"]])
    }

    @Test func invalidBytesReadAsTheReplacementCharacter() async throws {
        let store = try SQLiteDataStore.inMemory()
        let found = try await store.write { db -> [Int64] in
            try db.execute(sql: "INSERT INTO threads (id, key, title, title_key, created_at, last_activity_at) VALUES (1, 'k', CAST(X'41FF42' AS TEXT), 'k', 0, 0)")
            return try Int64.fetchAll(db, sql: "SELECT rowid FROM threads_short WHERE threads_short MATCH ?", arguments: ["\"a\u{FFFD}\""])
        }
        #expect(found == [1])
    }
}
