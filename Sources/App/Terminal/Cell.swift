import Presentation

/// One character cell of the screen.
struct Cell: Equatable, Sendable {
    /// What is drawn here: a space for a blank cell.
    var character: Character = " "
    var style: TextStyle = .plain
    /// Drawn in reverse video (the selected row), when colour is on.
    var reverse = false
    /// The right half of a 2-cell character: the terminal fills it when drawing the left half,
    /// so nothing is written for it.
    var isContinuation = false

    static let blank = Cell()
}
