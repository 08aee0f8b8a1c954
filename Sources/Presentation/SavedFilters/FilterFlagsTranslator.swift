import Domain

/// A filter as the command-line flags that recreate it, quoted for a POSIX shell.
public enum FilterFlagsTranslator {
    /// The arguments, unquoted: `["--starred", "--with", "Aiko"]`.
    public static func arguments(_ filter: ThreadFilter, sort: ThreadSort?) -> [String] {
        var out: [String] = []
        if filter.starredOnly { out.append("--starred") }
        if filter.unreadOnly { out.append("--unread") }
        for name in filter.participants { out += ["--with", name] }
        if let since = filter.since { out += ["--since", FilterLabelTranslator.moment(since)] }
        if let until = filter.until { out += ["--until", FilterLabelTranslator.moment(until)] }
        for term in filter.searchTerms { out += ["--search", term] }
        switch filter.archive {
        case .active: break
        case .archived: out.append("--archived")
        case .all: out.append("--all")
        }
        if let sort { out += ["--sort", sort.rawValue] }
        return out
    }

    /// The same, as one line to paste into a shell.
    public static func commandLine(_ filter: ThreadFilter, sort: ThreadSort?) -> String {
        arguments(filter, sort: sort).map(shellQuoted).joined(separator: " ")
    }

    /// `word` unchanged when safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "@%+=:,./_-".unicodeScalars.contains($0)
        }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
