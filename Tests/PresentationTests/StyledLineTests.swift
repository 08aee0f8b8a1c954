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

    /// A led line (the tags list) is its lead's span and the plain rest, split where a
    /// character ends, even after a wide name.
    @Test func aLedLineIsItsLeadAndThePlainRest() {
        let line = StyledLine.led(by: .heading, bytes: "日本 ".utf8.count, of: "日本   3 threads")
        #expect(line.spans == [StyledSpan("日本 ", .heading), StyledSpan("  3 threads")])
        #expect(line.text == "日本   3 threads")
        #expect(line == StyledLine([StyledSpan("日本 ", .heading), StyledSpan("  3 threads")]))
        #expect(line != StyledLine([StyledSpan("日本", .heading), StyledSpan("   3 threads")]))
        var bytes: [UInt8] = []
        line.appendText(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == line.text)
        #expect(StyledLine.led(by: .dim, bytes: 4, of: "#12 ").spans == [StyledSpan("#12 ", .dim)], "nothing after the lead: no empty span")
    }
}
