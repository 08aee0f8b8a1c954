import Foundation

/// The generator behind `swift package new-use-case` (docs/adding-a-use-case.md), as a library so
/// its own tests can run it on the package in memory: the plugin parses the command line, the
/// `new-use-case` tool calls `generate`, and `GeneratorTests` calls `plan`.
public enum UseCaseGenerator {
    /// Plans the use case `useCase` in `scene` over the package at `root` and writes it; returns
    /// what was written. A refusal throws `GeneratorError` before anything is written.
    /// - Parameter route: `"POST /v1/threads/pin"`: the service's route for the action too.
    public static func generate(root: URL, useCase: String, scene: String, command: String?, route: String? = nil) throws -> String {
        let names = try UseCaseNames(useCase: useCase, scene: scene, command: command)
        let plan = try GenerationPlan(names: names, package: PackageSources(root: root), route: route.map(ServiceRoute.init))
        try plan.write()
        return plan.summary
    }
}

/// A refusal, printed as one `error:` line; nothing has been written when it is thrown.
public struct GeneratorError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
