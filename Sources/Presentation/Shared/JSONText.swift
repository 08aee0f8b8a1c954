// Not `indirect`: the arrays already keep nested values on the heap, and `indirect` boxed every
// string and number too (about 750 allocations a json page of 50 threads; -0.3 M instructions).
/// A JSON value that keeps its keys in the order given, so output keeps the field order of docs/interchange.md.
public enum JSONText: Equatable, Sendable {
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
        // Bytes, made into a String once: appending to a String piece by piece cost several
        // times the bytes themselves (callgrind, a list page of 50 threads).
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .string(let value): Self.writeString(value, to: &out)
        case .number(let value): Self.writeDecimal(value, to: &out)
        case .bool(let value): out.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
        case .null: out.append(contentsOf: Self.nullBytes)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                items[index].write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for index in fields.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(fields[index].0, to: &out)
                out.append(UInt8(ascii: ":"))
                fields[index].1.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let trueBytes = Array("true".utf8), falseBytes = Array("false".utf8), nullBytes = Array("null".utf8)

    /// Appends `value` quoted. Runs of bytes that need no escape are copied whole from the
    /// string's UTF-8: appending scalar by scalar was most of a JSON page's time (callgrind).
    private static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var start = 0, index = 0
            while index < bytes.count {
                // Eight bytes at a time past those that need nothing (most of a page's text).
                while index &+ 8 <= bytes.count, !mayNeedEscape(UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index &+= 8
                }
                guard index < bytes.count else { break }
                let byte = bytes[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 { index += 1; continue }
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
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(contentsOf: escape.utf8)
                index += width
                start = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes in `word` is a control character, `"`, `\\` or 0xE2 (which
    /// may begin U+2028 or U+2029): the classic exact tests for a zero byte and a byte below a bound.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        return (word &- ones &* 0x20) & ~word & highs != 0
            || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C)) || hasZero(word ^ (ones &* 0xE2))
    }

    /// `\u` and four lowercase hex digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// The decimal digits of `value`, with a minus sign when negative.
    private static func writeDecimal(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.append(contentsOf: buffer[start...])
        }
    }

    /// Equal when the serialized texts are.
    public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.serialized == rhs.serialized }
}
