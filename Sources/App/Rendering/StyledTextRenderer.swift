import Presentation

/// Turns styled lines into the bytes for the terminal: ANSI colour when allowed, plain otherwise.
struct StyledTextRenderer: Sendable {
    /// Whether to emit ANSI escape codes.
    let colors: Bool

    /// The lines as text, each ending in a newline.
    func render(_ lines: [StyledLine]) -> String {
        // No styles to write: the lines' bytes, made into a String once (appending each line's
        // text and newline to a String cost 1.2 M instructions for 1,000 lines; callgrind).
        guard colors else {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(lines.count * 48)
            for line in lines {
                line.appendText(to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var out = ""
        for line in lines {
            for span in line.spans {
                guard let code = Self.code(span.style), !span.text.allSatisfy(\.isWhitespace) else {
                    out += span.text
                    continue
                }
                out += "\u{1B}[" + code + "m" + span.text + "\u{1B}[0m"
            }
            out += "\n"
        }
        return out
    }

    /// The SGR code for a style; nil for plain text. `FrameWriter` draws the browser with the same codes.
    static func code(_ style: TextStyle) -> String? {
        switch style {
        case .plain: return nil
        case .heading: return "1"
        case .dim: return "2"
        case .star: return "33"
        case .unread: return "1"
        }
    }
}
