import Domain

/// Thread ids typed on the command line: positive whole numbers, else a usage error naming the value.
enum ThreadIDs {
    /// The ids, in the order typed.
    static func parse(_ values: [String]) throws -> [ThreadID] {
        try values.map { value in
            guard let number = Int64(value), number > 0 else {
                throw ThreadsError.invalidInput("invalid thread id '\(value)': ids are positive whole numbers, as 'threads list' shows")
            }
            return ThreadID(number)
        }
    }
}
