import Domain

/// What a completion needs from the words on the command line, as the shell passes them
/// (`threads`, the words typed so far, and the one being completed).
enum CompletionWords {
    /// `--database`'s value when the line gives it: `--database X`, `--database=X`, or bash's split
    /// of the latter (`--database`, `=`, `X`). A leading `~/` is the home folder, as the shell
    /// would have expanded it on running the command.
    static func database(in words: [String], home: String? = nil) -> String? {
        var value: String?
        var rest = words[...]
        while let word = rest.popFirst() {
            if word.hasPrefix("--database=") {
                value = String(word.dropFirst("--database=".count))
            } else if word == "--database" {
                if rest.first == "=" { rest = rest.dropFirst() }
                value = rest.popFirst()
            }
        }
        guard let value, !value.isEmpty else { return nil }
        if value.hasPrefix("~/"), let home, !home.isEmpty { return home + value.dropFirst() }
        return value
    }

    /// The change of the command on the line (`star`, `unarchive`, …), found by its name among
    /// the root's subcommands, so a new change command completes without a table to extend.
    static func change(in words: [String]) -> ThreadChange? {
        let commands = Threads.configuration.subcommands.compactMap { $0 as? any ChangeCommand.Type }
        for word in words.dropFirst() {
            if let command = commands.first(where: { $0.configuration.commandName == word }) { return command.change }
        }
        return nil
    }

    /// The query in a word (as the shell passes it) up to a tag's name, when its last term is
    /// `tag:` (or `-tag:`) and the start of a name: `is:unread tag:` for `is:unread tag:wo`. The
    /// shell's own opening quote (`'is:unread tag:wo`) is left out: the candidates are what goes
    /// inside it. Nil for any other word, which a tag's name would not complete.
    static func tagTermHead(in word: String) -> String? {
        var query = Substring(word)
        if query.first == "'" || (query.first == "\"" && query.filter { $0 == "\"" }.count % 2 == 1) { query = query.dropFirst() }
        let start = query.lastIndex { $0.isWhitespace || $0 == "(" }.map(query.index(after:)) ?? query.startIndex
        var term = query[start...]
        if term.first == "-" { term = term.dropFirst() }
        // A quoted name (`tag:"client/acme"`) is left alone: a name needs no quotes to be typed.
        guard term.hasPrefix("tag:"), !term.contains("\"") else { return nil }
        return String(query[..<term.index(term.startIndex, offsetBy: 4)])
    }
}
