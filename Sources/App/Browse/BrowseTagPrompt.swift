import Domain

/// The tag prompt (`t`): what is typed for one thread, `+NAME` to put a tag on and `-NAME` to
/// take one off, as `threads tag ID +NAME -NAME` takes them, with Tab completing a name from the
/// tags there are.
struct BrowseTagPrompt: Equatable, Sendable {
    /// The thread the changes are for: the selected row's, or the open thread's.
    var thread: ThreadID
    var text = ""
    /// Every tag's name as the Tags scene lists them, for Tab; nil until they arrive.
    var names: [String]?
    /// The names the last Tab could not choose between, shown after the prompt until the next
    /// key, as a shell lists them on a second Tab.
    var offered: [String] = []
    /// A Tab pressed before the names arrived: it completes when they arrive, unless the text
    /// was edited since. Fast typing over a slow store still gets the name it asked for.
    var tabWaiting = false

    /// Tab: the last word, when it is `+` or `-` and the start of a name (any case), completed as
    /// far as the names it starts agree; one name is completed whole, with a space for the next.
    mutating func complete() {
        offered = []
        guard let names else {
            tabWaiting = true
            return
        }
        tabWaiting = false
        let start = text.lastIndex(of: " ").map(text.index(after:)) ?? text.startIndex
        let word = text[start...]
        guard let sign = word.first, sign == "+" || sign == "-" else { return }
        let typed = TextFold.key(String(word.dropFirst()))
        let matches = names.filter { TextFold.key($0).hasPrefix(typed) }
        guard let first = matches.first else { return }
        if matches.count == 1 {
            text = String(text[..<start]) + String(sign) + first + " "
            return
        }
        let common = Self.commonPrefix(matches)
        if common.count > word.count - 1 { text = String(text[..<start]) + String(sign) + common }
        offered = matches
    }

    /// The longest start every name shares, compared in any case and spelt as the first name is.
    private static func commonPrefix(_ names: [String]) -> String {
        guard var common = names.first.map(Array.init) else { return "" }
        for name in names.dropFirst() {
            let agreeing = zip(common, name).prefix { TextFold.key(String($0)) == TextFold.key(String($1)) }.count
            common = Array(common.prefix(agreeing))
        }
        return String(common)
    }
}
