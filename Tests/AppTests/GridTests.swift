@testable import App
import Presentation
import Testing

/// The cell grid the browser draws into and golden tests read back.
@Suite("Grid")
struct GridTests {
    @Test func aNewGridIsBlank() {
        let grid = Grid(width: 4, height: 2)
        #expect(grid.cells == Array(repeating: Cell.blank, count: 8))
        #expect(grid.lines == ["", ""])
    }

    @Test func asciiTakesOneCellEachWithItsSpanStyle() {
        var grid = Grid(width: 10, height: 2)
        grid.put(StyledLine([StyledSpan("ab", .heading), StyledSpan(" c", .dim)]), row: 1)
        #expect(grid.lines == ["", "ab c"])
        #expect(grid.cell(row: 1, column: 0) == Cell(character: "a", style: .heading))
        #expect(grid.cell(row: 1, column: 2) == Cell(character: " ", style: .dim))
        #expect(grid.cell(row: 1, column: 3) == Cell(character: "c", style: .dim))
        #expect(grid.cell(row: 1, column: 4) == .blank)
    }

    @Test func cjkTakesTwoCellsTheSecondAContinuation() {
        var grid = Grid(width: 10, height: 1)
        grid.put(.plain("納品ab"), row: 0)
        #expect(grid.text(row: 0) == "納品ab")
        #expect(grid.cell(row: 0, column: 0) == Cell(character: "納"))
        #expect(grid.cell(row: 0, column: 1) == Cell(isContinuation: true))
        #expect(grid.cell(row: 0, column: 2) == Cell(character: "品"))
        #expect(grid.cell(row: 0, column: 3) == Cell(isContinuation: true))
        #expect(grid.cell(row: 0, column: 4) == Cell(character: "a"))
        #expect(grid.cell(row: 0, column: 6) == .blank)
    }

    @Test func textIsClippedAtTheRightEdge() {
        var grid = Grid(width: 4, height: 1)
        grid.put(.plain("abcdefgh"), row: 0)
        #expect(grid.text(row: 0) == "abcd")
        grid.put(.plain("x"), row: 0, column: 4)
        #expect(grid.text(row: 0) == "abcd")
    }

    @Test func aWideCharacterThatDoesNotFitBecomesASpace() {
        var grid = Grid(width: 5, height: 2)
        grid.put(StyledLine([StyledSpan("abcd"), StyledSpan("納", .star)]), row: 0)
        #expect(grid.text(row: 0) == "abcd")
        #expect(grid.cell(row: 0, column: 4) == Cell(character: " ", style: .star))
        // One that ends exactly at the edge fits.
        grid.put(.plain("abc納"), row: 1)
        #expect(grid.text(row: 1) == "abc納")
        #expect(grid.cell(row: 1, column: 4) == Cell(isContinuation: true))
    }

    @Test func aColumnOffsetStartsTheTextThere() {
        var grid = Grid(width: 8, height: 1)
        grid.put(.plain("x納"), row: 0, column: 3)
        #expect(grid.text(row: 0) == "   x納")
        // Left of the grid nothing shows; half a wide character there is a space.
        grid.put(.plain("納yz"), row: 0, column: -1)
        #expect(grid.text(row: 0) == " yzx納")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = Grid(width: 6, height: 1)
        grid.put(.plain("納品"), row: 0)
        grid.put(.plain("x"), row: 0, column: 1)
        #expect(grid.text(row: 0) == " x品")
        #expect(grid.cell(row: 0, column: 0) == .blank)
        grid.put(.plain("y"), row: 0, column: 2)
        #expect(grid.text(row: 0) == " xy")
        #expect(grid.cell(row: 0, column: 3) == .blank)
    }

    @Test func reverseMarksTheWrittenCellsAndFillReversesToTheEdge() {
        var grid = Grid(width: 6, height: 3)
        grid.put(.plain("ab"), row: 1, reverse: true)
        #expect(grid.row(1).map(\.reverse) == [true, true, false, false, false, false])
        grid.fill(row: 1, reverse: true)
        #expect(grid.row(1).map(\.reverse) == Array(repeating: true, count: 6))
        #expect(grid.text(row: 1) == "ab")
        #expect(grid.cells.map(\.reverse) == Array(repeating: false, count: 6) + Array(repeating: true, count: 6) + Array(repeating: false, count: 6))
        grid.fill(row: 1, reverse: false)
        #expect(grid.cells.map(\.reverse) == Array(repeating: false, count: 18))
    }

    @Test func rowsOutsideTheGridAreIgnored() {
        var grid = Grid(width: 3, height: 2)
        grid.put(.plain("abc"), row: -1)
        grid.put(.plain("abc"), row: 2)
        grid.fill(row: 5, reverse: true)
        #expect(grid == Grid(width: 3, height: 2))
        #expect(grid.text(row: 9) == "")
        #expect(grid.row(-1).isEmpty)
        #expect(grid.cell(row: 0, column: 3) == nil)
    }

    @Test func textTrimsTrailingSpacesOnly() {
        var grid = Grid(width: 12, height: 1)
        grid.put(.plain("  a  b  "), row: 0)
        #expect(grid.text(row: 0) == "  a  b")
    }

    @Test func charactersOfNoWidthTakeNoCell() {
        var grid = Grid(width: 8, height: 1)
        // An ESC in a title must not reach the terminal; a combining accent stays on its letter.
        grid.put(.plain("a\u{1B}[2Jb\te\u{301}"), row: 0)
        #expect(grid.text(row: 0) == "a[2Jbe\u{301}")
        #expect(grid.cell(row: 0, column: 5) == Cell(character: "e\u{301}"))
    }
}
