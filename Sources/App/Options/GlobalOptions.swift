import ArgumentParser

/// Options every command takes, before or after its name.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("database"), help: ArgumentHelp(
        "The database file (default: $THREADS_DATABASE, else $XDG_DATA_HOME/threads/threads.sqlite).",
        valueName: "path"))
    var database: String?
}
