/// Terminal cell widths: a CJK character takes two cells, a combining mark none.
public enum DisplayWidth {
    /// Cells one scalar takes.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }  // fast path: Latin
        if contains(DisplayWidthTable.zero, value) { return 0 }
        return contains(DisplayWidthTable.wide, value) ? 2 : 1
    }

    /// Cells one grapheme cluster takes: its widest scalar, so a base letter plus accents is one cell.
    public static func of(_ character: Character) -> Int {
        // ASCII (CR LF too, as LF): no emoji and no wide form, so its one scalar's width; most
        // names and titles, asked character by character when cut to a column.
        if let ascii = character.asciiValue { return of(Unicode.Scalar(ascii)) }
        let scalars = character.unicodeScalars
        // An emoji presentation selector turns a narrow symbol into a wide emoji; a flag (two
        // regional indicators, each "neutral" in East Asian Width) is drawn as one wide emoji.
        if scalars.contains(where: { $0.value == 0xFE0F || $0.properties.isEmojiPresentation }) { return 2 }
        let widest = scalars.reduce(0) { max($0, of($1)) }
        // Halfwidth katakana's voiced sound marks (ﾞ ﾟ) extend the cluster but take a cell of their own: ﾄﾞ is 2.
        return widest + scalars.dropFirst().count { $0.value == 0xFF9E || $0.value == 0xFF9F }
    }

    /// Cells a string takes.
    public static func of(_ text: String) -> Int {
        // Printable ASCII is one cell a byte, and each byte its own character: most titles and
        // names, counted without breaking them into grapheme clusters (that was 6.6 M of a
        // 50-row table's 38 M instructions; callgrind).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return scalarCells(text) ?? text.reduce(0) { $0 + of($1) }
    }

    /// Cells `text` takes when each of its scalars is a character of its own (`standsAlone`),
    /// counted scalar by scalar; nil otherwise. A Japanese title broken into grapheme clusters
    /// cost about 1,500 instructions a character: 3M of a 50-row table's 5.6M (callgrind).
    static func scalarCells(_ text: String) -> Int? {
        var cells = 0
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar.value) else { return nil }
            cells += of(scalar)
        }
        return cells
    }

    /// Whether a scalar is a grapheme cluster of its own whatever stands beside it, and no emoji:
    /// printable ASCII; CJK punctuation, kana and ideographs; full- and halfwidth forms. The marks
    /// among them that join the scalar before (U+302A–U+302F, U+3099, U+309A, U+FF9E, U+FF9F)
    /// are left out. `DisplayWidthTests` checks every one against the standard library's clusters.
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF01...0xFF9D: true
        default: false
        }
    }

    /// `text` cut to at most `width` cells, ending in `…` when anything was cut. Whole characters only.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        if text.unicodeScalars.allSatisfy({ standsAlone($0.value) }) {
            var kept = String.UnicodeScalarView(), used = 0
            for scalar in text.unicodeScalars {
                let cells = of(scalar)
                if used + cells > width - 1 { break }
                kept.append(scalar)
                used += cells
            }
            return String(kept) + "…"
        }
        var kept = "", used = 0
        for character in text {
            let cells = of(character)
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return kept + "…"
    }

    /// `text` padded with spaces to `width` cells, on the right (or the left for numbers).
    public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return alignRight ? padding + text : text + padding
    }

    /// Whether `value` is in one of `bounds`' ranges, each given as its first and last scalar.
    private static func contains(_ bounds: [UInt32], _ value: UInt32) -> Bool {
        var low = 0, high = bounds.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < bounds[2 * middle] { high = middle - 1 }
            else if value > bounds[2 * middle + 1] { low = middle + 1 }
            else { return true }
        }
        return false
    }
}
