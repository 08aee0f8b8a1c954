import Domain

/// The screen an entry point leads to: the argv's `--open ID`, a `threads://thread/ID` link, a key.
enum Route: Equatable, Sendable {
    /// The thread list, for the filter the browser was opened with.
    case list
    /// One thread, with the list behind it.
    case thread(ThreadID)
}
