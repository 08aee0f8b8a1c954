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
}
