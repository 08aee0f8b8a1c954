@testable import Data
import Domain
import Foundation
import GRDB
import Testing

/// `threads_fold` answers exactly what `TextFold.key` makes of the same bytes, on both of its
/// paths (runs of plain ASCII eight bytes at a time and of caseless CJK as they are, anything
/// else scalar by scalar between them): the searches that
/// read each text must agree with the index and the in-memory store.
@Suite("threads_fold")
struct FoldFunctionTests {
    /// What the store folded before: the bytes read as text (invalid ones as U+FFFD), lower-cased.
    static func expected(_ bytes: [UInt8]) -> [UInt8] {
        Array(TextFold.key(TextColumn.string(Data(bytes))).utf8)
    }

    static func folded(_ bytes: [UInt8], _ db: Database) throws -> [UInt8]? {
        try Data.fetchOne(db, sql: "SELECT threads_fold(CAST(? AS BLOB))", arguments: [Data(bytes)]).map { Array($0) }
    }

    static let samples: [[UInt8]] = [
        "Hello, World", "ABCDEFGHIJKLMNOPQRSTUVWXYZ@[`{ 0123456789", "exactly8", "SEVEN!!", "sixteen BYTES ok",
        "İstanbul", "ΑΣ σ", "Straße STRASSE", "\u{212A}elvin", "ＡＢｃ", "請求書を送ります。", "a👍🏽B", "A\u{0}B\u{0}",
        "long ASCII prefix before the first non-ASCII scalar: Ärger",
        "日本語とEnglishと、句読点。Ａｂｃ全角", "\u{2FFF}\u{3000}\u{9FFF}\u{A000}Z", "会議 ROOM 会議 İ 会議", "かなカナ\u{3040}XYZ",
    ].map { Array($0.utf8) } + [[0xE3, 0x81], [0xE9, 0xBF, 0xBF, 0x41], [0xE3, 0x80, 0x41], [0xED, 0xA0, 0x80], [0x41, 0xFF, 0x42], [0xC3], [0xE3, 0x81], Array("ABCDEFGH".utf8) + [0x80], [0x7F, 0x40, 0x5B, 0x60, 0x7B]]

