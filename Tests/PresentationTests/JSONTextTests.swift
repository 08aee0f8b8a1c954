import Domain
import Presentation
import Testing

/// JSON strings: every character that must be escaped is, and everything else is copied as is.
@Suite("JSON text")
struct JSONTextTests {
    /// The rule written the slow, obvious way: scalar by scalar.
    static func reference(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func escapesExactlyWhatTheRuleSays() {
        let cases = ["", "plain", "a\"b\\c", "line\nnext\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}", "\u{2028}\u{2029}", "e\u{301}",
                     "見積書 ロゴ", "👩‍👩‍👧", "\u{2027}\u{202A}\u{E2}", "end\\"]
        for value in cases {
            #expect(JSONText.string(value).serialized == Self.reference(value), "\(value.debugDescription)")
        }
    }

    @Test func randomStringsMatchTheRule() {
        // Characters chosen to sit on every branch, and on either side of each.
        let alphabet: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", " ", "\u{7F}", "é", "\u{2028}", "\u{2029}",
                                          "\u{2027}", "\u{20AC}", "見", "\u{1F600}"]
        var generator = SeededRandom(seed: 2028)  // seeded, so a failure repeats
        for _ in 0..<2000 {
            let length = Int.random(in: 0...40, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
            let value = String(scalars)
            #expect(JSONText.string(value).serialized == Self.reference(value), "\(value.debugDescription)")
        }
    }

    /// Plain text is passed over eight bytes at a time: a character to escape at every offset
    /// of a long run, and beside every multi-byte neighbour, is still found.
    @Test func aCharacterToEscapeIsFoundAtEveryOffsetOfALongRun() {
        let specials: [Unicode.Scalar] = ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{2028}", "\u{2029}"]
        let neighbours: [Unicode.Scalar] = ["a", "~", "\u{7F}", "é", "\u{2027}", "見", "\u{1F600}"]
        for special in specials {
            for neighbour in neighbours {
                for offset in 0..<24 {
                    var scalars = String.UnicodeScalarView(repeatElement(neighbour, count: 24))
                    scalars.insert(special, at: scalars.index(scalars.startIndex, offsetBy: offset))
                    let value = String(scalars)
                    #expect(JSONText.string(value).serialized == Self.reference(value), "\(value.debugDescription)")
                }
            }
        }
    }

    @Test func objectsAndArraysKeepTheirOrder() {
        let value = JSONText.object([("b", .number(-1)), ("a", .array([.bool(true), .null, .string("x\"y")]))])
        #expect(value.serialized == #"{"b":-1,"a":[true,null,"x\"y"]}"#)
    }

    @Test(arguments: [Int64(0), 7, -1, 10, -10, 1_772_323_200_000, .max, .min])
    func numbersAreTheirDecimalDigits(value: Int64) {
        #expect(JSONText.number(value).serialized == String(value))
    }
}
