/// The one `threads: …` line a failure prints. Messages quote what the user typed, so a
/// newline or ESC in an argument is written as an escape: the line stays one line and
/// nothing raw reaches the terminal.
public enum ErrorLine {
    /// `message` as the line written to stderr, newline included.
    public static func text(_ message: String) -> String {
        "threads: " + escapingControls(message) + "\n"
    }

    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar):
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .control }
}
