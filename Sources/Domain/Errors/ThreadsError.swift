/// Everything that can go wrong, as values. The words a person reads are chosen by each front
/// end (the CLI's and the service's are in `Words/ErrorWords.swift`), so no case carries a sentence
/// except `invalidData`, whose reason describes the imported line itself.
public enum ThreadsError: Error, Equatable, Sendable {
    // What was asked cannot be done as asked (the CLI's usage error).
    case noThreadIDs
    case negativeLimit(Int)
    case negativeOffset(Int)
    /// A page asked to start after a position of another order than `sort` (`PageRequest.after`).
    case positionOfAnotherSort(ThreadSort)
    case emptySearchTerm
    /// A participant filter (`with`) with no name.
    case emptyParticipantFilter
    /// A new thread's title is empty after trimming, or longer than `maximum` characters.
    case titleLength(maximum: Int)
    /// A new thread needs at least one participant, each with a name.
    case missingParticipants
    /// Whoever posts needs a name.
    case missingAuthor
    /// `--as` or `--person` with no name (blank, or a control character in it).
    case missingPerson
    case invalidFilterName(name: String, maximumLength: Int)
    /// Not a tag's name (`TagName`), as typed.
    case invalidTagName(name: String)
    /// A token's name follows a filter name's rules.
    case invalidTokenName(name: String, maximumLength: Int)
    /// A token of this name exists; revoke it first to reuse the name.
    case tokenExists(name: String)
    case syntheticThreadCount(Int)
    case syntheticMessageCount(Int)
    /// A query that cannot be read, with where.
    case badQuery(QueryError)
    /// A change by query was not confirmed at the prompt.
    case changeDeclined
    /// `key` is taken by another thread.
    case duplicateKey(key: String)
    /// A change-log state this program did not write.
    case badChangeState(text: String)

    // Something named does not exist.
    /// `id` is unknown, and `more` other ids given with it too.
    case unknownThread(ThreadID, more: Int = 0)
    case unknownFilter(name: String)
    /// No thread carries a tag of this name (`tags rename`, `tags delete`).
    case unknownTag(name: String)
    case unknownToken(name: String)
    /// The change log cannot answer from this state: another database's, or one ahead of this
    /// database (restored from a backup). The client reloads and keeps the new state.
    case changesUnavailable(since: String)

    // The store.
    /// The store cannot be used as it is.
    case store(StoreProblem)
    /// Another process held the store past the busy timeout.
    case storeBusy(path: String)
    /// A query ran past the limit the service sets (`THREADS_QUERY_TIMEOUT_MS`) and was
    /// stopped; its transaction was rolled back. The CLI sets no limit: a user who asked waits.
    case queryTimedOut(milliseconds: Int)

    /// Line `line` of an import is invalid; `reason` says what is wrong with it.
    case invalidData(line: Int, reason: String)

    // Mail in (docs/mail.md).
    /// A Maildir, mbox or the mail reader itself could not be read; nothing was imported.
    case unreadableMail(path: String, reason: String)
}
