import ArgumentParser
import Domain
import Words

/// The CLI's exit codes (docs/cli.md), and the one line each failure prints.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let busy: Int32 = 75

    /// Exit code and message for `error`; status 0 means help or version text for stdout.
    static func of(_ error: any Error) -> (Int32, String) {
        if let error = error as? ThreadsError { return (code(error), ErrorWords.message(error)) }
        if let error = error as? CommandError {
            switch error {
            case .usage(let message): return (usage, message)
            case .unreadableFile(let file): return (failure, "cannot read '\(file)': no such readable file")
            case .needsTerminal: return (failure, "browse needs a terminal: run it with its input and output on one, not in a pipe")
            case .missingServer(let path):
                return (failure, "serve runs threads-server, installed beside threads, "
                        + (path.map { "and there is none at \($0); 'scripts/install' installs both" } ?? unknownPlace))
            case .missingMailReader(let path):
                return (failure, "mail is read by threads-mail, installed beside threads, "
                        + (path.map { "and there is none at \($0); 'scripts/install' installs it" } ?? unknownPlace))
            case .mailReaderVersion(let path, let speaks, let reads):
                return (failure, "threads-mail at \(path) speaks version \(speaks); this threads speaks \(reads): reinstall both with scripts/install")
            }
        }
        let code = Threads.exitCode(for: error)
        let text = Threads.fullMessage(for: error)
        if code == .success { return (success, text) }
        guard code == .validationFailure else {
            return (failure, "unexpected error: \(String(describing: error).split(separator: "\n").first ?? "")")
        }
        // argument-parser writes several lines (error, usage, hint); the CLI prints one.
        let first = text.split(separator: "\n").first.map(String.init) ?? text
        let message = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
        return (usage, message + " (see 'threads help')")
    }

    /// Why a program installed beside `threads` was looked for nowhere (ExecutableLocation).
    private static let unknownPlace =
        "but where threads is installed is unknown (no /proc/self/exe, and it was started by a name without a '/'); run it by its full path"

    static func code(_ error: ThreadsError) -> Int32 {
        switch error {
        case .noThreadIDs, .negativeLimit, .negativeOffset, .positionOfAnotherSort, .emptySearchTerm, .emptyParticipantFilter, .titleLength,
             .missingParticipants, .missingAuthor, .missingPerson, .invalidFilterName, .invalidTagName, .invalidTokenName, .syntheticThreadCount, .syntheticMessageCount,
             .duplicateKey, .badQuery, .badChangeState:
            return usage
        case .unknownThread, .unknownFilter, .unknownTag, .unknownToken, .tokenExists, .store, .changeDeclined, .changesUnavailable, .unreadableMail: return failure
        case .storeBusy, .queryTimedOut: return busy
        case .invalidData: return dataError
        }
    }
}
