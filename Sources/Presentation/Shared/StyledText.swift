/// What a piece of text means on screen; the view decides how (or whether) to colour it.
public enum TextStyle: Equatable, Sendable {
    /// Ordinary text.
    case plain
    /// Headings and the filter label.
    case heading
    /// Secondary text: ids, times, column titles.
    case dim
    /// The star mark.
    case star
    /// A thread with unread messages.
    case unread
}

/// A run of text in one style.
public struct StyledSpan: Equatable, Sendable {
    /// The characters, already laid out.
    public var text: String
    /// Their meaning.
    public var style: TextStyle

    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One output line, as spans.
public struct StyledLine: Equatable, Sendable {
    // A line of one plain span (every line of TSV and JSON output) keeps just its text: a page
    // of such lines then costs one allocation a line, not two (text and a one-span array). A
    // line that is one styled lead and plain text after it (`threads tags`) keeps one text too.
    private enum Storage: Sendable {
        case plain(String)
        case led(String, style: TextStyle, bytes: Int)
        case spans([StyledSpan])
    }

    private var storage: Storage

    /// The spans, left to right.
    public var spans: [StyledSpan] {
        get {
            switch storage {
            case .plain(let text): [StyledSpan(text)]
            case .led(let text, let style, let bytes):
                [StyledSpan(String(decoding: text.utf8.prefix(bytes), as: UTF8.self), style),
                 StyledSpan(String(decoding: text.utf8.dropFirst(bytes), as: UTF8.self))].filter { !$0.text.isEmpty }
            case .spans(let spans): spans
            }
        }
        set { storage = .spans(newValue) }
    }

    public init(_ spans: [StyledSpan]) { storage = .spans(spans) }

    /// A line of plain text.
    public static func plain(_ text: String) -> StyledLine {
        var line = StyledLine([])
        line.storage = .plain(text)
        return line
    }

    /// A line whose first `bytes` UTF-8 bytes (ending where a character does) are in `style`
    /// and the rest plain: the same spans as two, kept as one text.
    public static func led(by style: TextStyle, bytes: Int, of text: String) -> StyledLine {
        var line = StyledLine([])
        line.storage = .led(text, style: style, bytes: bytes)
        return line
    }

    /// The characters without styles, as they appear with colour off.
    public var text: String {
        switch storage {
        case .plain(let text), .led(let text, _, _): text
        case .spans(let spans): spans.map(\.text).joined()
        }
    }

    /// Appends the UTF-8 of `text` to `out` without making it first: a long list's renderer joins its lines so.
    public func appendText(to out: inout [UInt8]) {
        switch storage {
        case .plain(let text), .led(let text, _, _): out += text.utf8
        case .spans(let spans): for span in spans { out += span.text.utf8 }
        }
    }

    /// Equal when the spans are: a plain line equals the same text as one plain span.
    public static func == (lhs: StyledLine, rhs: StyledLine) -> Bool {
        if case .plain(let left) = lhs.storage, case .plain(let right) = rhs.storage { return left == right }
        return lhs.spans == rhs.spans
    }
}
