/// Three things a reader of one scene should be able to predict in every other
/// (docs/architecture.md): how its output is chosen, that every action has a Request, and what
/// its repository role is called. Each rule returns one line per violation, naming the file.
extension ArchitectureRules {
    /// A scene whose output is chosen another way: `SCENE.swift` declares `enum Format`, and
    /// `Composition+SCENE.swift` has the factory `func scene(store: any DataStore, output:
    /// SceneOutput<SCENE.Format>…) -> SCENEInteractor`, any further parameter with a default.
    static func factoryViolations(_ files: [SourceFile]) -> [String] {
        sceneNames(files).flatMap { scene -> [String] in
            var found: [String] = []
            let namespace = "Sources/Presentation/\(scene)/\(scene).swift"
            if let file = file(namespace, in: files), !file.has("\\benum\\s+Format\\b") {
                found.append("\(namespace) does not declare `enum Format`, the scene's output formats")
            }
            let path = "Sources/App/Composition/Composition+\(scene).swift"
            guard let wiring = file(path, in: files) else { return found }
            let factories = wiring.declarations("extension", named: "Composition").flatMap { SourceFile.functions(in: $0.body) }
                .filter { function in
                    let rest = wiring.code[function.parameters.endIndex...].prefix { $0 != "{" }
                    return rest.range(of: "->\\s*\(scene)Interactor\\b", options: .regularExpression) != nil
                }
            guard let factory = factories.first else { return found + ["\(path) has no factory returning \(scene)Interactor"] }
            let required = SourceFile.topLevel(String(factory.parameters.dropFirst().dropLast()), splitAt: ",")
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty && !$0.contains("=") }
                .map { $0.replacingOccurrences(of: " ", with: "") }
            if required != ["store:anyDataStore", "output:SceneOutput<\(scene).Format>"] {
                found.append("\(path): \(factory.name)(…) takes (\(required.joined(separator: ", "))), not "
                             + "(store: any DataStore, output: SceneOutput<\(scene).Format>) with defaults for the rest")
            }
            return found
        }
    }

    /// An action without a Request: every `SCENE+ACTION.swift` of an interactor method declares
    /// `Request` (an empty struct when there is nothing to ask), and the method takes it.
    static func requestViolations(_ files: [SourceFile]) -> [String] {
        sceneNames(files).flatMap { scene -> [String] in
            let folder = "Sources/Presentation/\(scene)/"
            guard let interactor = file("\(folder)\(scene)Interactor.swift", in: files) else { return [] }
            let methods = interactor.declarations("struct|class|actor|enum|extension", named: "\(scene)Interactor")
                .flatMap { SourceFile.functions(in: $0.body).filter(\.isPublic) }
            return methods.flatMap { method -> [String] in
                let verb = upperCamel(method.name)
                var found: [String] = []
                if let models = file("\(folder)\(scene)+\(verb).swift", in: files), !models.has("\\b(?:struct|typealias)\\s+Request\\b") {
                    found.append("\(models.path) declares no Request: every action has one, empty when there is nothing to ask")
                }
                let parameters = method.parameters.replacingOccurrences(of: " ", with: "")
                if parameters != "(_request:\(scene).\(verb).Request)" {
                    found.append("\(interactor.path): \(scene)Interactor.\(method.name) takes \(method.parameters), not (_ request: \(scene).\(verb).Request)")
                }
                return found
            }
        }
    }

    /// A repository role named by another rule: every protocol in `Sources/Domain/Repositories`
    /// (but the import's inputs, `DraftSource` and `MailDraftSource`) is `SCENERepository` for a scene, and every scene's
    /// interactor holds its own scene's role first.
    static func roleNameViolations(_ files: [SourceFile]) -> [String] {
        let scenes = Set(sceneNames(files))
        var found: [String] = []
        for file in files where file.path.hasPrefix("Sources/Domain/Repositories/") {
            for match in file.matches("\\bprotocol\\s+(\\w+)") where !importStreams.contains(match.groups[0]) {
                let name = match.groups[0]
                if !name.hasSuffix("Repository") || !scenes.contains(String(name.dropLast("Repository".count))) {
                    found.append("\(file.path):\(file.line(of: match.at)): \(name) is not <Scene>Repository for a scene")
                }
            }
        }
        for scene in scenes.sorted() {
            guard let interactor = file("Sources/Presentation/\(scene)/\(scene)Interactor.swift", in: files) else { continue }
            let roles = interactor.matches("\\blet\\s+\\w+\\s*:\\s*any\\s+(\\w+Repository)\\b").map(\.groups[0])
            if roles.first != "\(scene)Repository" {
                found.append("\(interactor.path): \(scene)Interactor holds \(roles.first ?? "no role") first, not \(scene)Repository")
            }
        }
        return found
    }
}
