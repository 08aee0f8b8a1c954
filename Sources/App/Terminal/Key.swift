/// One key press (or one paste) as the browser sees it, decoded from the terminal's bytes by
/// `KeyDecoder`; the screen's state changes on these, never on bytes.
enum Key: Equatable, Sendable {
    /// Printable text, one grapheme cluster; space is `.character(" ")`.
    case character(Character)
    case enter
    case escape
    case backspace
    case tab
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case delete
    /// Ctrl with a letter, as the lowercase letter: byte 3 is `.control("c")`.
    case control(Character)
    /// The text of a bracketed paste: text to insert, never keys to run.
    case paste(String)
    /// A key or sequence that means nothing here (F-keys, Alt-letters, mouse reports, bad UTF-8).
    case unknown
}
