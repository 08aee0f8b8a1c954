/// Folds runs of plain-number arguments into one comma-separated argument before
/// argument-parser sees them.
///
/// argument-parser records where each positional value came from in a set it copies per
/// value, so `threads archive` with 8,000 ids spent 1.6 s (release) in parsing and 100,000
/// would take minutes. One argument per run keeps parsing linear; `ThreadIDs.parse` splits
/// it again, so users see the same ids, errors and help.
enum ThreadIDRuns {
    /// Whether `name`'s positional arguments are thread ids: it is declared `ThreadIDsCommand`.
    /// Only the named command is tested: each first cast to a protocol searches every
    /// conformance in the binary, and `list` should not pay for fifteen at start-up.
    static func takesThreadIDs(_ name: String) -> Bool {
        guard let command = Threads.configuration.subcommands.first(where: { $0.configuration.commandName == name }) else { return false }
        return command is any ThreadIDsCommand.Type
    }

    /// `arguments` with each run of two or more plain numbers after an id-taking command joined by commas.
    static func folded(_ arguments: [String]) -> [String] {
        guard let commandIndex = arguments.firstIndex(where: { !$0.hasPrefix("-") }),
              arguments.count - commandIndex > 2,
              // Two numbers side by side first, the command's kind second: `list --limit 50` has no
              // run to fold, and so never pays for the cast.
              zip(arguments[commandIndex...], arguments[(commandIndex + 1)...]).contains(where: { isPlainNumber($0) && isPlainNumber($1) }),
              takesThreadIDs(arguments[commandIndex]) else { return arguments }
        var result = Array(arguments[...commandIndex])
        var run: [String] = []
        func flush() {
            if !run.isEmpty { result.append(run.joined(separator: ",")) }
            run.removeAll(keepingCapacity: true)
        }
        var index = commandIndex + 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                break  // after `--` everything is taken as typed
            } else if isPlainNumber(argument) {
                run.append(argument)
            } else {
                flush()
                result.append(argument)
                // A global option's value (`--database 42`, `--as 42`) is not an id.
                if GlobalOptions.valued.contains(argument), index + 1 < arguments.count {
                    index += 1
                    result.append(arguments[index])
                }
            }
            index += 1
        }
        flush()
        return result + arguments[index...]
    }

    private static func isPlainNumber(_ argument: String) -> Bool {
        !argument.isEmpty && argument.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
