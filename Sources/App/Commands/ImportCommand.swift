import ArgumentParser
import Domain
import Presentation

/// `threads import FILE|-`: JSON Lines in one transaction, replacing threads by key.
/// `threads import --maildir DIR… / --mbox FILE…`: mail, threaded, only what is new (docs/mail.md).
struct ImportCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", _superCommandName: "threads",
        abstract: "Load threads from JSON Lines (a line's key replaces that thread), or mail from Maildirs and mboxes; all or nothing.",
        discussion: """
            Examples:
              threads import backup.jsonl
              threads export | threads --database copy.sqlite import -
              threads import --maildir ~/Mail
              threads import --mbox list-archive.mbox
            """)

    @Argument(help: "A JSON Lines file, or '-' for standard input.") var file: String?
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Maildir folders, Maildir++ folders inside included.", valueName: "dir"))
    var maildir: [String] = []
    @Option(parsing: .upToNextOption, help: ArgumentHelp("mbox files (mboxrd or mboxo); '-' reads standard input.", valueName: "file"))
    var mbox: [String] = []
    @Flag(help: "No progress on stderr.") var quiet = false
    @Flag(help: "Name each file or folder a mail import passed over.") var verbose = false
    @Option(name: .customLong("tag"), parsing: .upToNextOption,
            help: ArgumentHelp("With --maildir/--mbox: put these tags on every thread the import adds or extends.", valueName: "name"),
            completion: Completions.tagNames)
    var tags: [String] = []
    @OptionGroup var output: OutputOptions<Interchange.Format>
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        let mail = !maildir.isEmpty || !mbox.isEmpty
        guard (file != nil) != mail else {
            throw ValidationError(mail ? "give a JSON Lines file or --maildir/--mbox, not both" : "give a JSON Lines file, '-', --maildir DIR or --mbox FILE")
        }
        guard mail || tags.isEmpty else { throw ValidationError("--tag tags the threads a mail import adds or extends; use it with --maildir or --mbox") }
        guard mail || !verbose else { throw ValidationError("--verbose names what a mail import passed over; use it with --maildir or --mbox") }
    }

    func run(in app: Composition) async throws {
        guard let file else { return try await importMail(in: app) }
        let source = try app.importSource(file)
        let progress = ProgressReporter("Importing", unit: "threads", quiet: quiet, environment: app.environment)
        defer { progress.finish() }
        let request = Interchange.ImportInbox.Request(source: ReportingSource(source, progress: progress), name: file == "-" ? "standard input" : file)
        try await app.interchange(store: try app.store(global), output: try output.resolved(app.environment)).importInbox(request)
    }

    private func importMail(in app: Composition) async throws {
        let progress = ProgressReporter("Reading mail", unit: "messages", quiet: quiet, environment: app.environment)
        defer { progress.finish() }
        let reader = try MailReaderProcess(beside: app.environment.executablePath(), maildirs: maildir, mboxes: mbox, onMessage: progress.advance)
        defer { reader.finish() }
        let request = Interchange.ImportMail.Request(source: reader.source, verbose: verbose, tags: tags)
        try await app.interchange(store: try app.store(global), output: try output.resolved(app.environment)).importMail(request)
    }
}
