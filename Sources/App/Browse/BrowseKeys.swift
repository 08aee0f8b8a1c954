import Domain

/// The browser's words for its keys: the hints on the status line and the help screen's lines.
/// The key map turns keys into events; these only name them for people.
enum BrowseKeys {
    /// One line of help: the keys, and what they do.
    struct Entry: Equatable, Sendable {
        var keys: String
        var does: String
    }

    /// The picker's first choice: the inbox, not a saved filter.
    static let inbox = "Inbox"
    /// The status after a reply left empty.
    static let nothingPosted = "Nothing posted"
    /// The help screen's last line.
    static let closeHelp = "any key closes"

    /// What the tag prompt starts with: the thread the tags are for.
    static func tagPrompt(_ id: ThreadID) -> String { "Tag #\(id): " }

    /// The status line's hints on the list, most needed first (the narrow screen drops from the right).
    static let listHints = ["j/k move", "⏎ open", "s star", "/ search", "? help", "q quit"]
    static let threadHints = ["j/k scroll", "p reply", "s star", "r read", "? help", "q back"]
    static let filterHints = ["j/k move", "⏎ apply", "Esc close"]

    static let list = [
        Entry(keys: "j ↓", does: "next thread"),
        Entry(keys: "k ↑", does: "previous thread"),
        Entry(keys: "g Home", does: "first thread"),
        Entry(keys: "G End", does: "last thread"),
        Entry(keys: "Space PgDn", does: "a screen down"),
        Entry(keys: "b PgUp", does: "a screen up"),
        Entry(keys: "⏎ l →", does: "open the thread"),
        Entry(keys: "s", does: "star or unstar"),
        Entry(keys: "r", does: "read, or its newest unread"),
        Entry(keys: "a", does: "archive or restore"),
        Entry(keys: "m", does: "mute or unmute"),
        Entry(keys: "t", does: "tags +a -b (Tab completes)"),
        Entry(keys: "/", does: "search (⏎ keeps, Esc undoes)"),
        Entry(keys: "f", does: "saved filters"),
        Entry(keys: "R Ctrl-L", does: "reload"),
        Entry(keys: "?", does: "this help"),
        Entry(keys: "q Esc Ctrl-C", does: "quit"),
    ]

    static let thread = [
        Entry(keys: "j ↓", does: "scroll down a line"),
        Entry(keys: "k ↑", does: "scroll up a line"),
        Entry(keys: "Space PgDn", does: "a screen down"),
        Entry(keys: "b PgUp", does: "a screen up"),
        Entry(keys: "s", does: "star or unstar"),
        Entry(keys: "r", does: "read, or its newest unread"),
        Entry(keys: "a", does: "archive or restore"),
        Entry(keys: "m", does: "mute or unmute"),
        Entry(keys: "t", does: "tags +a -b (Tab completes)"),
        Entry(keys: "p", does: "post a reply"),
        Entry(keys: "R Ctrl-L", does: "reload"),
        Entry(keys: "?", does: "this help"),
        Entry(keys: "q Esc h ←", does: "back to the list"),
        Entry(keys: "Ctrl-C", does: "quit"),
    ]

    /// The keys of the screen `route` leads to.
    static func entries(_ route: Route) -> [Entry] {
        switch route {
        case .list: list
        case .thread: thread
        }
    }
}
