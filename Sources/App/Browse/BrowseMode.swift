/// What the keys currently drive: the screen itself, or something over it.
enum BrowseMode: Equatable, Sendable {
    /// The list or the thread.
    case normal
    /// The search prompt on the status line: its text, and the search to put back on Esc.
    case search(text: String, previous: String?)
    /// The tag prompt on the status line: `+a -b` for one thread, Tab completing names.
    case tags(BrowseTagPrompt)
    /// The saved-filter picker: `Inbox`, then the saved filters' names; the cursor's index.
    case filters(choices: [String], cursor: Int)
    /// The keys of the screen it was opened from; any key closes it.
    case help(from: Route)
}
