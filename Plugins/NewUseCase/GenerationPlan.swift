import Foundation

/// What the generator will write, decided and checked in full before the first byte is written,
/// so a refusal leaves the package exactly as it was.
struct GenerationPlan {
    /// The file that lists the CLI's commands, and the line new ones go above.
    static let commandList = "Sources/App/Commands/ThreadsCommand.swift"
    static let commandMarker = "// new-use-case adds commands above this line"

    let names: UseCaseNames
    let package: PackageSources
    /// New files by path relative to the package.
    private(set) var newFiles: [(path: String, text: String)] = []
    /// The command list with the new command added.
    private(set) var commandListText = ""

    init(names: UseCaseNames, package: PackageSources) throws {
        self.names = names
        self.package = package
        for type in names.declaredTypes {
            if let found = package.declaration(of: type) {
                throw GeneratorError("\(type) already exists (\(found.kind) in \(found.file)); choose another use case name")
            }
        }
        if let file = package.command(named: names.command) {
            throw GeneratorError("the command '\(names.command)' already exists (\(file)); pass --command with another name")
        }

        let templates = Templates(names: names)
        let sceneFolder: String
        if let scene = package.declaration(of: names.scene) {
            guard scene.kind == "enum", scene.file.hasPrefix("Sources/Presentation/") else {
                throw GeneratorError("\(names.scene) is a \(scene.kind) in \(scene.file), not a scene; a scene is an enum in Sources/Presentation")
            }
            sceneFolder = (scene.file as NSString).deletingLastPathComponent
        } else {
            sceneFolder = "Sources/Presentation/\(names.scene)"
            newFiles.append(("\(sceneFolder)/\(names.scene).swift", templates.scene))
        }
        newFiles += [
            ("Sources/Domain/UseCases/\(names.useCase).swift", templates.useCase),
            ("\(sceneFolder)/\(names.scene)+\(names.useCase).swift", templates.sceneAction),
            ("Sources/App/Commands/\(names.commandType).swift", templates.command),
            ("Sources/App/Composition/Composition+\(names.useCase).swift", templates.wiring),
            ("Tests/DomainTests/\(names.useCase)Tests.swift", templates.domainTests),
            ("Tests/PresentationTests/\(names.useCase)SceneTests.swift", templates.presentationTests),
            ("Tests/AppTests/\(names.commandType)Tests.swift", templates.appTests),
        ]
        for file in newFiles where package.exists(file.path) {
            throw GeneratorError("\(file.path) already exists; choose another use case name")
        }

        guard let list = package.files[Self.commandList], let marker = list.range(of: Self.commandMarker) else {
            throw GeneratorError("\(Self.commandList) has lost the line '\(Self.commandMarker)'; put it back inside the subcommands list")
        }
        let lineStart = list[..<marker.lowerBound].lastIndex(of: "\n").map { list.index(after: $0) } ?? list.startIndex
        let indent = String(list[lineStart..<marker.lowerBound])
        var updated = list
        updated.insert(contentsOf: "\(indent)\(names.commandType).self,\n", at: lineStart)
        commandListText = updated
    }

    /// Writes every file; the folders are made as needed.
    func write() throws {
        for file in newFiles {
            let url = package.root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        try commandListText.write(to: package.root.appendingPathComponent(Self.commandList), atomically: true, encoding: .utf8)
    }

    /// What was written and what to do next.
    var summary: String {
        let created = newFiles.map { "  created  \($0.path)" }.joined(separator: "\n")
        return """
            \(created)
              updated  \(Self.commandList)
            Next: swift build && swift test, then fill each TODO(new-use-case):
              grep -rn 'TODO(new-use-case)' Sources Tests
            See docs/adding-a-use-case.md.
            """
    }
}
