import Foundation

/// What the anatomy rules read out of a `SourceFile`: matches with their lines, declaration
/// bodies, functions and their parameters, and (from the raw text) string literals. All of it
/// reads `code`, where comments and strings are blanked, except `stringLiterals`.
extension SourceFile {
    /// The file's name, `ThreadListInteractor.swift`.
    var fileName: String { String(path.split(separator: "/").last ?? "") }

    /// How many lines the file has, as `wc -l` counts them (a last line without a newline counts).
    var lineCount: Int {
        let newlines = text.reduce(0) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        return newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
    }

    /// The 1-based line of `index`, an index into `code` (blanking keeps every newline, so it is
    /// the line in `text` too).
    func line(of index: String.Index) -> Int {
        code[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// Whether the code matches the regular expression `pattern`.
    func has(_ pattern: String) -> Bool {
        code.range(of: pattern, options: .regularExpression) != nil
    }

    /// Every match of `pattern` in `part` (the whole code by default): its capture groups ("" for
    /// one that took no part) and where it starts.
    func matches(_ pattern: String, in part: Substring? = nil) -> [(groups: [String], at: String.Index)] {
        Self.matches(pattern, in: part ?? code[...])
    }

    static func matches(_ pattern: String, in part: Substring) -> [(groups: [String], at: String.Index)] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let base = part.base
        return regex.matches(in: base, range: NSRange(part.startIndex..<part.endIndex, in: base)).compactMap { match in
            guard let whole = Range(match.range, in: base) else { return nil }
            let groups = (1..<max(match.numberOfRanges, 1)).map { Range(match.range(at: $0), in: base).map { String(base[$0]) } ?? "" }
            return (groups, whole.lowerBound)
        }
    }

    /// The body, braces included, of each declaration `keyword name` whose keyword is one of
    /// `keywords` (`"struct|enum|extension"`) and whose name matches `name` (a pattern), by name.
    /// An extension counts as a body of the type it extends.
    func declarations(_ keywords: String, named name: String) -> [(name: String, body: Substring)] {
        matches("\\b(?:\(keywords))\\s+(\(name))(?![\\w.])").compactMap { match in
            Self.enclosed(in: code[match.at...], open: "{", close: "}").map { (match.groups[0], $0) }
        }
    }

    /// The first `open … close` span in `part`, nested pairs included, or nil when none closes.
    static func enclosed(in part: Substring, open: Character, close: Character) -> Substring? {
        guard let start = part.firstIndex(of: open) else { return nil }
        var depth = 0
        var index = start
        while index < part.endIndex {
            if part[index] == open { depth += 1 }
            if part[index] == close { depth -= 1; if depth == 0 { return part[start...index] } }
            index = part.index(after: index)
        }
        return nil
    }

    /// Each `func name(…)` in `part`: its name, its parameter list (parentheses included), its
    /// body (nil for a protocol requirement), whether it is public, and where it starts.
    static func functions(in part: Substring) -> [(name: String, parameters: Substring, body: Substring?, isPublic: Bool, at: String.Index)] {
        matches("\\bfunc\\s+(\\w+)\\s*(?:<[^>(]*>)?\\s*\\(", in: part).compactMap { match in
            guard let parameters = enclosed(in: part[match.at...], open: "(", close: ")") else { return nil }
            let after = part[parameters.endIndex...]
            let opensBody = after.firstIndex { $0 == "{" || $0 == "\n" }.map { after[$0] == "{" } ?? false
            let body = opensBody ? enclosed(in: after, open: "{", close: "}") : nil
            let lineStart = part[..<match.at].lastIndex(of: "\n").map { part.index(after: $0) } ?? part.startIndex
            let isPublic = part[lineStart..<match.at].split(separator: " ").contains { $0 == "public" || $0 == "open" }
            return (match.groups[0], parameters, body, isPublic, match.at)
        }
    }

    /// The parameter list (parentheses included) of each `init` declared in `part`.
    static func initialisers(in part: Substring) -> [Substring] {
        matches("(?<![.\\w])init[?!]?\\s*(?:<[^>(]*>)?\\s*\\(", in: part).compactMap { match in
            enclosed(in: part[match.at...], open: "(", close: ")")
        }
    }

    /// The parameters in a parameter list `(label name: Type = default, …)`: the label (nil when
    /// there is one name), the name, and the type without its default.
    static func parameters(_ list: Substring) -> [(label: String?, name: String, type: String)] {
        topLevel(String(list.dropFirst().dropLast()), splitAt: ",").compactMap { parameter in
            let halves = topLevel(parameter, splitAt: ":")
            guard halves.count >= 2 else { return nil }
            let names = halves[0].split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
            guard let name = names.last else { return nil }
            let type = halves.dropFirst().joined(separator: ":")
            let withoutDefault = topLevel(type, splitAt: "=").first ?? type
            return (names.count > 1 ? names[0] : nil, name, withoutDefault.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// `text` split at `separator` where it is not nested in brackets, each piece trimmed.
    static func topLevel(_ text: String, splitAt separator: Character) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if "([{<".contains(character) { depth += 1 }
            if ")]}".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if character == separator, depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        pieces.append(current)
        return pieces.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Each string literal's contents as written (escapes kept, interpolations left out) with the
    /// line it starts on: plain, multi-line and raw (`#"…"#`) ones, and those inside interpolations.
    var stringLiterals: [(line: Int, text: String)] {
        var scanner = LiteralScanner(scalars: Array(text.unicodeScalars))
        scanner.scanCode(insideInterpolation: false)
        // An interpolation's literals close before the literal around them: order by line, then as found.
        return scanner.found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }
}

/// Walks the raw text as the compiler would for strings and comments, collecting literals.
private struct LiteralScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var found: [(line: Int, text: String)] = []

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func at(_ offset: Int, _ literal: String) -> Bool {
        let wanted = Array(literal.unicodeScalars)
        return offset + wanted.count <= scalars.count && Array(scalars[offset..<offset + wanted.count]) == wanted
    }

    mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index += 1
    }

    /// Code until the end, or (inside an interpolation) until the `)` that closes it.
    mutating func scanCode(insideInterpolation: Bool) {
        var depth = 0
        while index < scalars.count {
            if at(index, "//") {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else if at(index, "/*") {
                var nesting = 0
                repeat {
                    if at(index, "/*") { nesting += 1; advance() } else if at(index, "*/") { nesting -= 1; advance() }
                    advance()
                } while index < scalars.count && nesting > 0
            } else if scalars[index] == "\"" || (scalars[index] == "#" && hashesThenQuote(from: index)) {
                scanString()
            } else {
                if insideInterpolation, scalars[index] == "(" { depth += 1 }
                if insideInterpolation, scalars[index] == ")" {
                    if depth == 0 { advance(); return }
                    depth -= 1
                }
                advance()
            }
        }
    }

    func hashesThenQuote(from start: Int) -> Bool {
        var offset = start
        while offset < scalars.count, scalars[offset] == "#" { offset += 1 }
        return offset < scalars.count && scalars[offset] == "\""
    }

    /// One literal from its opening delimiter to its closing one.
    mutating func scanString() {
        let startLine = line
        var hashes = ""
        while scalars[index] == "#" { hashes += "#"; advance() }
        let multiLine = at(index, "\"\"\"")
        let quote = multiLine ? "\"\"\"" : "\""
        for _ in quote.unicodeScalars { advance() }
        var contents = String.UnicodeScalarView()
        while index < scalars.count {
            if at(index, quote + hashes) {
                for _ in (quote + hashes).unicodeScalars { advance() }
                break
            }
            if !multiLine, scalars[index] == "\n" { break }
            if at(index, "\\" + hashes) {
                for _ in ("\\" + hashes).unicodeScalars { advance() }
                if index < scalars.count, scalars[index] == "(" {
                    advance()
                    scanCode(insideInterpolation: true)
                    continue
                }
                contents.append("\\")
            }
            if index < scalars.count { contents.append(scalars[index]); advance() }
        }
        found.append((startLine, multiLine ? Self.dedented(String(contents)) : String(contents)))
    }

    /// A multi-line literal's contents as the compiler reads them: without the line breaks after
    /// the opening delimiter and before the closing one, and without the closing line's indentation.
    static func dedented(_ contents: String) -> String {
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return contents }
        let indentation = lines.removeLast()
        lines.removeFirst()
        return lines.map { $0.hasPrefix(indentation) ? $0.dropFirst(indentation.count) : $0 }.joined(separator: "\n")
    }
}
