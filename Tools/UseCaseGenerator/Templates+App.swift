extension Templates {
    /// `Sources/App/Commands/<Cmd>Command.swift`: arguments in, a Request out, the scene's factory
    /// called with the store and the output asked for (`--format`, `--color`).
    var command: String {
        #"""
        import ArgumentParser
        import Presentation

        /// `threads \#(c) ID…`: the `\#(action)` action on the threads named.
        struct \#(names.commandType): ThreadIDsCommand {
            static let configuration = CommandConfiguration(
                commandName: "\#(c)", _superCommandName: "threads", abstract: "TODO(new-use-case): one line for --help.", discussion: "Example:\n  threads \#(c) 12 15")

            /// Empty when none are typed, so the use case words the error (`give at least one thread id`).
            @Argument(help: "Thread ids.") var ids: [String] = []
            @OptionGroup var output: OutputOptions<\#(s).Format>
            @OptionGroup var global: GlobalOptions

            func run(in app: Composition) async throws {
                let request = \#(action).Request(ids: try ThreadIDs.parseList(ids))
                try await app.\#(shape.factory)(store: try app.store(global), output: try output.resolved(app.environment)).\#(names.method)(request)
            }
        }

        """#
    }
}
