import Foundation

/// The package's Swift sources as text: enough to tell whether a name is taken, where a scene
/// lives and who conforms to its boundaries, without compiling anything.
struct PackageSources {
    /// The package folder.
    let root: URL
    /// Every `.swift` file under `Sources/`, `Tests/` and `Benchmarks/`, by path relative to `root`.
    let files: [String: SwiftFile]

    init(root: URL) throws {
        self.root = root
        var files: [String: SwiftFile] = [:]
        for folder in ["Sources", "Tests", "Benchmarks"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let relative = folder + "/" + url.path.dropFirst(base.path.count + 1)
                files[relative] = SwiftFile(path: relative, text: try String(contentsOf: url, encoding: .utf8))
            }
        }
        self.files = files
    }

    /// The package as given: files already read (the generator's tests hand it a package with an
    /// action taken out).
    init(root: URL, files: [String: SwiftFile]) {
        self.root = root
        self.files = files
    }

    private var sortedFiles: [SwiftFile] { files.keys.sorted().compactMap { files[$0] } }

    /// Where a type whose own name is `name` is declared (nested or not), as `(kind, qualified name, file)`.
    func declaration(of name: String) -> (kind: String, name: String, file: String)? {
        for file in sortedFiles {
            if let found = file.declarations.first(where: { $0.kind != "extension" && $0.name.split(separator: ".").last.map(String.init) == name }) {
                return (found.kind, found.name, file.path)
            }
            if file.code.range(of: "\\btypealias\\s+\(name)\\b", options: .regularExpression) != nil { return ("typealias", name, file.path) }
        }
        return nil
    }

    /// The top-level type `name`, with its file.
    func topLevel(_ name: String) -> (file: SwiftFile, declaration: SwiftFile.Declaration)? {
        for file in sortedFiles {
            if let found = file.declarations.first(where: { $0.kind != "extension" && $0.name == name }) { return (file, found) }
        }
        return nil
    }

    /// Every declaration or extension, anywhere, that names `proto` among its conformances.
    func conformers(of proto: String) -> [(file: SwiftFile, declaration: SwiftFile.Declaration)] {
        sortedFiles.flatMap { file in file.declarations.filter { $0.conforms(to: proto) }.map { (file, $0) } }
    }

    /// The repository roles (the protocols and typealiases of `Sources/Domain/Repositories`), each
    /// with the roles it stands for: a protocol for itself, `ThreadRepository` for its parts.
    var repositoryRoles: [String: Set<String>] {
        var roles: [String: Set<String>] = [:]
        for file in sortedFiles where file.path.hasPrefix("Sources/Domain/Repositories/") {
            for declaration in file.declarations where declaration.kind == "protocol" { roles[declaration.name] = [declaration.name] }
            for match in SwiftFile.matches(#"\btypealias\s+(\w+)[ \t]*=[ \t]*([\w \t&]+(?:\n[ \t]*&[\w \t&]+)*)"#, in: file.code, range: file.code.startIndex..<file.code.endIndex) {
                guard let name = match[1], let parts = match[2] else { continue }
                roles[String(file.code[name])] = Set(file.code[parts].split(separator: "&").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
            }
        }
        return roles
    }

    /// The test double in `Tests/Support` that plays `role`: `ThreadRepositoryDouble` for `ThreadActionsRepository`.
    func double(for role: String) -> String? {
        let roles = repositoryRoles
        let needed = roles[role] ?? [role]
        for file in sortedFiles where file.path.hasPrefix("Tests/Support/") {
            for declaration in file.declarations where declaration.kind == "class" || declaration.kind == "struct" {
                let played = declaration.conformances.reduce(into: Set<String>()) { $0.formUnion(roles[$1] ?? [$1]) }
                if needed.isSubset(of: played) { return declaration.name }
            }
        }
        return nil
    }

    /// The file declaring a command named `command`, if one exists.
    func command(named command: String) -> String? {
        files.keys.sorted().first { files[$0]?.text.contains("commandName: \"\(command)\"") == true }
    }

    /// Whether a file exists at `path`, relative to the package, as read.
    func exists(_ path: String) -> Bool {
        // Every Swift file under the folders read is in `files`; anything else is looked for on disk.
        path.hasSuffix(".swift") ? files[path] != nil : FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }
}
