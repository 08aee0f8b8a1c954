import Domain

/// The `detail` of the service's problem for a domain error: the CLI's words (`ErrorWords`),
/// except where those name a file of the server or quote its store's engine. A client can do
/// nothing with either, and they tell whoever asks where the server keeps its data: the
/// server's log has them for its operator (docs/serve.md).
public enum ServiceDetail {
    public static func of(_ error: ThreadsError) -> String {
        switch error {
        case .store(let problem): return of(problem)
        case .storeBusy: return busy
        default: return ErrorWords.message(error)
        }
    }

    /// Said for every store problem that holds a path or the engine's own message.
    public static let unavailable = "the database cannot be used just now; the server's log says why"
    public static let busy = "the database is locked by another process; try again"

    static func of(_ problem: StoreProblem) -> String {
        switch problem {
        case .readOnly: return "the database is read-only; nothing was changed"
        case .diskFull: return "the disk holding the database is full; nothing was changed"
        case .damaged: return "the database is damaged; nothing was changed"
        // Neither a path nor the engine's words: what the CLI says helps a client as much.
        case .nullText, .damagedSavedFilter, .badSavedFilterDate, .schemaMismatch, .tokenizerMismatch:
            return ErrorWords.message(problem)
        case .foreignDatabase, .notADatabase, .emptyFile, .newerSchema, .readOnlyNeedsUpgrade, .cannotOpen, .missingFolder, .cannotCreateFolder,
             .cannotCreate, .ioFailure, .engineError, .failedIntegrityCheck:
            return unavailable
        }
    }
}
