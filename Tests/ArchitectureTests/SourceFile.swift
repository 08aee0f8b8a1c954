import Foundation

/// One Swift file of the package as text, with its comments and string literals blanked out so
/// that rules read code only (a presenter's message may say "use case"; its code may not call one).
struct SourceFile {
    /// Path relative to the package, `Sources/App/Commands/ListCommand.swift`.
    let path: String
    /// The code with comments and string contents replaced by spaces (line structure kept).
    let code: String
    /// The file as written, for the few rules that read string literals (`stringLiterals`).
    let text: String

    init(path: String, text: String) {
        self.path = path
        self.text = text
        self.code = Self.blankingCommentsAndStrings(text)
    }

    /// The ring a file belongs to: the folder under `Sources/`.
    var ring: String? {
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : nil
    }

    /// The modules the file imports (`@testable` and attributes dropped).
    var imports: [String] {
        code.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            return words.count >= 2 && words[0] == "import" ? String(words[1]) : nil
        }
    }

    /// Whether `name` occurs as a whole identifier in the code, as itself: `Scene.Name` is a
    /// member of the scene (a use case's Request/Response namespace), not the type `Name`.
    func mentions(_ name: String) -> Bool {
        Self.mentions(name, in: code)
    }

    static func mentions(_ name: String, in code: String) -> Bool {
        code.range(of: "(?<![.\\w])\(name)\\b|\\bDomain\\.\(name)\\b", options: .regularExpression) != nil
    }

    /// The names of the types declared in this file.
    var declaredTypes: [String] {
        let pattern = try? NSRegularExpression(pattern: "\\b(?:struct|enum|class|protocol|actor)\\s+([A-Za-z_][A-Za-z0-9_]*)")
        let range = NSRange(code.startIndex..., in: code)
        return (pattern?.matches(in: code, range: range) ?? []).compactMap { match in
            Range(match.range(at: 1), in: code).map { String(code[$0]) }
        }
    }

    /// The types declared at the top level, not nested in another.
    var topLevelTypes: [String] {
        code.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ").map(String.init).filter { !["public", "final", "internal"].contains($0) }
            guard words.count >= 2, ["struct", "enum", "class", "protocol", "actor"].contains(words[0]) else { return nil }
            return String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    /// The body of each type declared here whose name ends with `suffix`, by name.
    func typeBodies(endingWith suffix: String) -> [(name: String, body: String)] {
        declaredTypes.filter { $0.hasSuffix(suffix) }.compactMap { name in
            guard let head = code.range(of: "\\b(?:struct|enum|class|actor)\\s+\(name)\\b", options: .regularExpression),
                  let open = code[head.upperBound...].firstIndex(of: "{") else { return nil }
            var depth = 0
            var index = open
            while index < code.endIndex {
                if code[index] == "{" { depth += 1 }
                if code[index] == "}" { depth -= 1; if depth == 0 { break } }
                index = code.index(after: index)
            }
            return (name, String(code[open..<min(index, code.endIndex)]))
        }
    }

    /// Replaces comments and the contents of string literals with spaces; newlines stay.
    static func blankingCommentsAndStrings(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func blank(_ scalar: Unicode.Scalar) { out.append(scalar == "\n" ? "\n" : " ") }
        func at(_ offset: Int, _ literal: String) -> Bool {
            let wanted = Array(literal.unicodeScalars)
            return offset + wanted.count <= scalars.count && Array(scalars[offset..<offset + wanted.count]) == wanted
        }
        while index < scalars.count {
            if at(index, "//") {
                while index < scalars.count, scalars[index] != "\n" { blank(scalars[index]); index += 1 }
            } else if at(index, "/*") {
                while index < scalars.count, !at(index, "*/") { blank(scalars[index]); index += 1 }
                index = min(index + 2, scalars.count)
            } else if at(index, "\"\"\"") {
                out.append(contentsOf: "\"\"\"".unicodeScalars); index += 3
                while index < scalars.count, !at(index, "\"\"\"") { blank(scalars[index]); index += 1 }
                out.append(contentsOf: "\"\"\"".unicodeScalars); index += 3
            } else if scalars[index] == "\"" {
                out.append("\""); index += 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    if scalars[index] == "\\" { blank(scalars[index]); index += 1; if index < scalars.count { blank(scalars[index]) } } else { blank(scalars[index]) }
                    index += 1
                }
                if index < scalars.count { out.append(scalars[index]); index += 1 }
            } else {
                out.append(scalars[index]); index += 1
            }
        }
        return String(out)
    }
}

/// Every Swift file under the package's `Sources/` (`sources`), or under any of its folders.
enum PackageTree {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static let sources: [SourceFile] = swiftFiles(under: "Sources")

    /// Every Swift file of the package's own code, tests and tools: what the size rule reads.
    static let allSwiftFiles: [SourceFile] = ["Sources", "Tests", "Plugins", "Benchmarks", "Tools"].flatMap(swiftFiles)

    /// The Swift files under `folder` (relative to the package), by path.
    static func swiftFiles(under folder: String) -> [SourceFile] {
        let base = root.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var files: [SourceFile] = []
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append(SourceFile(path: folder + "/" + url.path.dropFirst(base.path.count + 1), text: text))
        }
        return files.sorted { $0.path < $1.path }
    }
}
