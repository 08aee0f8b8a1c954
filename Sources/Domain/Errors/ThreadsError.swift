/// Everything that can go wrong, in the user's terms. Each case maps to one exit code
/// of the spec in App; the message is the line the user reads after `threads: `.
public enum ThreadsError: Error, Equatable, Sendable {
    /// Malformed input: a bad date, number, id or name (exit 64).
    case invalidInput(String)
    /// Something named does not exist: an id, a saved filter (exit 1).
    case notFound(String)
    /// The store cannot be used: newer schema, not our file, corrupt, read-only, missing folder (exit 1).
    case storeUnavailable(String)
    /// Another process held the database past the busy timeout (exit 75).
    case storeBusy(String)
    /// A line of an import file is invalid (exit 65).
    case invalidData(line: Int, String)

    /// The sentence shown to the user.
    public var message: String {
        switch self {
        case .invalidInput(let text), .notFound(let text), .storeUnavailable(let text), .storeBusy(let text):
            return text
        case .invalidData(let line, let text):
            return "line \(line): \(text)"
        }
    }
}
