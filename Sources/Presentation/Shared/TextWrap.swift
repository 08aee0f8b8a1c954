/// Wraps text to a width in terminal cells: at spaces where it can, inside a word (or CJK
/// text, which has no spaces) where it must; never splitting a character. Newlines are kept.
public enum TextWrap {
    /// The lines of `text` at most `width` cells wide (a single wider character still gets its own line).
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0), width) }
    }

    private static func wrap(_ paragraph: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var line: [Character] = [], cells = 0
        var lastSpace: Int?  // index in `line` of the last space, where a break is nicest
        for character in paragraph {
            let size = DisplayWidth.of(character)
            if cells + size > width, !line.isEmpty {
                if character == " " {
                    lines.append(String(line)); line = []; cells = 0; lastSpace = nil
                    continue
                }
                if let space = lastSpace {
                    lines.append(String(line[..<space]))
                    line = Array(line[(space + 1)...])
                } else {
                    lines.append(String(line))
                    line = []
                }
                cells = line.reduce(0) { $0 + DisplayWidth.of($1) }
                lastSpace = nil
            }
            if character == " " { lastSpace = line.count }
            line.append(character)
            cells += size
        }
        lines.append(String(line))
        return lines
    }
}
