import Domain

/// Work the browser's state asks for. An executor runs each and sends what comes of it back as
/// a `BrowseEvent`: a page as `listLoaded`, its count as `listCounted`, a thread as
/// `threadLoaded`, names as `filtersLoaded` and `tagsLoaded`, a change as `actionDone`, the reply as `replied`,
/// any error as `failed`.
enum BrowseEffect: Equatable, Sendable {
    /// A slice of the list for `selection` (the search already in its terms), laid out at the
    /// state's width; `appended` is handed back with the page.
    case loadList(FilterSelection, page: PageRequest, appended: Bool)
    /// How many threads `selection` holds, for the header; `scope` is the scope's count the
    /// page gave, for the header to say beside it ("3 of 14 threads"). Asked apart from the page
    /// and after it: counting a common search's matches takes seconds on a large inbox, the page
    /// milliseconds.
    case countList(FilterSelection, scope: Int?)
    /// One thread, marked read first when `markRead` (opening it, as `threads read ID`).
    case loadThread(ThreadID, markRead: Bool)
    /// Changes one thread. The state asks for what to reload when `actionDone` comes back.
    case change(ThreadChange, ThreadID)
    case loadFilters
    /// Every tag's name, for Tab in the tag prompt.
    case loadTags
    /// The tag prompt's text for one thread (`+a -b`), read as `ThreadActions.tagChange` reads
    /// it and made as one change; a bad name fails with its words and changes nothing.
    case changeTags(String, ThreadID)
    /// Opens the editor for a reply to the thread and posts what is written.
    case editReply(ThreadID)
    /// Restore the terminal and exit 0.
    case quit
}
