/// Every name the generated files use, derived once from what was typed and checked here,
/// so the templates never see a name that would not compile. One verb throughout: the use case
/// `PinThreads` is the action `ThreadActions.PinThreads`, the interactor method `pinThreads`,
/// `presentPinThreads` and `displayPinThreads`; only the command keeps the user's word (`pin`).
struct UseCaseNames {
    /// The use case type, `PinThreads`.
    let useCase: String
    /// The scene namespace, `ThreadActions`.
    let scene: String
    /// The command as typed on the terminal, `pin`.
    let command: String

    init(useCase: String, scene: String, command: String?) throws {
        try Self.checkTypeName(useCase, role: "use case name")
        try Self.checkTypeName(scene, role: "scene")
        let command = command ?? Self.kebabCase(useCase)
        guard let first = command.unicodeScalars.first, ("a"..."z").contains(first),
              command.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }),
              !command.hasSuffix("-"), !command.contains("--") else {
            throw GeneratorError("'\(command)' is not a command name: use lowercase letters, digits and single dashes, like pin or mark-done")
        }
        guard useCase != scene else { throw GeneratorError("the use case and its scene need different names") }
        self.useCase = useCase
        self.scene = scene
        self.command = command
    }

    /// The interactor's method, `pinThreads`.
    var method: String { Self.lowerCamelCase(useCase) }
    var presentMethod: String { "present" + useCase }
    var displayMethod: String { "display" + useCase }
    /// `ThreadActions.PinThreads`, the action's namespace.
    var action: String { scene + "." + useCase }

    /// The command type, named for the command word: `pin` → `PinCommand`, `mark-done` → `MarkDoneCommand`.
    var commandType: String {
        command.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Command"
    }

    /// The scene's parts, `ThreadActionsInteractor` and so on.
    var interactor: String { scene + "Interactor" }
    var presentationLogic: String { scene + "PresentationLogic" }
    var displayLogic: String { scene + "DisplayLogic" }
    var textPresenter: String { scene + "TextPresenter" }
    /// The scene's repository role, `ReportsRepository` (docs/architecture.md, "Repository roles").
    var role: String { scene + "Repository" }
    /// The composition root's factory for a new scene, `reports`.
    var sceneFactory: String { Self.lowerCamelCase(scene) }
    /// The scene in words for comments, `thread actions`.
    var sceneWords: String { Self.words(scene).map { $0.count > 1 && $0 == $0.uppercased() ? $0 : $0.lowercased() }.joined(separator: " ") }

    /// The test types, one per test target.
    var domainTests: String { useCase + "Tests" }
    var presentationTests: String { scene + useCase + "Tests" }
    var appTests: String { commandType + "Tests" }

    /// Every type the generator declares; none may exist already.
    var declaredTypes: [String] { [useCase, commandType, domainTests, presentationTests, appTests] }

    /// Swift keywords that would be legal-looking type names only with backticks.
    private static let keywords: Set<String> = ["Any", "Self", "Type", "Protocol"]

    private static func checkTypeName(_ name: String, role: String) throws {
        let scalars = Array(name.unicodeScalars)
        let isLetterOrDigit: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        guard let first = scalars.first, ("A"..."Z").contains(first), scalars.allSatisfy(isLetterOrDigit), !keywords.contains(name) else {
            throw GeneratorError("'\(name)' is not a Swift type name for the \(role): use UpperCamelCase ASCII letters and digits, like PinThreads")
        }
    }

    /// `PinThreads` → `pin-threads`, `ExportCSV` → `export-csv`.
    static func kebabCase(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `PinThreads` → `pinThreads`, `CSVExport` → `csvExport`.
    static func lowerCamelCase(_ name: String) -> String {
        let parts = words(name)
        guard let head = parts.first else { return name }
        return head.lowercased() + parts.dropFirst().joined()
    }

    /// Splits at each capital that starts a word: `CSVExport2` → `CSV`, `Export2`.
    private static func words(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            let previousIsUpper = index > 0 && characters[index - 1].isUppercase
            if character.isUppercase, !current.isEmpty, !previousIsUpper || nextIsLower {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
