import Presentation
import Testing

/// The service's tags and cursors must stay the same across releases and processes: the hash
/// is FNV-1a of 64 bits, however its bytes are walked.
@Suite("Content hash")
struct ContentHashTests {
    /// FNV-1a's published test values, and text beyond ASCII against the rule written out.
    @Test func isFNV1aOfTheUTF8() {
        #expect(ContentHash.of("") == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.of("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.of("foobar") == 0x8594_4171_f739_67e8)
        for text in ["見積書 ロゴ", "👩‍👩‍👧 and \u{0} inside", String(repeating: "Zoë ", count: 5000)] {
            var expected: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 { expected = (expected ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            #expect(ContentHash.of(text) == expected)
            #expect(Array(text.utf8).withUnsafeBytes { ContentHash.of($0) } == expected)
        }
    }
}
