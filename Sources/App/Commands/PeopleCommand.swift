import ArgumentParser
import Presentation

/// `threads people`: who is on the inbox, with each one's unread and assigned threads.
struct PeopleCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "people", _superCommandName: "threads",
        abstract: "List the inbox's people: each one's unread threads and the threads assigned to them.",
        discussion: "Examples:\n  threads people\n  threads people --format json")

    @OptionGroup var output: OutputOptions<People.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        try await app.people(store: try app.store(global), output: try output.resolved(app.environment)).listPeople(People.ListPeople.Request())
    }
}
