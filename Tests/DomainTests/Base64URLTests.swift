import Domain
import Foundation
import Testing
import TestSupport

/// base64url without padding, the one encoding of tokens, session ids and cursors: RFC 4648's
/// test vectors, every length round trip against Foundation's base64, and refusals.
@Suite("Value: Base64URL")
struct Base64URLTests {
    @Test(arguments: [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy")])
    func theRFCsVectorsWithoutPadding(plain: String, encoded: String) {
        #expect(Base64URL.encode(plain.utf8) == encoded)
        #expect(Base64URL.decode(encoded) == Array(plain.utf8))
    }

    @Test func everyByteAndLengthRoundTripsAndMatchesFoundation() {
        var generator = SeededRandom(seed: 7)
        for count in 0..<70 {
            let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            let encoded = Base64URL.encode(bytes)
            let foundation = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            #expect(encoded == foundation)
            #expect(Base64URL.decode(encoded) == bytes)
        }
    }

    @Test(arguments: ["Zm9v=", "Zm+v", "Zm/v", "Z", "Zm9vY", "Zm 9v", "Zm9vé"])
    func textOutsideTheAlphabetOrOfNoLengthIsRefused(text: String) {
        #expect(Base64URL.decode(text) == nil)
    }

    @Test func aRandomStringIsItsCountOfBytesEncoded() {
        #expect(Base64URL.random(count: 32).utf8.count == 43)
        #expect(Base64URL.random(count: 32) != Base64URL.random(count: 32))
    }
}
