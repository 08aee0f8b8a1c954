/// Where an action's members go in files that exist: the scene's two boundaries, its interactor,
/// every presenter and every view of the scene wherever they are declared (Sources, Tests,
/// Benchmarks), or, for a new scene, `ViewSpy`. Each member follows the last one of its kind,
/// with that member's indentation and access, so the scene reads as if written by hand. A
/// conformer the generator cannot extend is a refusal naming it, before anything is written.
enum SceneEdits {
    private static let byHand = "the generator cannot extend it: add the action by hand (docs/adding-a-use-case.md)"

    static func existingScene(_ templates: Templates, in package: PackageSources, edits: inout FileEdits) throws {
        let names = templates.names
        for (proto, prefix, requirement) in [(names.presentationLogic, "present", templates.presentRequirement),
                                             (names.displayLogic, "display", templates.displayRequirement)] {
            guard let (file, declaration) = package.topLevel(proto), declaration.kind == "protocol" else {
                throw GeneratorError("\(names.scene) has no protocol \(proto), which every scene has (docs/architecture.md)")
            }
            let anchor = last(file.members(of: declaration), prefix, names.scene, file)
            try edits.insert(member: requirement, into: declaration, of: file, after: anchor, blankLine: false)
        }

        guard let (file, interactor) = package.topLevel(names.interactor) else { throw GeneratorError("\(names.interactor) is missing") }
        let anchor = file.members(of: interactor).last { $0.keyword == "func" }
        try edits.insert(member: templates.interactorMethod(modifiers(anchor, file) ?? "public "), into: interactor, of: file, after: anchor, blankLine: true)

        for (file, presenter) in package.conformers(of: names.presentationLogic) {
            try refuseRefinement(presenter, file, names.presentationLogic)
            let members = file.members(of: presenter)
            try refuseTaken(names.presentMethod, members, presenter, file)
            guard members.contains(where: { $0.keyword == "let" && $0.name == "display" }) else {
                // Not a presenter that shows lines (a spy, another ring's screen): its present
                // methods share one line, as views' display methods do.
                try addOneLineMethod(templates, prefix: "present", proto: names.presentationLogic, to: presenter, of: file, edits: &edits)
                continue
            }
            let anchor = last(members, "present", names.scene, file)
            // The page's presenter (docs/web.md) says the same words as HTML.
            let method = presenter.name.hasSuffix("HTMLPresenter") ? templates.htmlPresenterMethod : templates.presenterMethod
            try edits.insert(member: method(modifiers(anchor, file) ?? ""), into: presenter, of: file, after: anchor, blankLine: true)
        }

        let views = package.conformers(of: names.displayLogic)
        guard views.contains(where: { $0.declaration.name == "ViewSpy" }) else {
            throw GeneratorError("ViewSpy (Tests/PresentationTests/ViewSpy.swift) does not conform to \(names.displayLogic), as the generated test needs")
        }
        for (file, view) in views {
            try refuseRefinement(view, file, names.displayLogic)
            try addOneLineMethod(templates, prefix: "display", proto: names.displayLogic, to: view, of: file, edits: &edits)
        }
    }

    /// A new scene's display protocol joins `ViewSpy`'s conformances, with its method.
    static func newScene(_ templates: Templates, in package: PackageSources, edits: inout FileEdits) throws {
        guard let (file, spy) = package.topLevel("ViewSpy"), file.path == "Tests/PresentationTests/ViewSpy.swift",
              let lastView = spy.conformances.last(where: { $0.hasSuffix("DisplayLogic") }),
              let token = file.code.utf8.indices(of: lastView, from: spy.start, to: spy.clauseEnd).last else {
            throw GeneratorError("Tests/PresentationTests/ViewSpy.swift has no class ViewSpy conforming to the scenes' DisplayLogic protocols, "
                                 + "which the generated test needs")
        }
        let end = token + lastView.utf8.count
        let line = file.slice(file.lineStart(end), file.lineEnd(end))
        let added = templates.names.displayLogic
        if line.count + added.count + 2 <= 140 {
            edits.insert(", " + added, at: end, in: file)
        } else {
            let first = file.code.utf8.indices(of: spy.conformances[0], from: spy.start, to: spy.clauseEnd)[0]
            edits.insert(",\n" + String(repeating: " ", count: first - file.lineStart(first)) + added, at: end, in: file)
        }
        try addOneLineMethod(templates, prefix: "display", proto: templates.names.displayLogic, to: spy, of: file, edits: &edits)
    }