    @Test(arguments: samples)
    func foldsAsTextFoldDoes(bytes: [UInt8]) throws {
        let answer = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1)).read { db in try Self.folded(bytes, db) }
        #expect(answer == Self.expected(bytes))
    }

    /// Random bytes of every length around the eight-byte steps, ASCII-only and mixed, the seed fixed.
    @Test func foldsRandomBytesAsTextFoldDoes() throws {
        var generator = SeededGenerator(seed: 47)
        let queue = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1))
        try queue.read { db in
            for round in 0..<2_000 {
                let length = Int.random(in: 0...40, using: &generator)
                let top: UInt8 = round.isMultiple(of: 2) ? 0x7F : 0xFF
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...top, using: &generator) }
                let answer = try Self.folded(bytes, db)
                // An empty text folds to no bytes at all (SQLite may hand them back as NULL or empty).
                #expect((answer ?? []) == Self.expected(bytes), "bytes \(bytes)")
            }
        }
    }

    /// `threads_contains` answers what `instr(threads_fold(text), needle) > 0` answered: whether
    /// the folded text's bytes hold the folded needle's. Random short texts over a small alphabet
    /// (invalid bytes, NUL, scalars whose fold changes length) so that many hold the needle.
    @Test func containsFindsTheFoldedBytes() throws {
        var generator = SeededGenerator(seed: 1)
        let alphabet: [UInt8] = Array("aAbB İiK\u{212A}k語".utf8) + [0xFF, 0]
        let queue = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1))
        try queue.read { db in
            for _ in 0..<2_000 {
                let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
                let needle = Self.expected((0..<Int.random(in: 1...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 })
                let answer = try Bool.fetchOne(db, sql: "SELECT threads_contains(CAST(? AS BLOB), ?)", arguments: [Data(text), Data(needle)])
                let folded = Self.expected(text)
                let expected = folded.count >= needle.count && (0...(folded.count - needle.count)).contains { start in
                    folded[start..<(start + needle.count)].elementsEqual(needle)
                }
                #expect(answer == expected, "text \(text), needle \(needle)")
            }
        }
    }

    /// `FoldFunction.find` against a plain scan, with needles long and short over a small alphabet,
    /// so that windows match in part, at the start, at the end and not at all.
    @Test func findAgreesWithAPlainScan() {
        var generator = SeededGenerator(seed: 11)
        let alphabet = Array("abnN".utf8)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let needle = (0..<Int.random(in: 1...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let scanned = text.count >= needle.count && (0...(text.count - needle.count)).contains { start in
                text[start..<(start + needle.count)].elementsEqual(needle)
            }
            let found = text.withUnsafeBytes { haystack in needle.withUnsafeBytes { FoldFunction.find($0, in: haystack) } }
            #expect(found == scanned, "text \(text), needle \(needle)")
        }
    }

    /// A plain ASCII needle is looked for in the text as it is (`FoldFunction.findCaseless`), and
    /// must be found exactly where the folded text holds it: texts up to 180 bytes pieced from
    /// capitals, scalars that fold to ASCII (the Kelvin sign, İ) or change length, CJK, invalid
    /// bytes and NUL, half of them with the needle written in random case inside, so that the
    /// 64-place and sixteen-place steps meet it in every lane, across their ends, and in the tail.
    @Test func caselessSearchAgreesWithTheFoldedText() throws {
        var generator = SeededGenerator(seed: 23)
        let pieces: [[UInt8]] = ["a", "B", "n", "N", " ", "z", "Z", "ab", "İ", "\u{212A}", "é", "ß", "語", "\u{0}", "."].map { Array($0.utf8) }
            + [[0xFF], [0xE3, 0x81], [0x80]]
        let letters = Array("abnz .".utf8)
        let queue = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1))
        var searched = 0
        try queue.read { db in
            for round in 0..<4_000 {
                let needle = (0..<Int.random(in: 1...20, using: &generator)).map { _ in letters.randomElement(using: &generator) ?? 0 }
                var text = (0..<Int.random(in: 0...80, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator) ?? [] }
                if round.isMultiple(of: 2) {
                    let written = needle.map { Bool.random(using: &generator) && (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
                    text.insert(contentsOf: written, at: Int.random(in: 0...text.count, using: &generator))
                }
                let folded = Self.expected(text)
                let expected = folded.count >= needle.count && (0...(folded.count - needle.count)).contains { start in
                    folded[start..<(start + needle.count)].elementsEqual(needle)
                }
                let raw = needle.withUnsafeBytes { FoldFunction.searchesRawText($0) }
                if raw {
                    searched += 1
                    let found = text.withUnsafeBytes { haystack in needle.withUnsafeBytes { FoldFunction.findCaseless($0, in: haystack) } }
                    #expect(found == expected, "text \(text), needle \(needle)")
                }
                let answer = try Bool.fetchOne(db, sql: "SELECT threads_contains(CAST(? AS BLOB), ?)", arguments: [Data(text), Data(needle)])
                #expect(answer == expected, "text \(text), needle \(needle)")
            }
        }
        #expect(searched > 3_000)
    }

    /// Which way a needle is searched is judged once while it stays the same (SQLite keeps the
    /// function's note on a constant argument), so a statement asked again with another needle,
    /// or one whose needle changes row by row, judges each anew: a note left by `plain` would
    /// send `kelvin` to the text as it is, where the Kelvin sign is not `k`.
    @Test func aNeedleIsJudgedAnewWhenItChanges() throws {
        let queue = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1))
        try queue.read { db in
            let statement = try db.cachedStatement(sql: "SELECT threads_contains(CAST(? AS BLOB), ?)")
            let asked = try [("PLAIN", "plain"), ("\u{212A}elvin", "kelvin"), ("PLAIN", "plain"), ("plain", "kelvin")].map { text, needle in
                try Bool.fetchOne(statement, arguments: [Data(text.utf8), Data(needle.utf8)])
            }
            #expect(asked == [true, true, true, false])
            let rows = try Bool.fetchAll(db, sql: """
                SELECT threads_contains(CAST(column1 AS BLOB), CAST(column2 AS BLOB))
                FROM (VALUES ('PLAIN', 'plain'), ('\u{212A}elvin', 'kelvin'), ('PLAIN', 'plain'))
                """)
            #expect(rows == [true, true, true])
        }
    }

    /// The needles the folded text must answer for: a `k` the Kelvin sign folds to, an `i` ending
    /// where İ folds to it and a dot, and anything beyond ASCII; and plain ones beside them.
    @Test func needlesThatFoldingCanMakeAreFoundInTheFoldedText() throws {
        let cases: [(text: String, needle: String, found: Bool)] = [
            ("\u{212A}elvin", "kelvin", true), ("KELVIN", "kelvin", true), ("MAX İ", "max i", true), ("İstanbul", "istanbul", false),
            ("İstanbul", "i̇stanbul", true), ("ÄRGER", "ärger", true), ("Ärger", "arger", false), ("plain", "plain", true),
        ]
        for (text, needle, _) in cases {
            let raw = ["istanbul", "arger", "plain"].contains(needle)
            #expect(Array(needle.utf8).withUnsafeBytes { FoldFunction.searchesRawText($0) } == raw, "needle \(needle)")
        }
        let answers = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1)).read { db in
            try cases.map { try Bool.fetchOne(db, sql: "SELECT threads_contains(CAST(? AS BLOB), ?)", arguments: [Data($0.text.utf8), Data($0.needle.utf8)]) }
        }
        #expect(answers == cases.map(\.found))
    }

    /// Texts pieced from ASCII, caseless CJK, scalars with case and invalid bytes, in any order:
    /// every move between the byte-for-byte runs and the scalar path.
    @Test func foldsMixedTextAsTextFoldDoes() throws {
        var generator = SeededGenerator(seed: 7)
        let pieces: [[UInt8]] = ["Ab", "会議", "。", "Ａ", "İ", "\u{212A}", "ß", "x y", "\u{3000}", "\u{9FFF}", "é", "ΣΑ", "👍🏽"].map { Array($0.utf8) }
            + [[0xFF], [0xE3, 0x81], [0x80], [0]]
        let queue = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1))
        try queue.read { db in
            for _ in 0..<2_000 {
                let bytes = (0..<Int.random(in: 1...12, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator) ?? [] }
                let answer = try Self.folded(bytes, db)
                #expect(answer == Self.expected(bytes), "bytes \(bytes)")
            }
        }
    }

    @Test func nullAndNumbersAnswerNull() throws {
        let answers = try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1)).read { db in
            try ["threads_fold(NULL) IS NULL", "threads_fold(42) IS NULL", "length(threads_fold(CAST('' AS BLOB))) = 0",
                 "threads_contains(NULL, 'a') IS NULL", "threads_contains(CAST('abc' AS BLOB), '') = 1"].map {
                try Bool.fetchOne(db, sql: "SELECT \($0)")
            }
        }
        #expect(answers == [true, true, true, true, true])
    }
}

/// A small generator with a fixed seed (SplitMix64), so a failure repeats.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
