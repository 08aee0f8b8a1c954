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

    /// Creates a span.
    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One output line, as spans.
public struct StyledLine: Equatable, Sendable {
    /// The spans, left to right.
    public var spans: [StyledSpan]

    /// Creates a line from spans.
    public init(_ spans: [StyledSpan]) { self.spans = spans }

    /// A line of plain text.
    public static func plain(_ text: String) -> StyledLine { StyledLine([StyledSpan(text)]) }

    /// The characters without styles, as they appear with colour off.
    public var text: String { spans.map(\.text).joined() }
}
