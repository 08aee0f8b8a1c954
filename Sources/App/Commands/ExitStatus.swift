import ArgumentParser
import Domain

/// The spec's table of exit codes, and the one line each failure prints.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let busy: Int32 = 75

    /// Exit code and message for `error`; status 0 means help or version text for stdout.
    static func of(_ error: any Error) -> (Int32, String) {
        if let error = error as? ThreadsError {
            switch error {
            case .invalidInput: return (usage, error.message)
            case .notFound, .storeUnavailable: return (failure, error.message)
            case .storeBusy: return (busy, error.message)
            case .invalidData: return (dataError, error.message)
            }
        }
        let code = Threads.exitCode(for: error)
        let text = Threads.fullMessage(for: error)
        if code == .success { return (success, text) }
        guard code == .validationFailure else {
            return (failure, "unexpected error: \(String(describing: error).split(separator: "\n").first ?? "")")
        }
        // argument-parser writes several lines (error, usage, hint); the spec wants one.
        let first = text.split(separator: "\n").first.map(String.init) ?? text
        let message = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
        return (usage, message + " (see 'threads help')")
    }
}
