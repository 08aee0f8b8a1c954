/// The secret of a new token: `thr_` and 43 characters of base64url, 32 random bytes from the
/// system's secure generator. The prefix lets secret scanners recognise a leaked one.
public enum TokenSecret {
    public static let prefix = "thr_"

    /// A new secret from `generator` (the system's, which reads the kernel's CSPRNG, unless a
    /// test gives a seeded one).
    public static func make(using generator: inout some RandomNumberGenerator) -> String {
        prefix + Base64URL.random(count: 32, using: &generator)
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
