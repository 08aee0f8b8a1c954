/// The secret of a new token: `thr_` and 43 characters of base64url, 32 random bytes from the
/// system's secure generator. The prefix lets secret scanners recognise a leaked one.
public enum TokenSecret {
    public static let prefix = "thr_"
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// A new secret from `generator` (the system's, which reads the kernel's CSPRNG, unless a
    /// test gives a seeded one).
    public static func make(using generator: inout some RandomNumberGenerator) -> String {
        var bits: UInt32 = 0
        var count = 0
        var text = prefix
        // 32 bytes are 256 bits: 42 whole characters of 6 bits and 4 bits in the 43rd.
        for _ in 0..<32 {
            bits = bits << 8 | UInt32(UInt8.random(in: .min ... .max, using: &generator))
            count += 8
            while count >= 6 {
                count -= 6
                text.append(alphabet[Int(bits >> UInt32(count) & 63)])
            }
        }
        text.append(alphabet[Int(bits << UInt32(6 - count) & 63)])
        return text
    }

    /// A new secret from the system's secure generator.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// Whether `text` has the shape `make` gives.
    public static func isWellFormed(_ text: String) -> Bool {
        // By bytes: Character's properties cost 1,000 instructions a character, on every request.
        text.hasPrefix(prefix) && text.utf8.count == prefix.utf8.count + 43
            && text.utf8.dropFirst(prefix.utf8.count).allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "-"), UInt8(ascii: "_"): true
                default: false
                }
            }
    }
}
