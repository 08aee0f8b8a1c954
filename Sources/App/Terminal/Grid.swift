import Presentation

/// The screen as rows of cells: what the renderer draws into, what `FrameWriter` diffs and what
/// golden tests read back as text.
struct Grid: Equatable, Sendable {
    let width: Int
    let height: Int
    /// Row after row.
    private(set) var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a position, nil outside the grid.
    func cell(row: Int, column: Int) -> Cell? {
        guard contains(row: row), (0..<width).contains(column) else { return nil }
        return cells[row * width + column]
    }

    /// One row's cells, left to right; empty outside the grid.
    func row(_ row: Int) -> ArraySlice<Cell> {
        guard contains(row: row) else { return [] }
        return cells[(row * width)..<((row + 1) * width)]
    }

    /// Writes `line` from `column` on, one cell per character and two for a wide one, cut at the
    /// right edge; a wide character that would straddle the edge becomes a space. Characters of
    /// no width (controls, lone combining marks) are left out, so no text can move the cursor.
    mutating func put(_ line: StyledLine, row: Int, column: Int = 0, reverse: Bool = false) {
        guard contains(row: row) else { return }
        var position = column
        for span in line.spans {
            for character in span.text {
                guard position < width else { return }
                let size = DisplayWidth.of(character)
                guard size > 0 else { continue }
                let start = position
                position += size
                let visible = max(start, 0)..<min(position, width)
                if visible.count == size {
                    place(Cell(character: character, style: span.style, reverse: reverse), size: size, row: row, column: start)
                } else {
                    // Half of a wide character shows: spaces in its cells instead.
                    for spot in visible { place(Cell(style: span.style, reverse: reverse), size: 1, row: row, column: spot) }
                }
            }
        }
    }

    /// Sets reverse video on every cell of `row`, to the right edge, keeping the characters: the
    /// selected row's bar then spans the screen.
    mutating func fill(row: Int, reverse: Bool = true) {
        guard contains(row: row) else { return }
        for index in (row * width)..<((row + 1) * width) { cells[index].reverse = reverse }
    }

    /// The row as plain text, trailing spaces trimmed; "" outside the grid.
    func text(row: Int) -> String {
        var text = ""
        for cell in self.row(row) where !cell.isContinuation { text.append(cell.character) }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row as `text(row:)` gives it.
    var lines: [String] { (0..<height).map { text(row: $0) } }

    private func contains(row: Int) -> Bool { (0..<height).contains(row) }

    /// Writes `cell` and, for a wide character, its continuation cells. A wide character that is
    /// partly overwritten is blanked whole, or its remaining half would shift the rest of the row.
    private mutating func place(_ cell: Cell, size: Int, row: Int, column: Int) {
        let base = row * width
        if cells[base + column].isContinuation {
            var lead = column - 1
            while lead > 0, cells[base + lead].isContinuation { lead -= 1 }
            for spot in lead..<column { cells[base + spot] = blanked(cells[base + spot]) }
        }
        var after = column + size
        while after < width, cells[base + after].isContinuation {
            cells[base + after] = blanked(cells[base + after])
            after += 1
        }
        cells[base + column] = cell
        for extra in 1..<size {
            cells[base + column + extra] = Cell(style: cell.style, reverse: cell.reverse, isContinuation: true)
        }
    }

    private func blanked(_ cell: Cell) -> Cell { Cell(style: cell.style, reverse: cell.reverse) }
}
