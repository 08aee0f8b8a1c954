/// One parameter or stored property: `threads: any ThreadActionsRepository`, `progress: ProgressReporter? = nil`.
struct Parameter {
    let label: String
    let type: String
    let hasDefault: Bool

    /// The protocol an `any Role` type names.
    var role: String? { type.hasPrefix("any ") ? String(type.dropFirst(4)) : nil }

    /// From `label: Type = default` (an external label first, `private let` and the like dropped).
    init(label: String, declaration: String) {
        let parts = Self.split(declaration, at: ":")
        let rest = parts.dropFirst().joined(separator: ":")
        let typeAndDefault = Self.split(rest, at: "=")
        self.label = label
        type = typeAndDefault[0].trimmingCharacters(in: .whitespacesAndNewlines)
        hasDefault = typeAndDefault.count > 1
    }

    /// The parameters of a parenthesised list's text.
    static func list(_ text: String) -> [Parameter] {
        split(text, at: ",").compactMap { item in
            let head = split(item, at: ":")[0].split(whereSeparator: \.isWhitespace)
            guard let label = head.first.map(String.init) else { return nil }
            return Parameter(label: label, declaration: item)
        }
    }

    /// `text` split at each `separator` outside brackets of any kind (`->` is no bracket).
    private static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = [], current = "", level = 0, previous: Character = " "
        for character in text {
            if "([{<".contains(character) { level += 1 }
            if ")]}".contains(character) || (character == ">" && previous != "-") { level -= 1 }
            if character == separator, level == 0 { parts.append(current); current = "" } else { current.append(character) }
            previous = character
        }
        return parts + [current]
    }
}
