import Domain

/// Thread ids typed on the command line: positive whole numbers, else a usage error naming the value.
enum ThreadIDs {
    /// One id, for commands that take exactly one (`show`, `post`).
    static func parse(_ value: String) throws -> ThreadID {
        guard let number = Int64(value), number > 0 else {
            throw CommandError.usage("invalid thread id '\(value)': ids are positive whole numbers, as 'threads list' shows")
        }
        return ThreadID(number)
    }

    /// The ids of an `ID…` command, in the order typed; an argument may hold several,
    /// comma-separated (`ThreadIDRuns` folds long runs that way).
    static func parseList(_ values: [String]) throws -> [ThreadID] {
        try values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { try parse(String($0)) }
    }
}
