import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-use-case NAME --scene SCENE [--command NAME] [--route "METHOD PATH"]`
///
/// Writes one use case through every ring in the one anatomy (docs/architecture.md): the use
/// case in Domain; its action in the scene (the models file, a requirement in each boundary, a
/// method in the interactor, in every presenter and in every view); the command; a test in each
/// test target. A new scene gets its files and wiring too; `--route` adds the service's route,
/// its line in the route table, its operation in the OpenAPI document and its test. The result builds and its tests pass
/// as written; each place meant for the author's behaviour is marked `TODO(new-use-case)`.
/// The plugin reads the command line; the `new-use-case` tool (Tools/UseCaseGenerator) writes.
@main
struct NewUseCase: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.usage)
            return
        }
        let scene = extractor.extractOption(named: "scene")
        let command = extractor.extractOption(named: "command")
        let route = extractor.extractOption(named: "route")
        let rest = extractor.remainingArguments
        guard rest.count == 1, let name = rest.first else {
            throw Refusal("give exactly one use case name\n\(Self.usage)")
        }
        guard scene.count == 1, let sceneName = scene.first else {
            throw Refusal("give the scene once: --scene SCENE (an existing one such as ThreadActions, or a new name)")
        }
        guard command.count <= 1 else { throw Refusal("give --command at most once") }
        guard route.count <= 1 else { throw Refusal("give --route at most once") }

        let process = Process()
        process.executableURL = try context.tool(named: "new-use-case").url
        process.arguments = [context.package.directoryURL.path, name, sceneName] + command + route.flatMap { ["--route", $0] }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Refusal(said.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    static let usage = """
        usage: swift package --allow-writing-to-package-directory new-use-case NAME --scene SCENE [--command COMMAND] [--route "METHOD PATH"]
          NAME      the use case, UpperCamelCase (PinThreads): also the action, the interactor method, present… and display…
          SCENE     the Presentation scene it joins (ThreadActions), created when new
          COMMAND   the word users type (default: NAME in kebab-case, pin-threads); the command type is named for it (PinCommand)
          ROUTE     the service's route too, "POST /v1/threads/pin" (ids in the body) or "GET /v1/…" (ids in ?ids=3,5)
        """
}

/// What the tool or the command line refused, printed by SwiftPM as one `error:` line.
struct Refusal: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
