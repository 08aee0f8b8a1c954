import ArgumentParser

/// Options every command takes, before or after its name.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("database"), help: ArgumentHelp(
        "The database file (default: $THREADS_DATABASE, else $XDG_DATA_HOME/threads/threads.sqlite).",
        valueName: "path"))
    var database: String?
    @Option(name: .customLong("as"), help: ArgumentHelp(
        "Who you are in a shared inbox: whose read state, stars and mutes you see and change (default: $THREADS_USER, else the login name).",
        valueName: "name"))
    var person: String?

    /// The global options that take a value, so a value is never read as an id or a command.
    static let valued: Set<String> = ["--database", "--as"]
}
