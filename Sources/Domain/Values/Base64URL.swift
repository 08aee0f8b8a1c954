/// base64url without padding (RFC 4648 §5): the one encoding of the project's opaque strings, a
/// token's secret, a page session's id and CSRF token, a list's cursor. Safe in a URL, a cookie
/// and a header as it is.
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var bits: UInt32 = 0
        var count = 0
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 4 / 3 + 2)
        for byte in bytes {
            bits = bits << 8 | UInt32(byte)
            count += 8
            while count >= 6 {
                count -= 6
                text.append(alphabet[Int(bits >> UInt32(count) & 63)])
            }
        }
        if count > 0 { text.append(alphabet[Int(bits << UInt32(6 - count) & 63)]) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes `text` encodes; nil for a character outside the alphabet, padding included, or
    /// a length no encoding has.
    public static func decode(_ text: String) -> [UInt8]? {
        var bits: UInt32 = 0
        var count = 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3 / 4)
        for character in text.utf8 {
            guard let value = value(of: character) else { return nil }
            bits = bits << 6 | UInt32(value)
            count += 6
            if count >= 8 {
                count -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(count)))
            }
        }
        // A last character carries 2 or 4 bits that are not a byte; a lone one carries none.
        return count < 6 ? bytes : nil
    }

    /// `count` bytes from `generator` (the system's secure one unless a test gives a seeded one), encoded.
    public static func random(count: Int, using generator: inout some RandomNumberGenerator) -> String {
        encode((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// `count` bytes from the system's secure generator, which reads the kernel's CSPRNG, encoded.
    public static func random(count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return random(count: count, using: &generator)
    }

    private static func value(of character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
