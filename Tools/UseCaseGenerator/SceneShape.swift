/// What the generated code needs to know about the scene it joins, read from an existing scene's
/// interactor, presenters and wiring (refusing when they are not in the one anatomy), or the
/// shape a new scene is written in.
struct SceneShape {
    /// The scene's folder, `Sources/Presentation/ThreadActions`.
    let folder: String
    /// The interactor's repository, `threads: any ThreadActionsRepository`; the use case holds the same.
    let property: String
    let role: String
    /// The TestSupport double that plays `role`.
    let double: String
    /// The interactor's initialiser arguments in a test, `threads: repository, clock: …, presenter: …(display: view)`.
    let testArguments: String
    /// The composition root's factory, `threadActions`.
    let factory: String
    let isNew: Bool

    /// What the tests call the double: `repository` for the threads, else the property's name.
    var testDouble: String { property == "threads" ? "repository" : property }

    /// A new scene: its interactor holds its own role, which joins `ThreadRepository` (so the store's
    /// repository and its double play it); text is its one format.
    static func new(_ names: UseCaseNames, in package: PackageSources) throws -> SceneShape {
        guard let double = package.double(for: "ThreadRepository") else {
            throw GeneratorError("no test double in Tests/Support plays ThreadRepository; the generated tests need one")
        }
        return SceneShape(folder: "Sources/Presentation/\(names.scene)", property: "threads", role: names.role, double: double,
                          testArguments: "threads: repository, presenter: \(names.textPresenter)(display: view)",
                          factory: names.sceneFactory, isNew: true)
    }

    /// An existing scene in `folder`.
    static func existing(_ names: UseCaseNames, folder: String, in package: PackageSources) throws -> SceneShape {
        let byHand = "; add the action by hand (docs/adding-a-use-case.md)"
        guard let (file, interactor) = package.topLevel(names.interactor), interactor.kind == "struct" else {
            throw GeneratorError("\(names.scene) has no struct \(names.interactor), which every scene has (docs/architecture.md)\(byHand)")
        }
        let roles = package.repositoryRoles
        let members = file.members(of: interactor)
        let stored = members.filter { $0.keyword == "let" }.map { Parameter(label: $0.name, declaration: file.slice($0.start, $0.end)) }
        guard let repository = stored.first(where: { roles[$0.role ?? ""] != nil }), let role = repository.role else {
            throw GeneratorError("\(names.interactor) holds no repository (a `let name: any Role` of Sources/Domain/Repositories)\(byHand)")
        }
        guard stored.contains(where: { $0.label == "presenter" && $0.type == "any \(names.presentationLogic)" }) else {
            throw GeneratorError("\(names.interactor) has no `presenter: any \(names.presentationLogic)`\(byHand)")
        }
        guard let double = package.double(for: role) else {
            throw GeneratorError("no test double in Tests/Support plays \(role), which \(names.interactor) holds; add one beside ThreadRepositoryDouble")
        }
        let presenter = try testPresenter(names, folder: folder, in: package)
        guard let initializer = members.first(where: { $0.keyword == "init" }), let list = file.parameters(of: initializer) else {
            throw GeneratorError("\(names.interactor) has no initialiser to call in a test\(byHand)")
        }
        var arguments: [String] = []
        for parameter in Parameter.list(list.text) where !parameter.hasDefault {
            let value: String
            if parameter.label == repository.label {
                value = repository.label == "threads" ? "repository" : repository.label
            } else if let other = parameter.role, roles[other] != nil, let otherDouble = package.double(for: other) {
                value = "\(otherDouble)()"
            } else if parameter.type == "Clock" {
                value = "PresentationSeeds.clock"
            } else if parameter.type == "any \(names.presentationLogic)" {
                value = "\(presenter)(display: view)"
            } else {
                throw GeneratorError("\(names.interactor)'s initialiser takes `\(parameter.label): \(parameter.type)`, "
                                     + "which a generated test cannot supply\(byHand)")
            }
            arguments.append("\(parameter.label): \(value)")
        }
        let factory = try factoryOf(names, in: package)
        return SceneShape(folder: folder, property: repository.label, role: role, double: double, testArguments: arguments.joined(separator: ", "),
                          factory: factory, isNew: false)
    }

    /// The presenter the generated test uses: one made with `display:` alone, the text one when it is.
    private static func testPresenter(_ names: UseCaseNames, folder: String, in package: PackageSources) throws -> String {
        let candidates = package.conformers(of: names.presentationLogic).filter { $0.file.path.hasPrefix(folder + "/") && $0.declaration.kind != "extension" }
        let usable = candidates.filter { file, declaration in
            let members = file.members(of: declaration)
            guard let initializer = members.first(where: { $0.keyword == "init" }), let list = file.parameters(of: initializer) else { return false }
            return Parameter.list(list.text).filter { !$0.hasDefault }.map(\.label) == ["display"]
        }.map(\.declaration.name)
        guard let chosen = usable.first(where: { $0 == names.textPresenter }) ?? usable.first else {
            throw GeneratorError("no presenter in \(folder) is made with `display:` alone, as the generated test needs; "
                                 + "add the action by hand (docs/adding-a-use-case.md)")
        }
        return chosen
    }

    /// The factory in `Composition+SCENE.swift` that returns the interactor: every scene's is
    /// `scene(store: any DataStore, output: SceneOutput<SCENE.Format>)`, with more parameters only
    /// when they have defaults (docs/architecture.md, "Choosing the output").
    private static func factoryOf(_ names: UseCaseNames, in package: PackageSources) throws -> String {
        let path = "Sources/App/Composition/Composition+\(names.scene).swift"
        guard let file = package.files[path] else {
            throw GeneratorError("\(path) is missing; every scene is wired there (docs/architecture.md)")
        }
        for declaration in file.declarations where declaration.kind == "extension" && declaration.name == "Composition" {
            for member in file.members(of: declaration) where member.keyword == "func" {
                guard let (list, close) = file.parameters(of: member),
                      file.slice(close, file.lineEnd(close)).contains("-> \(names.interactor)") else { continue }
                let parameters = Parameter.list(list)
                let expected = ["store: any DataStore", "output: SceneOutput<\(names.scene).Format>"]
                let required = parameters.filter { !$0.hasDefault }.map { "\($0.label): \($0.type)" }
                guard required == expected else {
                    throw GeneratorError("Composition.\(member.name) in \(path) takes (\(required.joined(separator: ", "))), not (\(expected.joined(separator: ", "))) "
                                         + "as every scene's factory does (docs/architecture.md); give it that shape first")
                }
                return member.name
            }
        }
        throw GeneratorError("\(path) has no factory returning \(names.interactor); add the action by hand (docs/adding-a-use-case.md)")
    }
}
