/// Character references in HTML text: numeric ones and the named ones mail is written with.
enum HTMLEntity {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®", "trade": "™",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "euro": "€",
        "yen": "¥", "pound": "£", "laquo": "«", "raquo": "»", "middot": "·", "bull": "•", "times": "×", "deg": "°",
    ]

    /// The character for the reference at the start of `text` (just after its `&`), and what
    /// follows its `;`; nil when it is not one, so the `&` stays as written.
    static func decode(_ text: Substring) -> (String, Substring)? {
        guard let end = text.prefix(12).firstIndex(of: ";") else { return nil }
        let name = text[..<end]
        let after = text[text.index(after: end)...]
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value), value != 0 else { return nil }
            return (String(Character(scalar)), after)
        }
        return named[String(name)].map { ($0, after) }
    }
}
