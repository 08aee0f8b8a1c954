/// One TSV field: tabs, newlines and backslashes written as `\t`, `\n`, `\\`, so a value never
/// splits a line or a column and the escaping can be undone.
public enum TSVField {
    /// A comma-separated list in one field (participants): each item escaped, its commas as `\,`.
    public static func list(_ items: [String]) -> String {
        items.map { escape($0, commas: true) }.joined(separator: ",")
    }

    /// The escaped form of `value`.
    public static func escape(_ value: String) -> String {
        escape(value, commas: false)
    }

    private static func escape(_ value: String, commas: Bool) -> String {
        // Bytes first: nearly every value has nothing to escape, and that answer should not
        // cost a walk over Characters (grapheme breaking) for each of a page's fields.
        guard value.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x5C || (commas && $0 == 0x2C) }) else {
            return value
        }
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\\": out += "\\\\"
            case "," where commas: out += "\\,"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
