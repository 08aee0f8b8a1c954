/// A JSON value written as the OpenAPI document is laid out (two spaces a level, keys in the
/// order given), so an operation the generator inserts reads like those written by hand.
indirect enum DocumentJSON {
    case object([(String, DocumentJSON)])
    case array([DocumentJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The value's text, its inner lines indented from `indent`.
    func text(_ indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members) where members.isEmpty: return "{}"
        case .object(let members):
            let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items) where items.isEmpty: return "[]"
        case .array(let items):
            return "[\n" + items.map { inner + $0.text(inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return Self.quoted(text)
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// `"key": value` as a member of an object whose members stand at `indent`.
    static func member(_ key: String, _ value: DocumentJSON, indent: String) -> String {
        indent + quoted(key) + ": " + value.text(indent)
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
