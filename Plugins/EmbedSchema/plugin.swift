import Foundation
import PackagePlugin

/// Embeds the package's `schema/*.sql` migrations into the target that uses it,
/// so the binary carries its own schema and `schema/` remains the only copy. The PostgreSQL
/// store has its own dialect and history, in `schema/postgres/*.sql`.
@main
struct EmbedSchema: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let schemaFolder = context.package.directoryURL.appending(path: target.name == "PostgresStore" ? "schema/postgres" : "schema")
        let names = try FileManager.default.contentsOfDirectory(atPath: schemaFolder.path())
            .filter { $0.hasSuffix(".sql") }
            .sorted()
        let inputs = names.map { schemaFolder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSchema.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) schema migration(s)",
                executable: try context.tool(named: "schema-embed").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
