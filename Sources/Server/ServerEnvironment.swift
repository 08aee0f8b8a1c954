import Domain
import Foundation

/// Everything the routes need from the composition root (`threads-server`'s main, or a test):
/// the store behind each scene's role, the clock, and the settings from the command line. The
/// ring never opens a store itself (docs/architecture.md).
public struct ServerEnvironment: Sendable {
    /// Every thread role at once, over the one store, as a person sees it (docs/team.md): a
    /// scene is wired with the person of the token or session that asked (`viewer(_:)`); nil for
    /// what is no one's own (the change log, the tags' names).
    public var threads: @Sendable (_ viewer: Viewer?) -> any ThreadRepository
    public var filters: any SavedFiltersRepository
    public var tokens: any TokensRepository
    /// The source of "now" for new messages and relative dates in queries.
    public var clock: Clock
    /// Whom the first token speaks for, made when the database has none: whoever started the
    /// server (`$THREADS_USER`, else the login name, as the CLI names "me"). Every other write
    /// is the person of the token that made it.
    public var owner: String
    /// The schema version the store was opened at, for `/v1/health`.
    public var schemaVersion: Int
    public var settings: ServerSettings
    /// Reads an import's JSON Lines body, chunk by chunk (empty at the end), into drafts: the
    /// Data ring's reader, handed in here so the ring needs no store or parser of its own.
    public var readDrafts: @Sendable (_ read: @escaping @Sendable () throws -> Data, _ now: Date) -> any DraftSource

    public init(threads: @escaping @Sendable (_ viewer: Viewer?) -> any ThreadRepository, filters: any SavedFiltersRepository, tokens: any TokensRepository,
                clock: Clock, owner: String, schemaVersion: Int, settings: ServerSettings = ServerSettings(),
                readDrafts: @escaping @Sendable (_ read: @escaping @Sendable () throws -> Data, _ now: Date) -> any DraftSource) {
        self.readDrafts = readDrafts
        self.owner = owner
        self.threads = threads
        self.filters = filters
        self.tokens = tokens
        self.clock = clock
        self.schemaVersion = schemaVersion
        self.settings = settings
    }

    /// `person` as the thread roles take them: with the owner as the inbox's first person when it
    /// has none yet, as the CLI of the login that started the server would name it.
    public func viewer(_ person: Person) -> Viewer {
        Viewer(person, firstPerson: Person(owner))
    }
}
