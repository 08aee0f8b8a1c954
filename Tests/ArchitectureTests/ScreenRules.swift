/// The full-screen browser is one more view in the outer ring: its screen and terminal code never
/// reach a store, and the inner rings never learn of terminals. Each rule returns one line per
/// violation, naming the file.
extension ArchitectureRules {
    /// Where the browser's view lives: its state, screen and key map, and the terminal layer.
    static let screenFolders = ["Sources/App/Browse/", "Sources/App/Terminal/"]

    /// A file of the browser's view importing a store's module or naming a type from Data: it
    /// asks for effects, and `Composition` (BrowseEffects) runs them through the scenes.
    static func screenStoreViolations(_ files: [SourceFile]) -> [String] {
        // A name App declares too (a private `State`) is App's own, not the store's.
        let appTypes = Set(files.filter { $0.ring == "App" }.flatMap(\.declaredTypes))
        let dataTypes = Set(files.filter { $0.ring == "Data" }.flatMap(\.declaredTypes)).subtracting(appTypes)
        return files.filter { file in screenFolders.contains { file.path.hasPrefix($0) } }.flatMap { file -> [String] in
            file.imports.filter { ["Data", "GRDB", "InMemoryStore", "PostgresStore"].contains($0) }.map { "\(file.path) imports \($0): the browser's view reaches no store" }
                + dataTypes.sorted().filter(file.mentions).map { "\(file.path) names \($0) from Data: the browser's view reaches no store" }
        }
    }

    /// Terminal code in Domain or Presentation: the C library's terminal calls, key codes or
    /// escape sequences belong to App's terminal layer, so another front end needs none of them.
    static func innerTerminalViolations(_ files: [SourceFile]) -> [String] {
        let calls = ["termios", "tcsetattr", "tcgetattr", "ioctl", "isatty", "TIOCGWINSZ", "SIGWINCH"]
        return files.filter { ["Domain", "Presentation"].contains($0.ring ?? "") }.flatMap { file -> [String] in
            file.imports.filter { ["Glibc", "Darwin", "Musl"].contains($0) }.map { "\(file.path) imports \($0): terminal code stays in App" }
                + calls.filter(file.mentions).map { "\(file.path) calls \($0): terminal code stays in App" }
                + file.stringLiterals.filter { $0.text.contains("\\u{1B}") || $0.text.contains("\u{1B}") }
                    .map { "\(file.path):\($0.line): an escape sequence; terminal code stays in App" }
        }
    }
}
