import Domain
import Foundation

/// A filter in words, for the list's header and `filter list`: "Starred · unread · with Aiko".
public enum FilterLabelTranslator {
    /// The label of `filter`: in words when flags can say it, else its query.
    public static func label(_ filter: ThreadFilter) -> String {
        guard let filter = filter.flags else {
            // Names and terms are the user's text: control characters become spaces (below).
            let query = "Query “\(SingleLine.of(filter.expression.description))”"
            return filter.includesAll ? query + " · including archived and muted" : query
        }
        var parts: [String] = []
        if filter.archive == .archived { parts.append("archived") }
        if filter.mute == .muted { parts.append("muted") }
        if filter.starredOnly { parts.append("starred") }
        if filter.unreadOnly { parts.append("unread") }
        // Names and terms are the user's text: control characters (a newline, ESC) would split
        // the header line or reach the terminal, so each becomes a space.
        let text = SingleLine.of
        if !filter.participants.isEmpty { parts.append("with " + filter.participants.map(text).joined(separator: ", ")) }
        if let since = filter.since { parts.append("since " + moment(since)) }
        if let until = filter.until { parts.append("before " + moment(until)) }
        parts += filter.searchTerms.map { "matching “\(text($0))”" }
        switch (filter.archive == .all, filter.mute == .all) {
        case (true, true): parts.append(parts.isEmpty ? "all threads" : "including archived and muted")
        case (true, false): parts.append(parts.isEmpty ? "inbox and archive" : "including archived")
        case (false, true): parts.append("including muted")
        case (false, false): break
        }
        guard let first = parts.first else { return "Inbox" }
        // Both sides Strings: a Substring appended goes through the generic `append(contentsOf:)`,
        // whose first use searches the binary's protocol conformances (210,000 instructions).
        parts[0] = first.prefix(1).uppercased() + String(first.dropFirst())
        return parts.joined(separator: " · ")
    }

    /// The Filter action's view model.
    public static func viewModel(_ response: ThreadList.Filter.Response) -> ThreadList.Filter.ViewModel {
        ThreadList.Filter.ViewModel(filterLabel: label(response.filter))
    }

    /// A date alone when it is midnight UTC, else the full timestamp.
    static func moment(_ date: Date) -> String {
        let text = Timestamp.format(date)
        return text.hasSuffix("T00:00:00Z") ? String(text.prefix(10)) : text
    }
}
