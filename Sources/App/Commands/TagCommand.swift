import ArgumentParser
import Domain
import Presentation

/// `threads tag ID… +NAME… -NAME…`, or `--where QUERY`: tags put on and taken off threads, as one
/// change of threads (`ThreadActions.ChangeThreads`), so it follows `star`'s rules: all or
/// nothing, an unknown id fails the whole command, and `--where`'s count, dry run and question.
struct TagCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", _superCommandName: "threads",
        abstract: "Put tags on threads (+NAME) and take them off (-NAME); prints nothing.",
        discussion: """
            A tag is letters of any script, digits, - _ . / (client/acme); Work and work are one tag.
            Examples:
              threads tag 12 15 +waiting -todo
              threads tag --where 'from:dana' +client/acme
            """)

    /// Ids and changes, in any order: argument-parser would take `-todo` for options, so the
    /// words are read here.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Thread ids, then +NAME to add a tag and -NAME to remove one.", valueName: "id-or-change"), completion: Completions.tagChanges)
    var words: [String] = []
    @Option(name: .customLong("where"), help: ArgumentHelp("Every thread this query selects instead of ids (docs/queries.md).", valueName: "query"),
            completion: Completions.query)
    var query: String?
    @Flag(help: "With --where: print the ids it would change, one a line, and change nothing.") var dryRun = false
    @Flag(help: "With --where: change more than 20 threads without asking.") var yes = false
    @OptionGroup var output: OutputOptions<ThreadActions.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let (ids, change) = try Self.read(words)
        guard !change.steps.isEmpty else { throw CommandError.usage("name a tag to add (+NAME) or remove (-NAME)") }
        guard let text = query else {
            if dryRun || yes { throw CommandError.usage("--dry-run and --yes go with --where QUERY") }
            let request = ThreadActions.ChangeThreads.Request(.ids(try ThreadIDs.parseList(ids)), change: change)
            return try await app.threadActions(store: try app.store(global), output: try output.resolved(app.environment)).changeThreads(request)
        }
        guard ids.isEmpty else { throw CommandError.usage("give thread ids or --where QUERY, not both") }
        guard !text.allSatisfy(\.isWhitespace) else { throw CommandError.usage("--where needs a query (docs/queries.md)") }
        let filter = ThreadFilter(try FilterOptions.query(text))
        // Off a terminal nobody is there to ask: the change goes ahead, as with `--yes`.
        let interactive = app.environment.stdinIsTerminal && app.environment.stdoutIsTerminal
        let request = ThreadActions.ChangeThreads.Request(.matching(filter), change: change, dryRun: dryRun, confirmed: yes || !interactive)
        try await app.changeThreads(request, store: try app.store(global), output: try output.resolved(app.environment))
    }

    /// The ids and the change among `words`: `+NAME` adds, `-NAME` removes, anything else is an
    /// id. Every name is checked before anything is done.
    static func read(_ words: [String]) throws -> (ids: [String], change: ThreadChange) {
        var ids: [String] = []
        var change: ThreadChange = []
        for word in words {
            // One argument is one name, spaces and all ("+a b" is refused, not two tags).
            switch word.first {
            case "+": change.steps.append(.tag(try TagName(validating: String(word.dropFirst()))))
            case "-": change.steps.append(.untag(try TagName(validating: String(word.dropFirst()))))
            default: ids.append(word)
            }
        }
        return (ids, change)
    }
}
