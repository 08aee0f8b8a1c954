/// Text the user typed or imported, made safe to show on one line of a grid or a header.
public enum SingleLine {
    /// `text` with each control character (a newline, a tab, ESC) replaced by one space, so it
    /// cannot split a line or reach the terminal as a command.
    public static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
