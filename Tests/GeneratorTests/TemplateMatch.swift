import Foundation

/// Whether a file as written is what the generator wrote with its TODO places
/// filled in: every line the generator writes outside those places is there, unchanged and in
/// order; only the places differ. A place is a `///` comment that says TODO (the whole comment
/// may be rewritten) or a `//` TODO line and the rest of its block (any lines indented at least
/// as deep, the TODO line itself dropped or kept).
enum TemplateMatch {
    /// The generator's mark, spelt in two pieces so that this file is not among the places a
    /// `grep` for the mark lists after generating.
    static let mark = "TODO(" + "new-use-case)"

    static func matches(generated: String, written: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: "^" + pattern(generated) + "$") else { return false }
        let text = written.hasSuffix("\n") ? written : written + "\n"
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The lines that differ first, for a failure's message: the generated line and the written one.
    static func firstDifference(generated: String, written: String) -> String {
        let fixed = parts(generated).compactMap { if case .line(let line) = $0 { line } else { nil } }
        let lines = Set(written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return fixed.first { !lines.contains($0) }.map { "not in the file as written: \($0)" } ?? "the lines are there, in another order"
    }

    /// What the generator writes: lines kept as they are, and the places an author fills.
    enum Part {
        case line(String)
        /// A `///` comment at this indentation, of any length.
        case docComment(indent: Int)
        /// Any lines indented at least this deep (or empty): the rest of a block.
        case block(indent: Int)
    }

    static func parts(_ generated: String) -> [Part] {
        var lines = generated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var parts: [Part] = [], index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            guard line.contains(mark) else {
                parts.append(.line(line))
                index += 1
                continue
            }
            if line.dropFirst(indent).hasPrefix("///") {
                // The doc comment this TODO is in, however many lines it has when written.
                while index < lines.count, lines[index].dropFirst(indent).hasPrefix("///") { index += 1 }
                parts.append(.docComment(indent: indent))
            } else {
                // The TODO line and the rest of its block.
                index += 1
                while index < lines.count, lines[index].isEmpty || lines[index].prefix(while: { $0 == " " }).count >= indent { index += 1 }
                parts.append(.block(indent: indent))
            }
        }
        return parts
    }

    /// `generated` as a regular expression over whole lines.
    static func pattern(_ generated: String) -> String {
        parts(generated).map { part in
            switch part {
            case .line(let line): NSRegularExpression.escapedPattern(for: line) + "\\n"
            case .docComment(let indent): "(?: {\(indent)}///[^\\n]*\\n)+"
            case .block(let indent): "(?:(?: {\(indent)}[^\\n]*)?\\n)*"
            }
        }.joined()
    }
}
