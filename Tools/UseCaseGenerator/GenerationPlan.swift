import Foundation

/// What the generator will write, decided and checked in full before the first byte is written,
/// so a refusal leaves the package exactly as it was: the new files, and the insertions into
/// files that exist (the scene's boundaries, interactor, presenters and views, and the command list).
struct GenerationPlan {
    /// The file that lists the CLI's commands, and the line new ones go above.
    static let commandList = "Sources/App/Commands/ThreadsCommand.swift"
    static let commandMarker = "// new-use-case adds commands above this line"

    let package: PackageSources
    /// New files by path relative to the package, in the order of the rings.
    private(set) var newFiles: [(path: String, text: String)] = []
    private(set) var edits = FileEdits()
    /// Files that are not Swift, rewritten whole (the OpenAPI document, for a route).
    private(set) var rewritten: [(path: String, text: String)] = []

    /// - Parameter route: the service's route for the action too (`--route`), if asked.
    init(names: UseCaseNames, package: PackageSources, route: ServiceRoute? = nil) throws {
        self.package = package
        if let file = package.command(named: names.command) {
            throw GeneratorError("the command '\(names.command)' already exists (\(file)); pass --command with another word")
        }
        for type in names.declaredTypes {
            if let found = package.declaration(of: type) {
                let other = type == names.commandType || type == names.appTests ? "pass --command with another word" : "choose another use case name"
                throw GeneratorError("\(type) already exists (\(found.kind) \(found.name) in \(found.file)); \(other)")
            }
        }

        let shape: SceneShape
        if let (file, scene) = package.topLevel(names.scene) {
            guard scene.kind == "enum", file.path.hasPrefix("Sources/Presentation/") else {
                throw GeneratorError("\(names.scene) is a \(scene.kind) in \(file.path), not a scene; a scene is an enum in Sources/Presentation")
            }
            shape = try SceneShape.existing(names, folder: (file.path as NSString).deletingLastPathComponent, in: package)
        } else {
            try Self.checkNewScene(names, in: package)
            shape = try SceneShape.new(names, in: package)
        }

        let templates = Templates(names: names, shape: shape)
        let folder = shape.folder
        newFiles.append(("Sources/Domain/UseCases/\(names.useCase).swift", templates.useCase))
        if shape.isNew {
            newFiles.append(("\(folder)/\(names.scene).swift", templates.scene))
        }
        newFiles.append(("\(folder)/\(names.scene)+\(names.useCase).swift", templates.actionModels))
        if shape.isNew {
            newFiles += [
                ("\(folder)/\(names.scene)Boundaries.swift", templates.boundaries),
                ("\(folder)/\(names.interactor).swift", templates.interactor),
                ("\(folder)/\(names.textPresenter).swift", templates.textPresenter),
                ("Sources/App/Composition/Composition+\(names.scene).swift", templates.composition),
                ("Sources/Domain/Repositories/\(names.role).swift", templates.role),
            ]
            try Self.joinThreadRepository(names.role, in: package, edits: &edits)
            try SceneEdits.newScene(templates, in: package, edits: &edits)
        } else {
            try SceneEdits.existingScene(templates, in: package, edits: &edits)
        }
        newFiles += [
            ("Sources/App/Commands/\(names.commandType).swift", templates.command),
            ("Tests/DomainTests/\(names.domainTests).swift", templates.domainTests),
            ("Tests/PresentationTests/\(names.scene)+\(names.useCase)Tests.swift", templates.presentationTests),
            ("Tests/AppTests/\(names.appTests).swift", templates.appTests),
        ]
        if let route {
            let (shape, document) = try RoutePlan.plan(route, templates, package: package, edits: &edits)
            newFiles += [
                ("Sources/Server/Routes/\(shape.routes)+\(names.useCase).swift", templates.routeHandler(shape)),
                ("Tests/ServerTests/\(shape.tests).swift", templates.routeTests(shape)),
            ]
            rewritten.append((RoutePlan.document, document))
        }
        for file in newFiles where package.exists(file.path) {
            throw GeneratorError("\(file.path) already exists; choose another use case name")
        }

        guard let list = package.files[Self.commandList], let marker = list.text.range(of: Self.commandMarker) else {
            throw GeneratorError("\(Self.commandList) has lost the line '\(Self.commandMarker)'; put it back inside the subcommands list")
        }
        let offset = list.text.utf8.distance(from: list.text.startIndex, to: marker.lowerBound)
        edits.insert("\(list.indentation(offset))\(names.commandType).self,\n", at: list.lineStart(offset), in: list)
    }

    /// A new scene's role joins the `ThreadRepository` typealias, at its end.
    private static func joinThreadRepository(_ role: String, in package: PackageSources, edits: inout FileEdits) throws {
        let path = "Sources/Domain/Repositories/ThreadRepository.swift"
        guard let file = package.files[path], let alias = file.code.range(of: "typealias ThreadRepository") else {
            throw GeneratorError("\(path) has lost `typealias ThreadRepository`, which a new scene's role joins")
        }
        let start = file.code.utf8.distance(from: file.code.startIndex, to: alias.lowerBound)
        var end = file.lineEnd(start)
        // The alias may run over several lines, each continuing with `&`.
        while end + 1 < file.code.utf8.count, file.slice(end + 1, file.lineEnd(end + 1)).trimmingCharacters(in: .whitespaces).hasPrefix("&") {
            end = file.lineEnd(end + 1)
        }
        edits.insert(" & \(role)", at: end, in: file)
    }

    /// A new scene's name and parts must be free, and so must its factory in the composition root.
    private static func checkNewScene(_ names: UseCaseNames, in package: PackageSources) throws {
        for type in [names.scene, names.interactor, names.presentationLogic, names.displayLogic, names.textPresenter, names.role] {
            if let found = package.declaration(of: type) {
                throw GeneratorError("\(type) already exists (\(found.kind) \(found.name) in \(found.file)); choose another scene name")
            }
        }
        let taken = package.files.values.filter { $0.path.hasPrefix("Sources/App/") && $0.code.contains("func \(names.sceneFactory)(") }
        if let file = taken.map(\.path).sorted().first {
            throw GeneratorError("Composition already has \(names.sceneFactory)(…) (\(file)), the new scene's factory; choose another scene name")
        }
    }

    /// Writes every file; the folders are made as needed.
    func write() throws {
        for file in newFiles + edits.applied(to: package) + rewritten {
            let url = package.root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// What was written and what to do next.
    var summary: String {
        let created = newFiles.map { "  created  \($0.path)" }
        let updated = (edits.paths + rewritten.map(\.path)).map { "  updated  \($0)" }
        return (created + updated).joined(separator: "\n") + """

            Next: swift build && swift test, then fill each TODO(new-use-case):
              grep -rn 'TODO(new-use-case)' Sources Tests
            See docs/adding-a-use-case.md.
            """
    }
}
