/// One TSV field: tabs, newlines and backslashes written as `\t`, `\n`, `\\`, so a value never
/// splits a line or a column and the escaping can be undone.
public enum TSVField {
    /// A comma-separated list in one field (participants): each item escaped, its commas as `\,`.
    public static func list(_ items: [String]) -> String {
        items.map { escape($0).replacingOccurrences(of: ",", with: "\\,") }.joined(separator: ",")
    }

    /// The escaped form of `value`.
    public static func escape(_ value: String) -> String {
        guard value.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\\" || $0 == "\r\n" }) else { return value }
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
