/// A shell's completion call as argument-parser reads it:
/// `---completion [subcommand …] -- ARGUMENT WORD-INDEX CURSOR-INDEX [word …]`.
enum CompletionCall {
    /// The first argument of a completion call; argv with it goes to `CommandRunner.complete`.
    static let marker = "---completion"

    /// The call with its cursor index put back where the shell left it out. argument-parser's fish
    /// script asks fish 3 for it with `commandline -o -t -C`, which fish 3.6 (Debian 12's) answers
    /// with nothing, so the first word slides into its place and argument-parser
    /// refuses the call (an "invalid state" line in the middle of the command line). The cursor is
    /// then taken to be at the end of the word completed, where `complete -C` and a Tab put it.
    ///
    /// A cursor index below 0 is taken as 0: argument-parser takes that many characters of the
    /// word, and a negative count traps. Indices come from the shell, but anyone can type them.
    static func repaired(_ arguments: [String]) -> [String] {
        guard let separator = arguments.firstIndex(of: "--"), arguments.indices.contains(separator + 3),
              let wordIndex = Int(arguments[separator + 2])
        else { return arguments }
        if let cursor = Int(arguments[separator + 3]) {
            guard cursor < 0 else { return arguments }
            var repaired = arguments
            repaired[separator + 3] = "0"
            return repaired
        }
        let words = arguments[(separator + 3)...]
        // Any number can be typed: one past the words (or negative) completes an empty word.
        let word = (0..<words.count).contains(wordIndex) ? words[words.startIndex + wordIndex] : ""
        var repaired = arguments
        repaired.insert(String(word.count), at: separator + 3)
        return repaired
    }
}
