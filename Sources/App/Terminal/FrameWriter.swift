import Presentation

/// Turns each frame (a `Grid`) into the bytes that take the terminal from the previous frame to
/// it: everything after a size change or `invalidate()`, otherwise only the rows that changed,
/// so a key press rewrites a line or two, not the screen.
struct FrameWriter: Sendable {
    /// Whether to write SGR codes: the styles' colours and reverse video for the selected row.
    /// Without colour the selection is shown by the `>` column, which is text.
    let colors: Bool
    private var previous: Grid?

    init(colors: Bool) {
        self.colors = colors
    }

    /// The bytes that draw `grid`; "" when nothing changed.
    mutating func frame(_ grid: Grid) -> String {
        defer { previous = grid }
        guard let previous, previous.width == grid.width, previous.height == grid.height else {
            // Reset the pen first: the clear paints with the current background.
            var out = "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            for row in 0..<grid.height { out += line(grid, row: row) }
            return out
        }
        var out = ""
        for row in 0..<grid.height where grid.row(row) != previous.row(row) { out += line(grid, row: row) }
        return out
    }

    /// Makes the next frame a full redraw: the screen may hold anything now (Ctrl-L, back from
    /// an editor).
    mutating func invalidate() {
        previous = nil
    }

    /// The pen a cell is drawn with: its style (none for a space, whose colour would not show)
    /// and reverse video.
    private struct Pen: Equatable {
        var style: TextStyle = .plain
        var reverse = false
    }

    private func pen(_ cell: Cell) -> Pen {
        guard colors else { return Pen() }
        return Pen(style: cell.character == " " ? .plain : cell.style, reverse: cell.reverse)
    }

    private func line(_ grid: Grid, row: Int) -> String {
        let cells = grid.row(row)
        // Blank cells at the end are left to `ESC [ K`.
        var end = cells.endIndex
        while end > cells.startIndex, cells[end - 1].character == " ", !cells[end - 1].isContinuation, pen(cells[end - 1]) == Pen() {
            end -= 1
        }
        var out = "\u{1B}[\(row + 1);1H"
        var current = Pen()
        for cell in cells[..<end] where !cell.isContinuation {
            let next = pen(cell)
            if next != current {
                out += sgr(next)
                current = next
            }
            out.append(cell.character)
        }
        if current != Pen() { out += "\u{1B}[0m" }
        // After the last column the cursor waits on that column, and `ESC [ K` would erase the
        // character just written there: a full row needs no erase.
        if end < cells.endIndex { out += "\u{1B}[K" }
        return out
    }

    private func sgr(_ pen: Pen) -> String {
        var codes = ["0"]
        if let code = StyledTextRenderer.code(pen.style) { codes.append(code) }
        if pen.reverse { codes.append("7") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
