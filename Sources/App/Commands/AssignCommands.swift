import ArgumentParser
import Domain

/// `threads assign ID… --to NAME` and `threads unassign ID…`, or `--where QUERY`: who on the team
/// has a thread (docs/team.md). Assignment is the team's, like a tag: everyone sees it. Each is
/// one change of threads with `star`'s rules (all or nothing, `--where`'s count, dry run and
/// question); only the person differs, so it is read here and not fixed per command.
struct AssignCommand: ThreadIDsCommand {
    static let configuration = CommandConfiguration(
        commandName: "assign", _superCommandName: "threads",
        abstract: "Give threads to a person on the team, in place of whoever had them.",
        discussion: """
            Names compare in any case, as with:NAME does. 'list is:mine' lists yours.
            Examples:
              threads assign 12 15 --to Ben
              threads assign --where 'tag:billing is:unread' --to Aiko
            """)

    @Option(name: .customLong("to"), help: ArgumentHelp("The person to give them to.", valueName: "name")) var person: String
    @OptionGroup var targets: ChangeTargets
    var global: GlobalOptions { targets.global }

    func run(in app: Composition) async throws {
        try await targets.make(.assign(try Person.named(person)), in: app)
    }
}

struct UnassignCommand: ChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "unassign", _superCommandName: "threads", abstract: "Give threads back to no one.",
        discussion: "Example:\n  threads unassign 12")
    static let change = ThreadChange.assign(nil)
    @OptionGroup var targets: ChangeTargets
}
