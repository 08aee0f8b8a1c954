@testable import App
import Presentation
import Testing

/// The bytes that take the terminal from one frame to the next.
@Suite("Frame writer")
struct FrameWriterTests {
    private let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    private func grid(_ rows: [String], width: Int = 6) -> Grid {
        var grid = Grid(width: width, height: rows.count)
        for (row, text) in rows.enumerated() { grid.put(.plain(text), row: row) }
        return grid
    }

    @Test func theFirstFrameClearsAndDrawsEveryRow() {
        var writer = FrameWriter(colors: false)
        #expect(writer.frame(grid(["ab", "", "納c"])) == clear + "\u{1B}[1;1Hab\u{1B}[K" + "\u{1B}[2;1H\u{1B}[K" + "\u{1B}[3;1H納c\u{1B}[K")
    }

    @Test func anUnchangedFrameWritesNothing() {
        var writer = FrameWriter(colors: true)
        _ = writer.frame(grid(["ab", "cd"]))
        #expect(writer.frame(grid(["ab", "cd"])) == "")
    }

    @Test func oneChangedRowWritesJustThatRow() {
        var writer = FrameWriter(colors: false)
        _ = writer.frame(grid(["ab", "cd", "ef"]))
        #expect(writer.frame(grid(["ab", "xy", "ef"])) == "\u{1B}[2;1Hxy\u{1B}[K")
        #expect(writer.frame(grid(["ab", "xy", ""])) == "\u{1B}[3;1H\u{1B}[K")
    }

    @Test func aFullRowIsNotErasedAfter() {
        // `ESC [ K` at the last column would erase the character just written there.
        var writer = FrameWriter(colors: false)
        #expect(writer.frame(grid(["abcdef", "abcd納"])) == clear + "\u{1B}[1;1Habcdef" + "\u{1B}[2;1Habcd納")
    }

    @Test func stylesAreWrittenWithTheRenderersCodesOnlyWithColour() {
        var styled = Grid(width: 8, height: 1)
        styled.put(StyledLine([StyledSpan("★", .star), StyledSpan(" "), StyledSpan("#1", .dim), StyledSpan(" t", .unread)]), row: 0)
        var coloured = FrameWriter(colors: true)
        #expect(coloured.frame(styled) == clear + "\u{1B}[1;1H\u{1B}[0;33m★\u{1B}[0m \u{1B}[0;2m#1\u{1B}[0m \u{1B}[0;1mt\u{1B}[0m\u{1B}[K")
        var plain = FrameWriter(colors: false)
        #expect(plain.frame(styled) == clear + "\u{1B}[1;1H★ #1 t\u{1B}[K")
    }

    @Test func theSelectedRowIsReversedToTheEdgeOnlyWithColour() {
        var selected = Grid(width: 5, height: 1)
        selected.put(StyledLine([StyledSpan(">"), StyledSpan("ab", .heading)]), row: 0, reverse: true)
        selected.fill(row: 0, reverse: true)
        var coloured = FrameWriter(colors: true)
        #expect(coloured.frame(selected) == clear + "\u{1B}[1;1H\u{1B}[0;7m>\u{1B}[0;1;7mab\u{1B}[0;7m  \u{1B}[0m")
        var plain = FrameWriter(colors: false)
        #expect(plain.frame(selected) == clear + "\u{1B}[1;1H>ab\u{1B}[K")
    }

    @Test func aStyleChangeAloneRewritesTheRow() {
        var writer = FrameWriter(colors: true)
        var before = Grid(width: 4, height: 2)
        before.put(.plain("ab"), row: 1)
        _ = writer.frame(before)
        var after = before
        after.fill(row: 1, reverse: true)
        #expect(writer.frame(after) == "\u{1B}[2;1H\u{1B}[0;7mab  \u{1B}[0m")
    }

    @Test func aSizeChangeRedrawsEverything() {
        var writer = FrameWriter(colors: false)
        _ = writer.frame(grid(["ab", "cd"]))
        #expect(writer.frame(grid(["ab", "cd"], width: 4)) == clear + "\u{1B}[1;1Hab\u{1B}[K\u{1B}[2;1Hcd\u{1B}[K")
        #expect(writer.frame(grid(["ab", "cd", ""], width: 4)) == clear + "\u{1B}[1;1Hab\u{1B}[K\u{1B}[2;1Hcd\u{1B}[K\u{1B}[3;1H\u{1B}[K")
    }

    @Test func invalidateMakesTheNextFrameAFullRedraw() {
        var writer = FrameWriter(colors: false)
        _ = writer.frame(grid(["ab"]))
        writer.invalidate()
        #expect(writer.frame(grid(["ab"])) == clear + "\u{1B}[1;1Hab\u{1B}[K")
        #expect(writer.frame(grid(["ab"])) == "")
    }
}
