/// Why a store cannot be used, with the facts a front end needs to say so.
public enum StoreProblem: Equatable, Sendable {
    /// The file is an SQLite database of another application.
    case foreignDatabase(path: String)
    /// The file is not an SQLite database at all.
    case notADatabase(path: String)
    /// An existing empty file stands where the database would be created.
    case emptyFile(path: String)
    /// Written by a newer build: schema `found`, this build knows up to `supported`.
    case newerSchema(path: String, found: Int, supported: Int)
    /// An older schema that cannot be upgraded because the file is read-only.
    case readOnlyNeedsUpgrade(path: String, to: Int)
    case readOnly(path: String)
    case damaged(path: String)
    case diskFull(path: String)
    /// The file or its folder cannot be opened.
    case cannotOpen(path: String)
    case missingFolder(path: String, folder: String)
    case cannotCreateFolder(folder: String, reason: String)
    case cannotCreate(path: String, reason: String)
    case ioFailure(path: String, reason: String)
    /// Any other error the store's engine reports.
    case engineError(path: String, reason: String)
    /// A text column holds NULL: the file was edited by something else.
    case nullText(column: Int)
    case damagedSavedFilter(name: String)
    case badSavedFilterDate(name: String, text: String)
    /// The integrity check failed: its first complaint, and how many more.
    case failedIntegrityCheck(first: String, more: Int)
    case schemaMismatch(found: Int, expected: Int)
    /// The search index was built by tokenizer version `found` (nil: none recorded), not this build's.
    case tokenizerMismatch(found: String?, expected: String)
}
