/// Text the user typed or imported, made safe to show on one line of a grid or a header.
public enum SingleLine {
    /// `text` with each control character (a newline, a tab, ESC) replaced by one space, so it
    /// cannot split a line or reach the terminal as a command.
    public static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    /// Whether `scalar` is a control character (general category Cc): U+0000–U+001F and
    /// U+007F–U+009F, a set Unicode's stability policy never changes. Asked by value, not through
    /// the runtime's property tables: that lookup was 1M instructions of a 50-row table.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
