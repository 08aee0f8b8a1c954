import Foundation

/// One Swift file of the package, read as far as the generator needs: its type declarations
/// (with what they conform to and where their bodies are) and their members, found in the code
/// alone (`CodeBlanking`). Offsets are UTF-8 offsets into `text`.
struct SwiftFile {
    /// Relative to the package, `Sources/App/Composition/Composition+ThreadActions.swift`.
    let path: String
    let text: String
    /// `text` with comments and strings blanked; the same length in bytes.
    let code: String
    let declarations: [Declaration]
    private let codeBytes: [UInt8]
    private let textBytes: [UInt8]
    /// The brace depth before each byte.
    private let depth: [Int]

    /// A `struct`, `class`, `enum`, `actor`, `protocol` or `extension` and its body.
    struct Declaration {
        let kind: String
        /// With the names of the types it is nested in: `InboxScreen.Presenter`.
        let name: String
        /// What follows the colon, one entry each: `ThreadListDisplayLogic`, `Sendable`.
        let conformances: [String]
        /// Where the head starts (the keyword), the inheritance clause ends, and the body's braces are.
        let start: Int
        let clauseEnd: Int
        let open: Int
        let close: Int

        func conforms(to proto: String) -> Bool { conformances.contains(proto) }
    }

    /// A `func`, `init` or `let` directly inside a declaration's body.
    struct Member {
        let keyword: String
        let name: String
        /// The keyword's offset, and the end of the member (past its body's `}`, or its line).
        let start: Int
        let end: Int
    }

    init(path: String, text: String) {
        self.path = path
        self.text = text
        code = CodeBlanking.blank(text)
        codeBytes = Array(code.utf8)
        textBytes = Array(text.utf8)
        var depth: [Int] = []
        depth.reserveCapacity(codeBytes.count)
        var current = 0
        for byte in codeBytes {
            depth.append(current)
            if byte == UInt8(ascii: "{") { current += 1 }
            if byte == UInt8(ascii: "}") { current -= 1 }
        }
        self.depth = depth
        declarations = Self.declarations(in: codeBytes, code: code, depth: depth)
    }

    /// The members of `declaration`'s body, not those of types nested in it, in order.
    func members(of declaration: Declaration) -> [Member] {
        let body = code.utf8.index(code.startIndex, offsetBy: declaration.open)..<code.utf8.index(code.startIndex, offsetBy: declaration.close)
        let inside = depth[declaration.open] + 1
        var found: [Member] = []
        for match in Self.matches(#"\b(func|init|let|var)\b\s*([A-Za-z_][A-Za-z0-9_]*)?"#, in: code, range: body) {
            guard let whole = match[0], let keyword = match[1].map({ String(code[$0]) }) else { continue }
            let start = code.utf8.distance(from: code.startIndex, to: whole.lowerBound)
            guard depth[start] == inside else { continue }
            let name = keyword == "init" ? "init" : match[2].map { String(code[$0]) } ?? ""
            let hasBody = declaration.kind != "protocol" && (keyword == "func" || keyword == "init")
            found.append(Member(keyword: keyword, name: name, start: start, end: hasBody ? bodyEnd(from: start) : lineEnd(start)))
        }
        return found
    }

    /// The parameter list of the `func` or `init` at `member`, without its parentheses, and where its `)` is.
    func parameters(of member: Member) -> (text: String, close: Int)? {
        guard let open = codeBytes[member.start..<member.end].firstIndex(of: UInt8(ascii: "(")) else { return nil }
        var level = 0, offset = open
        while offset < codeBytes.count {
            if codeBytes[offset] == UInt8(ascii: "(") { level += 1 }
            if codeBytes[offset] == UInt8(ascii: ")") { level -= 1; if level == 0 { break } }
            offset += 1
        }
        return (slice(open + 1, offset), offset)
    }

    /// The original text between two offsets.
    func slice(_ from: Int, _ to: Int) -> String {
        String(decoding: textBytes[from..<max(from, min(to, textBytes.count))], as: UTF8.self)
    }

    func lineStart(_ offset: Int) -> Int {
        var start = offset
        while start > 0, codeBytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The offset of the newline ending the line `offset` is on (or the end of the file).
    func lineEnd(_ offset: Int) -> Int {
        var end = offset
        while end < codeBytes.count, codeBytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// The spaces before the code on `offset`'s line.
    func indentation(_ offset: Int) -> String {
        let line = slice(lineStart(offset), lineEnd(offset))
        return String(line.prefix { $0 == " " || $0 == "\t" })
    }

    /// Past the `}` closing the body of the `func` or `init` at `start` (the first `{` outside parentheses).
    private func bodyEnd(from start: Int) -> Int {
        var offset = start, level = 0
        while offset < codeBytes.count {
            let byte = codeBytes[offset]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { level += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { level -= 1 }
            if byte == UInt8(ascii: "{"), level == 0 { return Self.matchingBrace(codeBytes, offset) + 1 }
            offset += 1
        }
        return lineEnd(start)
    }

    private static func matchingBrace(_ bytes: [UInt8], _ open: Int) -> Int {
        var level = 0, offset = open
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "{") { level += 1 }
            if bytes[offset] == UInt8(ascii: "}") { level -= 1; if level == 0 { return offset } }
            offset += 1
        }
        return bytes.count - 1
    }

    private static func declarations(in bytes: [UInt8], code: String, depth: [Int]) -> [Declaration] {
        let pattern = #"\b(struct|class|enum|actor|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)([^{};=]*)\{"#
        var found: [Declaration] = []
        for match in matches(pattern, in: code, range: code.startIndex..<code.endIndex) {
            guard let whole = match[0], let kind = match[1].map({ String(code[$0]) }), let name = match[2].map({ String(code[$0]) }),
                  !["func", "var", "let", "subscript", "init", "case"].contains(name), let clause = match[3] else { continue }
            let open = code.utf8.distance(from: code.startIndex, to: whole.upperBound) - 1
            var inheritance = String(code[clause]).trimmingCharacters(in: .whitespacesAndNewlines)
            if let generic = inheritance.firstIndex(of: "<"), inheritance.first == "<", let end = inheritance.firstIndex(of: ">"), generic < end {
                inheritance = String(inheritance[inheritance.index(after: end)...]).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            var conformances: [String] = []
            if inheritance.first == ":" {
                let list = inheritance.dropFirst().components(separatedBy: " where ")[0]
                conformances = list.split(separator: ",").map {
                    $0.replacingOccurrences(of: "@unchecked", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
            let start = code.utf8.distance(from: code.startIndex, to: whole.lowerBound)
            let clauseEnd = code.utf8.distance(from: code.startIndex, to: clause.upperBound)
            found.append(Declaration(kind: kind, name: name, conformances: conformances, start: start, clauseEnd: clauseEnd,
                                     open: open, close: matchingBrace(bytes, open)))
        }
        // Nested types are named with the types around them.
        return found.map { declaration in
            let outer = found.filter { $0.open < declaration.start && declaration.close < $0.close }
            let name = (outer.map(\.name) + [declaration.name]).joined(separator: ".")
            return Declaration(kind: declaration.kind, name: name, conformances: declaration.conformances, start: declaration.start,
                               clauseEnd: declaration.clauseEnd, open: declaration.open, close: declaration.close)
        }
    }

    /// Each match's capture groups (nil when a group took no part), over `range` of `text`.
    static func matches(_ pattern: String, in text: String, range: Range<String.Index>) -> [[Range<String.Index>?]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(range, in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text) }
        }
    }
}
