import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-use-case NAME --scene SCENE [--command NAME]`
///
/// Writes the skeleton of one use case through every ring (see docs/adding-a-use-case.md):
/// the use case in Domain, its Request/Response/ViewModel with an interactor and presenter in
/// Presentation, the command and its wiring in App, and a test file in each test target.
/// The skeleton builds and its tests pass as written; every place meant for the author's
/// own behaviour is marked `TODO(new-use-case)`.
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
        let rest = extractor.remainingArguments
        guard rest.count == 1, let name = rest.first else {
            throw GeneratorError("give exactly one use case name\n\(Self.usage)")
        }
        guard scene.count == 1, let sceneName = scene.first else {
            throw GeneratorError("give the scene once: --scene SCENE (an existing one such as ThreadActions, or a new name)")
        }
        guard command.count <= 1 else { throw GeneratorError("give --command at most once") }

        let names = try UseCaseNames(useCase: name, scene: sceneName, command: command.first)
        let package = try PackageSources(root: context.package.directoryURL)
        let plan = try GenerationPlan(names: names, package: package)
        try plan.write()
        print(plan.summary)
    }

    static let usage = """
        usage: swift package --allow-writing-to-package-directory new-use-case NAME --scene SCENE [--command COMMAND]
          NAME      the use case type, UpperCamelCase (MuteThreads)
          SCENE     the Presentation scene it belongs to (ThreadActions), created when new
          COMMAND   the CLI command (default: NAME in kebab-case, mute-threads)
        """
}

/// A refusal, printed by SwiftPM as one `error:` line; nothing has been written when it is thrown.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
