import Domain
import Presentation

/// The words for each domain error: the CLI's line after `threads: `, and the service's problem
/// `detail`, one text for both. They name the flags and commands a user of the command line
/// would reach for, which the service's users read too (docs/serve.md).
public enum ErrorWords {
    public static func message(_ error: ThreadsError) -> String {
        switch error {
        case .noThreadIDs: return "give at least one thread id"
        case .negativeLimit(let limit): return "--limit must be 0 or more, got \(limit)"
        case .negativeOffset(let offset): return "--offset must be 0 or more, got \(offset)"
        case .positionOfAnotherSort(let sort): return "the page starts where a sort other than '\(sort.rawValue)' left off; start from the first page"
        case .emptySearchTerm: return "--search needs some text"
        case .emptyParticipantFilter: return "--with needs a name"
        case .titleLength(let maximum): return "--title needs 1 to \(maximum) characters"
        case .missingParticipants: return "give each participant a name with --with NAME"
        case .missingAuthor: return "--from needs a name (or set THREADS_USER)"
        case .missingPerson: return "a person needs a name (--as, --to, --person or THREADS_USER)"
        case .invalidFilterName(let name, let maximum):
            return "invalid filter name '\(name)': use letters, digits, '-', '_' or '.', starting with a letter or digit, at most \(maximum)"
        case .invalidTagName(let name):
            return "tag \"\(SingleLine.of(name))\": a tag is letters, digits, - _ . / (no spaces)"
        case .unknownTag(let name): return "no tag named '\(SingleLine.of(name))'; see 'threads tags'"
        case .invalidTokenName(let name, let maximum):
            return "invalid token name '\(name)': use letters, digits, '-', '_' or '.', starting with a letter or digit, at most \(maximum)"
        case .tokenExists(let name): return "a token named '\(name)' exists; revoke it first ('threads token revoke \(name)')"
        case .unknownToken(let name): return "no token named '\(name)'; see 'threads token list'"
        case .syntheticThreadCount: return "--threads must be 1 or more"
        case .syntheticMessageCount: return "--messages must be 0 or more"
        case .duplicateKey(let key): return "a thread with key '\(key)' already exists"
        case .unknownThread(let id, let more):
            return "unknown thread id \(id)" + (more > 0 ? " (and \(more) more)" : "") + "; see 'threads list --all'"
        case .unknownFilter(let name): return "no saved filter named '\(name)'; see 'threads filter list'"
        case .badQuery(let error): return "query: \(error.problem) at column \(error.column): \(SingleLine.of(error.query))"
        case .badChangeState(let text): return "'\(SingleLine.of(text))' is not a state; use the state a list page or 'threads changes' gave"
        case .changesUnavailable(let since):
            return "the state '\(SingleLine.of(since))' is not this database's or no longer current; reload and keep the new state"
        case .changeDeclined: return "nothing changed (not confirmed; --yes skips the question)"
        case .store(let problem): return message(problem)
        case .storeBusy(let path): return "the database \(path) is locked by another process; try again, or raise THREADS_BUSY_TIMEOUT_MS"
        case .queryTimedOut(let milliseconds):
            return "the query ran past THREADS_QUERY_TIMEOUT_MS (\(milliseconds) ms) and was stopped; nothing changed"
        case .invalidData(let line, let reason): return "line \(line): \(reason)"
        case .unreadableMail(let path, let reason): return "cannot read \(SingleLine.of(path)): \(reason); nothing was imported"
        }
    }

    public static func message(_ problem: StoreProblem) -> String {
        switch problem {
        case .foreignDatabase(let path): return "\(path) is an SQLite database of another application, not threads; point --database elsewhere"
        case .notADatabase(let path): return "\(path) is not a threads database (not SQLite); point --database elsewhere"
        case .emptyFile(let path): return "\(path) is an empty file, not a threads database; remove it to start a new one there"
        case .newerSchema(let path, let found, let supported):
            return "the database \(path) has schema version \(found), newer than this threads knows (\(supported)); upgrade threads"
        case .readOnlyNeedsUpgrade(let path, let version):
            return "the database \(path) is read-only and needs upgrading to schema version \(version); open it once with write access"
        case .readOnly(let path): return "the database \(path) is read-only; check its permissions and its folder's"
        case .damaged(let path): return "the database \(path) is damaged; restore it from a backup ('threads db check' tells more)"
        case .diskFull(let path): return "the disk holding \(path) is full; nothing was changed"
        case .cannotOpen(let path): return "cannot open the database \(path); check that its folder exists and is accessible"
        case .missingFolder(let path, let folder): return "cannot create the database \(path): folder \(folder) does not exist"
        case .cannotCreateFolder(let folder, let reason): return "cannot create folder \(folder) for the database: \(reason)"
        case .cannotCreate(let path, let reason): return "cannot create the database \(path): \(reason)"
        case .ioFailure(let path, let reason): return "cannot read or write \(path): \(reason)"
        case .engineError(let path, let reason): return "database error on \(path): \(reason)"
        case .nullText(let column): return "the database holds NULL where text belongs (column \(column)); it was edited outside threads"
        case .damagedSavedFilter(let name): return "saved filter '\(name)' is damaged; delete it with 'threads filter delete \(name)'"
        case .badSavedFilterDate(let name, let text): return "saved filter '\(name)' holds a bad date '\(text)'"
        case .failedIntegrityCheck(let first, let more):
            return "the database failed its integrity check: \(first)" + (more > 0 ? " (and \(more) more problems)" : "") + "; restore it from a backup"
        case .schemaMismatch(let found, let expected): return "the database has schema version \(found), this threads expects \(expected)"
        case .tokenizerMismatch(let found, let expected):
            let built = found.map { "was built by tokenizer version \(SingleLine.of($0))" } ?? "records no tokenizer version"
            return "the short-term search index \(built), this threads has \(expected); the next command that opens the database, other than 'db check', rebuilds it"
        }
    }
}
