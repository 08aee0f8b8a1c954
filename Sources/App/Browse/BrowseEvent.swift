import Domain
import Presentation

/// Everything that can change the browser's state: what the user asks (the key map turns keys
/// into these) and what comes back from the effects it asked for.
enum BrowseEvent: Equatable, Sendable {
    // What the user asks.
    case moveDown, moveUp, first, last, pageDown, pageUp
    case open, back
    case toggleStar, toggleRead, toggleArchive, toggleMute
    case startSearch
    /// `t`: the tag prompt, for the selected thread or the open one.
    case startTagging
    /// A keystroke or a whole paste: text for the prompt, never commands.
    case type(String)
    case deleteBackward, submit, cancel
    /// Tab in a prompt: the word before the cursor completed.
    case complete
    case showFilters, reload, help, reply, quit

    // What comes back.
    /// A page of the list; `appended` when it continues the rows loaded so far.
    case listLoaded(ThreadList.ListThreads.ViewModel, appended: Bool)
    /// The count of the list for `selection` (the search in its terms): the header that says it.
    case listCounted(ThreadList.CountThreads.ViewModel, for: FilterSelection)
    case threadLoaded(ThreadDetail.ShowThread.ViewModel)
    /// The saved filters' names, in the store's order.
    case filtersLoaded([String])
    /// Every tag's name, sorted as `threads tags` sorts them.
    case tagsLoaded([String])
    /// A change was made: its status-line words (`Starred #2`).
    case actionDone(String)
    /// Something could not be done: the error's words.
    case failed(String)
    /// The reply editor closed: what was posted in words, or nil when nothing was.
    case replied(String?)
    case resized(columns: Int, rows: Int)

    /// Whether the user asked for it (a key), as opposed to a result or the terminal's size.
    var isIntent: Bool {
        switch self {
        case .listLoaded, .listCounted, .threadLoaded, .filtersLoaded, .tagsLoaded, .actionDone, .failed, .replied, .resized: false
        default: true
        }
    }
}
