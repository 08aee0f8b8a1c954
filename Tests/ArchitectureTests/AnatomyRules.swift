/// The one anatomy (docs/architecture.md): every scene has the same parts under the same names,
/// and one verb runs from the interactor's method to the use case, the presenter and the view.
/// Each rule returns one line per violation, naming the file.
extension ArchitectureRules {
    /// The output formats a presenter may be named for, `<Scene><Format>Presenter`.
    static let presenterFormats = ["Text", "Table", "TSV", "JSON", "JSONLines", "Screen", "HTML"]

    /// The scenes: every folder in `Sources/Presentation` but `Shared`, by name.
    static func sceneNames(_ files: [SourceFile]) -> [String] {
        Set(files.compactMap { file -> String? in
            let parts = file.path.split(separator: "/")
            return parts.count > 3 && parts[0] == "Sources" && parts[1] == "Presentation" && parts[2] != "Shared" ? String(parts[2]) : nil
        }).sorted()
    }

    /// The file at `path`, if there is one.
    static func file(_ path: String, in files: [SourceFile]) -> SourceFile? {
        files.first { $0.path == path }
    }

    /// A scene missing one of its parts, or holding a file that is none of them: `SCENE.swift`
    /// (`enum SCENE`), `SCENEBoundaries.swift` (both protocols), `SCENEInteractor.swift`, at least
    /// one `SCENE<Format>Presenter.swift` conforming to the PresentationLogic, and otherwise only
    /// `SCENE+NAME.swift` (`extension SCENE { enum NAME }`) and `…Translator.swift`. So a reader
    /// who knows one scene finds every part of another where they expect it.
    static func scenePartViolations(_ files: [SourceFile]) -> [String] {
        sceneNames(files).flatMap { scene -> [String] in
            let folder = "Sources/Presentation/\(scene)/"
            var found: [String] = []
            func require(_ name: String, declaring declarations: [(keyword: String, name: String)]) {
                guard let part = file(folder + name, in: files) else {
                    return found.append("\(folder)\(name) is missing: every scene has one")
                }
                for (keyword, type) in declarations where !part.has("\\b\(keyword)\\s+\(type)(?![\\w.])") {
                    found.append("\(part.path) does not declare `\(keyword) \(type)`")
                }
            }
            require("\(scene).swift", declaring: [("enum", scene)])
            require("\(scene)Boundaries.swift", declaring: [("protocol", "\(scene)PresentationLogic"), ("protocol", "\(scene)DisplayLogic")])
            require("\(scene)Interactor.swift", declaring: [("struct", "\(scene)Interactor")])

            let inScene = files.filter { $0.path.hasPrefix(folder) }
            let presenterName = "^\(scene)(?:\(presenterFormats.joined(separator: "|")))Presenter\\.swift$"
            let presenters = inScene.filter { $0.fileName.range(of: presenterName, options: .regularExpression) != nil }
            if presenters.isEmpty {
                found.append("\(folder) has no presenter: add \(scene)<Format>Presenter.swift, Format one of \(presenterFormats)")
            }
            let logic = "\(scene)PresentationLogic"
            for presenter in presenters {
                let type = String(presenter.fileName.dropLast(".swift".count))
                if !presenter.has("\\b(?:struct|class|enum|actor)\\s+\(type)\\b") {
                    found.append("\(presenter.path) does not declare the presenter \(type)")
                } else if !presenter.has("\\b(?:struct|class|enum|actor|extension)\\s+\(type)\\b[^{]*:[^{]*\\b\(logic)\\b") {
                    found.append("\(presenter.path): \(type) does not conform to \(logic)")
                }
            }

            let parts = Set(["\(scene).swift", "\(scene)Boundaries.swift", "\(scene)Interactor.swift"]).union(presenters.map(\.fileName))
            for other in inScene where !parts.contains(other.fileName) || other.path != folder + other.fileName {
                if other.path != folder + other.fileName {
                    found.append("\(other.path) is in a subfolder: a scene's folder is flat")
                } else if let action = other.matches("^\(scene)\\+(\\w+)\\.swift$", in: other.fileName[...]).first?.groups[0] {
                    if !other.has("\\bextension\\s+\(scene)(?![\\w.])") || !other.has("\\benum\\s+\(action)\\b") {
                        found.append("\(other.path) does not declare `extension \(scene) { enum \(action) }`")
                    }
                } else if !other.fileName.hasSuffix("Translator.swift") {
                    found.append("\(other.path) is none of the scene's parts: name it \(scene)+NAME.swift (an action's models) or …Translator.swift")
                }
            }
            return found
        }
    }

