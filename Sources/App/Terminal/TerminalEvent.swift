/// What the browser's loop waits for.
enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    /// The terminal's new size, read when SIGWINCH came.
    case resize(columns: Int, rows: Int)
    /// SIGTERM, SIGHUP or SIGINT, or the terminal went away: restore and exit 0.
    case terminate
}
