import Foundation

/// The package's Swift sources as text: enough to tell whether a name is taken and where a
/// scene lives, without compiling anything.
struct PackageSources {
    /// The package folder.
    let root: URL
    /// Every `.swift` file under `Sources/` and `Tests/`, by path relative to `root`.
    let files: [String: String]

    init(root: URL) throws {
        self.root = root
        var files: [String: String] = [:]
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let relative = folder + "/" + url.path.dropFirst(base.path.count + 1)
                files[relative] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        self.files = files
    }

    /// Where `name` is declared as a type, as `(kind, file)`; nil when it is free.
    func declaration(of name: String) -> (kind: String, file: String)? {
        let pattern = "\\b(struct|enum|class|protocol|typealias|actor)\\s+\(name)\\b"
        for (file, text) in files.sorted(by: { $0.key < $1.key }) {
            if let range = text.range(of: pattern, options: .regularExpression) {
                let kind = text[range].split(separator: " ", maxSplits: 1).first.map(String.init) ?? "type"
                return (kind, file)
            }
        }
        return nil
    }

    /// The file declaring a command named `command`, if one exists.
    func command(named command: String) -> String? {
        files.keys.sorted().first { files[$0]?.contains("commandName: \"\(command)\"") == true }
    }

    /// Whether a file exists at `path`, relative to the package.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }
}
