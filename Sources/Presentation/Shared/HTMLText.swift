/// A fragment of HTML made of values, escaped in one place as it is written: the page's
/// presenters say what an element holds, never how to escape it, as `JSONText` does for JSON.
/// Text is always text: a message body with `<script>` in it shows its `<` as `&lt;`, and there
/// is no case for markup given as a string.
///
/// No template library: a template keeps its markup in strings read at run time, where this
/// checks every element and attribute the page writes at compile time, and a view model that
/// is values can be held to exact HTML in a presenter test.
public enum HTMLText: Equatable, Sendable {
    /// Text, escaped; a control character that HTML forbids becomes U+FFFD.
    case text(String)
    /// An element: its name, its attributes in order, its children. A void element (`br`,
    /// `input`, `meta`, `link` …) is written without children or a closing tag.
    case element(String, attributes: [(String, String)] = [], [HTMLText] = [])
    /// Fragments side by side.
    case fragment([HTMLText])
    /// `<!DOCTYPE html>`, a document's first line.
    case doctype

    /// An element with text alone inside: `.element("td", text: "Aiko")`.
    public static func element(_ name: String, attributes: [(String, String)] = [], text: String) -> HTMLText {
        .element(name, attributes: attributes, [.text(text)])
    }

    /// The HTML, UTF-8 as it is.
    public var serialized: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The text inside the first `name` element, depth first ("" when there is none): a page's
    /// title is its heading's text.
    public func firstText(of name: String) -> String {
        switch self {
        case .text, .doctype: return ""
        case .element(let element, _, let children) where element == name: return children.map(\.allText).joined()
        case .element(_, _, let children), .fragment(let children):
            for child in children {
                let found = child.firstText(of: name)
                if !found.isEmpty { return found }
            }
            return ""
        }
    }

    /// Every text inside, in order.
    var allText: String {
        switch self {
        case .text(let value): return value
        case .doctype: return ""
        case .element(_, _, let children), .fragment(let children): return children.map(\.allText).joined()
        }
    }

    /// The HTML as lines, for a view that prints (`--format html`).
    public var lines: [StyledLine] {
        serialized.split(separator: "\n", omittingEmptySubsequences: false).map { .plain(String($0)) }
    }

    /// Elements that take no children and no closing tag (the HTML standard's void elements).
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    private func write(to out: inout [UInt8]) {
        switch self {
        case .text(let value): Self.writeEscaped(value, to: &out)
        case .fragment(let items): for item in items { item.write(to: &out) }
        case .doctype: out.append(contentsOf: "<!DOCTYPE html>\n".utf8)
        case .element(let name, let attributes, let children):
            // Names come from the presenters' own literals; one that is not a plain name would
            // let a value out of its place, so it is refused here, loudly, in every test.
            precondition(Self.isName(name), "not an HTML element name: \(name)")
            out.append(UInt8(ascii: "<"))
            out.append(contentsOf: name.utf8)
            for (attribute, value) in attributes {
                precondition(Self.isName(attribute), "not an HTML attribute name: \(attribute)")
                out.append(UInt8(ascii: " "))
                out.append(contentsOf: attribute.utf8)
                out.append(contentsOf: "=\"".utf8)
                Self.writeEscaped(value, to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ">"))
            guard !Self.voidElements.contains(name) else { return }
            for child in children { child.write(to: &out) }
            out.append(contentsOf: "</".utf8)
            out.append(contentsOf: name.utf8)
            out.append(UInt8(ascii: ">"))
        }
    }

    /// ASCII letters, digits and `-`, starting with a letter: every name the page uses.
    static func isName(_ name: String) -> Bool {
        guard let first = name.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }

    /// `&`, `<`, `>`, `"` and `'` as references, so the same text is safe between tags and inside
    /// a quoted attribute; NUL and the other C0 controls but tab, line feed and carriage return
    /// (and DEL) as U+FFFD, which HTML does not allow as characters.
    private static func writeEscaped(_ value: String, to out: inout [UInt8]) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            case 0x09, 0x0A, 0x0D: out.append(byte)
            case 0..<0x20, 0x7F: out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default: out.append(byte)
            }
        }
    }

    /// Equal when the serialized HTML is.
    public static func == (lhs: HTMLText, rhs: HTMLText) -> Bool { lhs.serialized == rhs.serialized }
}
