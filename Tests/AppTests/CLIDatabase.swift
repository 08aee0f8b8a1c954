import Data
import Foundation
#if Postgres
import PostgresStore
#endif
import Testing
import TestSupport

/// The kinds of database an end-to-end test runs the binary on: a SQLite file always, and a new
/// database on the tests' own PostgreSQL server in a build with the `Postgres` trait where the
/// server runs. A store-agnostic test takes one as its argument (`@Test(arguments: CLIDatabase.allCases)`).
enum CLIDatabase: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case sqliteFile
    #if Postgres
    case postgres
    #endif

    /// PostgreSQL only where its test server is running, so a machine without it runs the SQLite
    /// half; PostgreSQL alone where the run asks for it (`PostgresServer.alone`).
    static var allCases: [CLIDatabase] {
        #if Postgres
        guard PostgresServer.shared != nil else { return [.sqliteFile] }
        return PostgresServer.alone ? [.postgres] : [.sqliteFile, .postgres]
        #else
        [.sqliteFile]
        #endif
    }

    var testDescription: String { rawValue }

    /// A new, empty database, as `--database` or `$THREADS_DATABASE` takes it: the path of a file
    /// `name` in `folder` (not created), or a new database's URL on the test server.
    func make(in folder: TemporaryFolder, named name: String = "inbox.sqlite") throws -> String {
        switch self {
        case .sqliteFile:
            return folder.file(name)
        #if Postgres
        case .postgres:
            return try Self.server().makeDatabase()
        #endif
        }
    }

    /// The schema version this build writes to this kind of store, as `db check` reports it.
    var schemaVersion: Int {
        switch self {
        case .sqliteFile: return SQLiteDataStore.schemaVersion
        #if Postgres
        case .postgres: return PostgresDataStore.schemaVersion
        #endif
        }
    }

    /// The tokenizer version `db check` names for this kind of store: SQLite's short-term index's;
    /// PostgreSQL's indexes are the server's own.
    var tokenizerVersion: String? {
        switch self {
        case .sqliteFile: return SQLiteDataStore.tokenizerVersion
        #if Postgres
        case .postgres: return nil
        #endif
        }
    }

    /// Everything stored in `database` (a value from `make`), to compare before and after a
    /// command that must change nothing: the file's bytes; on PostgreSQL every row of the store's
    /// tables with the transaction that wrote it (`xmin`), so a row rewritten unchanged counts too.
    func contents(of database: String) throws -> Data? {
        switch self {
        case .sqliteFile:
            return FileManager.default.contents(atPath: database)
        #if Postgres
        case .postgres:
            let rows = ["store_info", "schema_migrations", "threads", "participants", "messages", "saved_filters", "api_tokens"]
                .map { "SELECT '\($0)', r.xmin::text, r::text FROM threads.\($0) r" }
                .joined(separator: " UNION ALL ")
            return Data(try Self.server().psql(rows + " ORDER BY 1, 3, 2", database: database).utf8)
        #endif
        }
    }

    #if Postgres
    /// The tests' server; `allCases` names `.postgres` only when it runs.
    static func server() throws -> PostgresServer {
        guard let server = PostgresServer.shared else {
            throw Unavailable(reason: PostgresServer.unavailableReason ?? "no PostgreSQL test server")
        }
        return server
    }

    struct Unavailable: Error {
        let reason: String
    }
    #endif
}

/// The built `threads` binary on databases of one kind, called as the suites' own `threads`
/// helpers are, so a test's body reads the same on every store: `threads(["list"])` on the
/// main database, `threads("b.sqlite", ["list"])` on another. Each database is made on first
/// use and known by a file name, the SQLite file's own.
final class CLI {
    let kind: CLIDatabase
    let folder: TemporaryFolder
    /// Given to every run; a call's own variables win.
    let variables: [String: String]
    private let main: String
    private var made: [String: String] = [:]

    init(_ kind: CLIDatabase, in folder: TemporaryFolder, main: String = "inbox.sqlite", variables: [String: String] = [:]) {
        self.kind = kind
        self.folder = folder
        self.main = main
        self.variables = variables
    }

    /// The database known as `name` (the main one when nil): a path or a URL.
    func database(_ name: String? = nil) throws -> String {
        let name = name ?? main
        if let database = made[name] { return database }
        let database = try kind.make(in: folder, named: name)
        made[name] = database
        return database
    }

    /// What the database known as `name` holds now (`CLIDatabase.contents(of:)`).
    func contents(_ name: String? = nil) throws -> Data? {
        try kind.contents(of: try database(name))
    }

    func callAsFunction(_ arguments: [String], _ variables: [String: String] = [:], stdin: String? = nil) throws -> CommandResult {
        try Binary.run(["--database", try database()] + arguments, variables: self.variables.merging(variables) { $1 }, stdin: stdin)
    }

    func callAsFunction(_ name: String, _ arguments: [String], stdin: String? = nil) throws -> CommandResult {
        try Binary.run(["--database", try database(name)] + arguments, variables: variables, stdin: stdin)
    }
}
