/// How text with NUL characters is kept in PostgreSQL, whose `text` cannot hold U+0000 while
/// the contract (and the SQLite store) keeps every character exactly.
///
/// Four characters are written as three-character codes built from Unicode noncharacters
/// (U+FDD0–U+FDD2, set aside by Unicode for a program's internal use): NUL and those three
/// themselves. Every other character is stored as itself, so ordinary text costs nothing.
/// A code starts with U+FDD0, which appears nowhere else, and its two other characters never
/// appear outside a code, so a search term encoded the same way matches encoded text exactly
/// where the original term matches the original text: substring search keeps its meaning.
enum PostgresText {
    // Swift refuses noncharacters in literals; the values are valid scalars, so `??` never picks "?".
    private static let lead = Unicode.Scalar(0xFDD0 as UInt32) ?? "?"
    private static let zero = Unicode.Scalar(0xFDD1 as UInt32) ?? "?"
    private static let one = Unicode.Scalar(0xFDD2 as UInt32) ?? "?"

    /// The stored form of `text`.
    static func encode(_ text: String) -> String {
        // U+FDD0–U+FDD2 are EF B7 90–92 in UTF-8: text without a 0 or an EF byte has none of the four.
        guard text.utf8.contains(where: { $0 == 0 || $0 == 0xEF }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{0}": scalars.append(contentsOf: [lead, zero, zero])
            case lead: scalars.append(contentsOf: [lead, zero, one])
            case zero: scalars.append(contentsOf: [lead, one, zero])
            case one: scalars.append(contentsOf: [lead, one, one])
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The text whose stored form is `stored`. A stray or cut code (only a hand edit on the
    /// server makes one) is kept as it is rather than guessed at.
    static func decode(_ stored: String) -> String {
        guard stored.utf8.contains(0xEF) else { return stored }
        var scalars = String.UnicodeScalarView()
        var iterator = stored.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == lead else { scalars.append(scalar); continue }
            let first = iterator.next(), second = iterator.next()
            switch (first, second) {
            case (zero, zero): scalars.append("\u{0}")
            case (zero, one): scalars.append(lead)
            case (one, zero): scalars.append(zero)
            case (one, one): scalars.append(one)
            default: scalars.append(contentsOf: [scalar, first, second].compactMap { $0 })
            }
        }
        return String(scalars)
    }

    /// A `LIKE` pattern matching any text that contains `term` (encoded): `%`, `_` and the
    /// escape character `\` in the term are literal.
    static func containsPattern(_ term: String) -> String {
        // By scalar, not Character: a `%` with a combining mark after it is still a `%` to LIKE.
        var pattern = String.UnicodeScalarView()
        pattern.append("%")
        for scalar in encode(term).unicodeScalars {
            if scalar == "%" || scalar == "_" || scalar == "\\" { pattern.append("\\") }
            pattern.append(scalar)
        }
        pattern.append("%")
        return String(pattern)
    }
}
