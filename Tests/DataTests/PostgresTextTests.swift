@testable import PostgresStore
import Testing

/// The stored form of text on PostgreSQL (which cannot hold U+0000): reversible, free for
/// ordinary text, and such that substring search keeps its meaning.
@Suite("PostgreSQL text codes")
struct PostgresTextTests {
    // Swift refuses noncharacters in literals.
    static let lead = Unicode.Scalar(0xFDD0 as UInt32) ?? "?", zero = Unicode.Scalar(0xFDD1 as UInt32) ?? "?", one = Unicode.Scalar(0xFDD2 as UInt32) ?? "?"
    static func text(_ scalars: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(scalars)) }

    /// NUL and the three noncharacters the codes are built from, among ordinary text.
    static let awkward: [String] = [
        "", "plain", "a\u{0}b", "\u{0}", "\u{0}\u{0}", text(["x", lead, "y"]), text([zero, one]), text([lead, "\u{0}", one]),
        "見積書\u{0}", "%_\\", "e\u{301}\u{0}",
    ]

    @Test(arguments: awkward)
    func decodingUndoesEncoding(text: String) {
        let stored = PostgresText.encode(text)
        #expect(!stored.unicodeScalars.contains("\u{0}"))
        #expect(PostgresText.decode(stored).unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test func ordinaryTextIsStoredAsItself() {
        for text in ["Invoice #2041", "ロゴデザインの件", "naïve café", "a\tb\nc"] {
            #expect(PostgresText.encode(text).unicodeScalars.elementsEqual(text.unicodeScalars))
        }
    }

    /// For every pair of short strings over an alphabet of the four special characters and two
    /// ordinary ones: the encoded needle is in the encoded haystack exactly when the needle is
    /// in the haystack (compared by scalars, as LIKE compares).
    @Test func substringMatchesAreKeptExactly() {
        let alphabet: [Unicode.Scalar] = ["\u{0}", Self.lead, Self.zero, Self.one, "a", "1"]
        func strings(upTo length: Int) -> [[Unicode.Scalar]] {
            var all: [[Unicode.Scalar]] = [[]], layer: [[Unicode.Scalar]] = [[]]
            for _ in 0..<length {
                layer = layer.flatMap { prefix in alphabet.map { prefix + [$0] } }
                all += layer
            }
            return all
        }
        func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
            needle.isEmpty || haystack.count >= needle.count && (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
        }
        let haystacks = strings(upTo: 3), needles = strings(upTo: 2)
        var mismatches: [String] = []
        for haystack in haystacks {
            let storedHaystack = Array(PostgresText.encode(String(String.UnicodeScalarView(haystack))).unicodeScalars)
            for needle in needles {
                let storedNeedle = Array(PostgresText.encode(String(String.UnicodeScalarView(needle))).unicodeScalars)
                if contains(haystack, needle) != contains(storedHaystack, storedNeedle) {
                    mismatches.append("\(haystack) / \(needle)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func aLikePatternTakesTheTermLiterally() {
        #expect(PostgresText.containsPattern("50%_off\\") == "%50\\%\\_off\\\\%")
        #expect(PostgresText.containsPattern("%\u{301}") == "%\\%\u{301}%")
    }

    @Test func aCutCodeIsKeptAsItIs() {
        let cut = Self.text(["a", Self.lead, Self.zero])
        #expect(PostgresText.decode(cut).unicodeScalars.elementsEqual(cut.unicodeScalars))
    }
}
