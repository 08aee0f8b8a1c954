import Domain

/// A filter as the command-line arguments that recreate it, quoted for a POSIX shell: its
/// flags when flags can say it, else its query.
public enum FilterFlagsTranslator {
    /// The arguments, unquoted: `["--starred", "--with", "Aiko"]`, or `["is:starred or from:aiko"]`.
    public static func arguments(_ filter: ThreadFilter, sort: ThreadSort?) -> [String] {
        guard let filter = filter.flags else { return queryArguments(filter, sort: sort) }
        var out: [String] = []
        if filter.starredOnly { out.append("--starred") }
        if filter.unreadOnly { out.append("--unread") }
        for name in filter.participants { out += option("--with", name) }
        if let since = filter.since { out += ["--since", FilterLabelTranslator.moment(since)] }
        if let until = filter.until { out += ["--until", FilterLabelTranslator.moment(until)] }
        for term in filter.searchTerms { out += option("--search", term) }
        switch filter.archive {
        case .active: break
        case .archived: out.append("--archived")
        case .all: out.append("--all")
        }
        // `--all` takes muted threads in too; `--muted` keeps only them, whatever the archived state.
        if filter.mute == .muted { out.append("--muted") }
        if let sort { out += ["--sort", sort.rawValue] }
        return out
    }

    /// The query as one argument (none for the empty query), then `--all` and `--sort` when set.
    public static func queryArguments(_ filter: ThreadFilter, sort: ThreadSort?) -> [String] {
        var out = filter.expression.isEverything ? [] : [filter.expression.description]
        if filter.includesAll { out.append("--all") }
        if let sort { out += ["--sort", sort.rawValue] }
        return out
    }

    /// `--search -draft` would read `-draft` as a flag: a value starting with `-` is joined to its option.
    private static func option(_ name: String, _ value: String) -> [String] {
        value.hasPrefix("-") ? [name + "=" + value] : [name, value]
    }

    /// The same, as one line to paste into a shell.
    public static func commandLine(_ filter: ThreadFilter, sort: ThreadSort?) -> String {
        arguments(filter, sort: sort).map(shellQuoted).joined(separator: " ")
    }

    /// The query form, as one line to paste into a shell.
    public static func queryCommandLine(_ filter: ThreadFilter, sort: ThreadSort?) -> String {
        queryArguments(filter, sort: sort).map(shellQuoted).joined(separator: " ")
    }

    /// `word` unchanged when safe, else in single quotes; with control characters, in `$'…'`
    /// (bash, zsh, POSIX.1-2024) so a newline or ESC is written as an escape, never raw.
    static func shellQuoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "@%+=:,./_-".unicodeScalars.contains($0)
        }
        if safe { return word }
        guard word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        var out = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.properties.generalCategory == .control:
                out += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }
}