    /// A view's new method (or a spy presenter's) copies the one-line body its methods of that kind
    /// share (`{ show(viewModel) }`, `{ record(response) }`); the body calls a helper overloaded
    /// by model, whose most general overload takes any action's (docs/architecture.md).
    private static func addOneLineMethod(_ templates: Templates, prefix: String, proto: String, to view: SwiftFile.Declaration,
                                         of file: SwiftFile, edits: inout FileEdits) throws {
        let names = templates.names
        let members = file.members(of: view)
        let method = prefix + names.useCase
        try refuseTaken(method, members, view, file)
        let methods = members.filter { $0.keyword == "func" && $0.name.hasPrefix(prefix) && $0.name != prefix }
        guard !methods.isEmpty else {
            throw GeneratorError("\(view.name) (\(file.path)) conforms to \(proto) with its \(prefix) methods elsewhere; \(byHand)")
        }
        if let long = methods.first(where: { file.lineEnd($0.start) < $0.end }) {
            throw GeneratorError("\(view.name) (\(file.path)) conforms to \(proto) and its \(prefix) methods are not one line each "
                                 + "(\(long.name)); \(byHand)")
        }
        let bodies = Set(methods.map { member -> String in
            let text = file.slice(member.start, member.end)
            guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { return text }
            return text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        })
        guard bodies.count == 1, let body = bodies.first else {
            throw GeneratorError("\(view.name) (\(file.path)) has \(prefix) methods with different bodies (\(bodies.sorted().joined(separator: "; "))); \(byHand)")
        }
        let anchor = last(members, prefix, names.scene, file)
        let blankLine = methods.count > 1 && file.slice(methods[methods.count - 2].end, methods[methods.count - 1].start).contains("\n\n")
        let member = prefix == "display" ? templates.displayMethod(modifiers(anchor, file) ?? "", body: body)
            : templates.oneLinePresentMethod(modifiers(anchor, file) ?? "", body: body)
        try edits.insert(member: member, into: view, of: file, after: anchor, blankLine: blankLine)
    }

    /// The last `func` named `prefix…`, preferring one about `scene` (ViewSpy shows every scene).
    private static func last(_ members: [SwiftFile.Member], _ prefix: String, _ scene: String, _ file: SwiftFile) -> SwiftFile.Member? {
        let candidates = members.filter { $0.keyword == "func" && $0.name.hasPrefix(prefix) }
        return candidates.last { file.slice($0.start, file.lineEnd($0.start)).contains("\(scene).") } ?? candidates.last
    }

    /// What stands before a member's keyword on its line: `public `, or nothing.
    private static func modifiers(_ member: SwiftFile.Member?, _ file: SwiftFile) -> String? {
        member.map { file.slice(file.lineStart($0.start), $0.start).trimmingCharacters(in: .whitespaces) }.map { $0.isEmpty ? "" : $0 + " " }
    }

    private static func refuseRefinement(_ declaration: SwiftFile.Declaration, _ file: SwiftFile, _ proto: String) throws {
        if declaration.kind == "protocol" {
            throw GeneratorError("the protocol \(declaration.name) (\(file.path)) refines \(proto); \(byHand)")
        }
    }

    private static func refuseTaken(_ name: String, _ members: [SwiftFile.Member], _ declaration: SwiftFile.Declaration, _ file: SwiftFile) throws {
        if members.contains(where: { $0.name == name }) {
            throw GeneratorError("\(declaration.name) (\(file.path)) already has \(name); choose another use case name")
        }
    }
}

extension String.UTF8View {
    /// The offsets of each whole-word occurrence of `word` between two offsets.
    func indices(of word: String, from: Int, to: Int) -> [Int] {
        let bytes = Array(self), wanted = Array(word.utf8)
        let isWord: (UInt8) -> Bool = { $0 == UInt8(ascii: "_") || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
        guard to - from >= wanted.count else { return [] }
        return (from...(to - wanted.count)).filter { offset in
            Array(bytes[offset..<offset + wanted.count]) == wanted && (offset == 0 || !isWord(bytes[offset - 1]))
                && (offset + wanted.count == bytes.count || !isWord(bytes[offset + wanted.count]))
        }
    }
}
