/// Mistakes only the command line can make: its own flags, files and text. Everything the
/// rings inside can refuse arrives as a `ThreadsError` instead.
enum CommandError: Error, Equatable {
    /// Arguments that do not make sense together or cannot be read (exit 64).
    case usage(String)
    /// A file named on the command line cannot be read (exit 1).
    case unreadableFile(String)
    /// A full-screen command run with its input or output not a terminal (exit 1).
    case needsTerminal
    /// `serve` found no `threads-server` where it looked, or (nil) could not tell where
    /// `threads` is installed, so looked nowhere (exit 1).
    case missingServer(path: String?)
    /// `import --maildir/--mbox` found no `threads-mail` where it looked, or (nil) could not
    /// tell where `threads` is installed, so looked nowhere (exit 1).
    case missingMailReader(path: String?)
    /// The `threads-mail` at `path` writes mail frames of another version than this `threads`
    /// reads: the two come from different builds (exit 1).
    case mailReaderVersion(path: String, speaks: Int, reads: Int)
}
