/// A JSON value that keeps its keys in the order given, so output keeps the field order of docs/interchange.md.
public indirect enum JSONText: Equatable, Sendable {
    case string(String)
    /// An integer.
    case number(Int64)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    case array([JSONText])
    /// An object, fields in order.
    case object([(String, JSONText)])

    /// Compact JSON text; non-ASCII written as UTF-8, control characters escaped.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let value): Self.writeString(value, to: &out)
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Appends `value` quoted. Runs of bytes that need no escape are copied whole from the
    /// string's UTF-8: appending scalar by scalar was most of a JSON page's time (callgrind).
    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        var value = value
        value.withUTF8 { bytes in
            var start = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escape: String?
                var width = 1
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0..<0x20: escape = unicodeEscape(UInt32(byte))
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    // U+2028 and U+2029: valid in JSON, but they end a line in JavaScript.
                    escape = unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    width = 3
                default: escape = nil
                }
                guard let escape else { index += 1; continue }
                if start < index { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) }
                out += escape
                index += width
                start = index
            }
            if start < bytes.count { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self) }
        }
        out += "\""
    }

    /// `\u` and four lowercase hex digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// Equal when the serialized texts are.
    public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.serialized == rhs.serialized }
}
