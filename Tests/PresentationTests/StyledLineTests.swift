@testable import Presentation
import Testing

/// A plain line keeps only its text (the TSV and JSON pages are made of them), yet reads and
/// compares exactly like the same text as one plain span.
@Suite("Styled lines")
struct StyledLineTests {
    @Test func aPlainLineIsOnePlainSpan() {
        let plain = StyledLine.plain("12\tTitle")
        #expect(plain.spans == [StyledSpan("12\tTitle", .plain)])
        #expect(plain.text == "12\tTitle")
        #expect(plain == StyledLine([StyledSpan("12\tTitle")]))
        #expect(StyledLine([StyledSpan("12\tTitle")]) == plain)
        #expect(plain != StyledLine([StyledSpan("12\tTitle", .dim)]))
        #expect(plain != StyledLine([StyledSpan("12"), StyledSpan("\tTitle")]))
        #expect(plain != .plain("12\tTitle "))
    }

    @Test func spansSetOnAPlainLineReplaceIt() {
        var line = StyledLine.plain("old")
        line.spans = [StyledSpan("★", .star), StyledSpan(" new")]
        #expect(line.text == "★ new")
        #expect(line.spans.map(\.style) == [.star, .plain])
        #expect(line == StyledLine([StyledSpan("★", .star), StyledSpan(" new")]))
    }
}
