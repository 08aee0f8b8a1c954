extension Templates {
    /// `Sources/App/Commands/<Cmd>Command.swift`: arguments in, a Request out, the scene's factory
    /// called with the store and any option group it takes.
    var command: String {
        let groups = shape.optionGroups.map { "\n    @OptionGroup var \($0.label): \($0.type)" }.joined()
        let passed = shape.optionGroups.map { ", \($0.label): \($0.label)" }.joined()
        return #"""
        import ArgumentParser
        import Presentation

        /// `threads \#(c) ID…`: the `\#(action)` action on the threads named.
        struct \#(names.commandType): ThreadIDsCommand {
            static let configuration = CommandConfiguration(
                commandName: "\#(c)", _superCommandName: "threads", abstract: "TODO(new-use-case): one line for --help.", discussion: "Example:\n  threads \#(c) 12 15")

            /// Empty when none are typed, so the use case words the error (`give at least one thread id`).
            @Argument(help: "Thread ids.") var ids: [String] = []
            @OptionGroup var global: GlobalOptions\#(groups)

            func run(in app: Composition) async throws {
                let request = \#(action).Request(ids: try ThreadIDs.parseList(ids))
                try await app.\#(shape.factory)(store: try app.store(global)\#(passed)).\#(names.method)(request)
            }
        }

        """#
    }
}
