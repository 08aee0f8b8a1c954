import Presentation

/// One line of the terminal as the browser draws it: the text, fitted to the width, and whether
/// it is shown in reverse video (the selected row, with colour on).
struct ScreenLine: Equatable, Sendable {
    var line: StyledLine
    var reverse: Bool

    init(_ line: StyledLine, reverse: Bool = false) {
        self.line = line
        self.reverse = reverse
    }
}