    /// A scene's actions: the public methods of `SCENEInteractor` (and its extensions) in
    /// `SCENEInteractor.swift`, with their bodies.
    static func actions(of scene: String, _ files: [SourceFile]) -> [(name: String, body: Substring)] {
        guard let interactor = file("Sources/Presentation/\(scene)/\(scene)Interactor.swift", in: files) else { return [] }
        return interactor.declarations("struct|class|actor|enum|extension", named: "\(scene)Interactor").flatMap { type in
            SourceFile.functions(in: type.body).filter(\.isPublic).map { ($0.name, $0.body ?? "") }
        }
    }

    /// `xyz` → `Xyz`, and back.
    static func upperCamel(_ name: some StringProtocol) -> String { name.prefix(1).uppercased() + name.dropFirst() }
    static func lowerCamel(_ name: some StringProtocol) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// An action whose one name breaks somewhere on its way: for each public `SCENEInteractor.xyz`
    /// there is `SCENE+XYZ.swift`, `presentXYZ` in the PresentationLogic, `displayXYZ` in the
    /// DisplayLogic and the use case `XYZ` in `Sources/Domain/UseCases/XYZ.swift`, and the method
    /// runs `XYZ(…)` and hands its Response to `presenter.presentXYZ`; and every `presentXYZ` has its
    /// method. One word, unchanged at every hop, is how a reader follows a command inward.
    static func actionVerbViolations(_ files: [SourceFile]) -> [String] {
        sceneNames(files).flatMap { scene -> [String] in
            let folder = "Sources/Presentation/\(scene)/"
            let interactor = "\(folder)\(scene)Interactor.swift"
            let boundaries = file("\(folder)\(scene)Boundaries.swift", in: files)
            func requirements(_ suffix: String) -> [String] {
                (boundaries?.declarations("protocol", named: "\(scene)\(suffix)") ?? []).flatMap { SourceFile.functions(in: $0.body).map(\.name) }
            }
            let presents = requirements("PresentationLogic")
            let displays = requirements("DisplayLogic")
            let actions = actions(of: scene, files)
            var found: [String] = []
            for action in actions {
                let verb = upperCamel(action.name)
                let method = "\(scene)Interactor.\(action.name)"
                if file("\(folder)\(scene)+\(verb).swift", in: files) == nil {
                    found.append("\(interactor): \(method) has no \(folder)\(scene)+\(verb).swift for its models")
                }
                if !presents.contains("present\(verb)") {
                    found.append("\(interactor): \(method) has no present\(verb)(_:) in \(scene)PresentationLogic")
                }
                if !displays.contains("display\(verb)") {
                    found.append("\(interactor): \(method) has no display\(verb)(_:) in \(scene)DisplayLogic")
                }
                let useCase = file("Sources/Domain/UseCases/\(verb).swift", in: files)
                if !(useCase?.topLevelTypes.contains(verb) ?? false) {
                    found.append("\(interactor): \(method) has no use case \(verb) in Sources/Domain/UseCases/\(verb).swift")
                }
                if SourceFile.matches("(?<![.\\w])(?:Domain\\.)?\(verb)\\s*\\(", in: action.body).isEmpty {
                    found.append("\(interactor): \(method) does not run its use case \(verb)(…)")
                }
                if SourceFile.matches("\\bpresenter\\s*\\.\\s*present\(verb)\\s*\\(", in: action.body).isEmpty {
                    found.append("\(interactor): \(method) does not hand its Response to presenter.present\(verb)")
                }
            }
            let methods = Set(actions.map(\.name))
            for present in presents where present.hasPrefix("present") && !methods.contains(lowerCamel(present.dropFirst("present".count))) {
                found.append("\(folder)\(scene)Boundaries.swift: \(present) has no interactor method \(lowerCamel(present.dropFirst("present".count)))")
            }
            return found
        }
    }

    /// A scene the App does not wire: `Sources/App/Composition/Composition+SCENE.swift` holds the
    /// scene's factory and `extension TerminalView: SCENEDisplayLogic`, so each scene's wiring is
    /// found in one place under its name.
    static func wiringViolations(_ files: [SourceFile]) -> [String] {
        sceneNames(files).compactMap { scene in
            let path = "Sources/App/Composition/Composition+\(scene).swift"
            guard let wiring = file(path, in: files) else { return "\(path) is missing: every scene \(scene) is wired in its own file" }
            return wiring.has("\\bextension\\s+TerminalView\\s*:[^{]*\\b\(scene)DisplayLogic\\b")
                ? nil : "\(path) does not declare `extension TerminalView: \(scene)DisplayLogic`"
        }
    }
}
