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
    static func repaired(_ arguments: [String]) -> [String] {
        guard let separator = arguments.firstIndex(of: "--"), arguments.indices.contains(separator + 3),
              let wordIndex = Int(arguments[separator + 2]), Int(arguments[separator + 3]) == nil
        else { return arguments }
        let words = arguments[(separator + 3)...]
        let word = words.indices.contains(words.startIndex + wordIndex) ? words[words.startIndex + wordIndex] : ""
        var repaired = arguments
        repaired.insert(String(word.count), at: separator + 3)
        return repaired
    }
}
