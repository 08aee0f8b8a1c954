import ArgumentParser
import Domain
import Presentation

/// The shape shared by `star`, `read`, `archive`, `mute` and their opposites: several ids, one
/// change, all or nothing. Each command only names its change.
protocol ChangeCommand: ThreadIDsCommand {
    /// What the command does to each thread.
    static var change: ThreadChange { get }
    /// The ids and the database.
    var targets: ChangeTargets { get }
}

/// The arguments every change command takes: ids, or a query.
struct ChangeTargets: ParsableArguments {
    @Argument(help: "Thread ids.", completion: Completions.alteredThreadIDs) var ids: [String] = []
    @Option(name: .customLong("where"), help: ArgumentHelp("Every thread this query selects instead of ids (docs/queries.md).", valueName: "query"),
            completion: Completions.query)
    var query: String?
    @Flag(help: "With --where: print the ids it would change, one a line, and change nothing.") var dryRun = false
    @Flag(help: "With --where: change more than 20 threads without asking.") var yes = false
    @Flag(help: "With --where: print the query as understood, the SQL and its plan; change nothing.") var explain = false
    @OptionGroup var output: OutputOptions<ThreadActions.Format>
    @OptionGroup var global: GlobalOptions
}

extension ChangeCommand {
    var global: GlobalOptions { targets.global }

    func run(in app: Composition) async throws {
        try await targets.make(Self.change, in: app)
    }
}

extension ChangeTargets {
    /// Makes `change` to the ids given, or to every thread `--where` selects.
    func make(_ change: ThreadChange, in app: Composition) async throws {
                guard let text = query else {
            if dryRun || yes || explain {
                throw CommandError.usage("--dry-run, --yes and --explain go with --where QUERY")
            }
            let request = ThreadActions.ChangeThreads.Request(.ids(try ThreadIDs.parseList(ids)), change: change)
            return try await app.threadActions(store: try app.store(global), output: try output.resolved(app.environment)).changeThreads(request)
        }
        guard ids.isEmpty else { throw CommandError.usage("give thread ids or --where QUERY, not both") }
        // An empty query would select the whole inbox: too easy to type by accident to mean that.
        guard !text.allSatisfy(\.isWhitespace) else { throw CommandError.usage("--where needs a query (docs/queries.md)") }
        let filter = ThreadFilter(try FilterOptions.query(text))
        if explain {
            let request = QueryPlan.ExplainQuery.Request(filter: FilterSelection(filter: filter), page: PageRequest(limit: nil), selection: true)
            return try await app.queryPlan(store: try app.store(global), output: .plain).explainQuery(request)
        }
        // Off a terminal nobody is there to ask: the change goes ahead, as with `--yes`.
        let interactive = app.environment.stdinIsTerminal && app.environment.stdoutIsTerminal
        let request = ThreadActions.ChangeThreads.Request(.matching(filter), change: change, dryRun: dryRun, confirmed: yes || !interactive)
        try await app.changeThreads(request, store: try app.store(global), output: try output.resolved(app.environment))
    }
}

struct StarCommand: ChangeCommand {
    static let configuration = CommandConfiguration(commandName: "star", _superCommandName: "threads", abstract: "Star threads.", discussion: "Example:\n  threads star 12 15")
    static let change = ThreadChange.star(true)
    @OptionGroup var targets: ChangeTargets
}

struct UnstarCommand: ChangeCommand {
    static let configuration = CommandConfiguration(commandName: "unstar", _superCommandName: "threads", abstract: "Clear threads' stars.", discussion: "Example:\n  threads unstar 12")
    static let change = ThreadChange.star(false)
    @OptionGroup var targets: ChangeTargets
}

struct ReadCommand: ChangeCommand {
    static let configuration = CommandConfiguration(commandName: "read", _superCommandName: "threads", abstract: "Mark every message of threads read.", discussion: "Example:\n  threads read 12 15")
    static let change = ThreadChange.readAll
    @OptionGroup var targets: ChangeTargets
}

struct UnreadCommand: ChangeCommand {
    static let configuration = CommandConfiguration(commandName: "unread", _superCommandName: "threads", abstract: "Mark the newest message of threads unread.", discussion: "Example:\n  threads unread 12")
    static let change = ThreadChange.unreadNewest
    @OptionGroup var targets: ChangeTargets
}

struct ArchiveCommand: ChangeCommand {
    static let configuration = CommandConfiguration(commandName: "archive", _superCommandName: "threads", abstract: "Hide threads from the list.", discussion: "Example:\n  threads archive 3 9")
    static let change = ThreadChange.archive(true)
    @OptionGroup var targets: ChangeTargets
}

struct UnarchiveCommand: ChangeCommand {
    static let configuration = CommandConfiguration(commandName: "unarchive", _superCommandName: "threads", abstract: "Restore archived threads.", discussion: "Example:\n  threads unarchive 3")
    static let change = ThreadChange.archive(false)
    @OptionGroup var targets: ChangeTargets
}

struct MuteCommand: ChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "mute", _superCommandName: "threads", abstract: "Leave threads out of the list and the unread count; 'list --muted' shows them.",
        discussion: "Example:\n  threads mute 12 15")
    static let change = ThreadChange.mute(true)
    @OptionGroup var targets: ChangeTargets
}

struct UnmuteCommand: ChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "unmute", _superCommandName: "threads", abstract: "Bring muted threads back to the list.", discussion: "Example:\n  threads unmute 12")
    static let change = ThreadChange.mute(false)
    @OptionGroup var targets: ChangeTargets
}
