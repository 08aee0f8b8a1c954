/// One TSV field: tabs, newlines and backslashes written as `\t`, `\n`, `\\`, so a value never
/// splits a line or a column and the escaping can be undone.
public enum TSVField {
    /// A comma-separated list in one field (participants): each item escaped, its commas as `\,`.
    public static func list(_ items: [String]) -> String {
        var bytes: [UInt8] = []
        appendList(items, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The escaped form of `value`.
    public static func escape(_ value: String) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `list(items)`'s UTF-8 to `bytes`.
    public static func appendList(_ items: [String], to bytes: inout [UInt8]) {
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(item, commas: true, to: &bytes)
        }
    }

    /// Appends `String(number)`'s digits to `bytes` without making that string.
    public static func appendDecimal(_ number: Int64, to bytes: inout [UInt8]) {
        guard number != 0 else { bytes.append(UInt8(ascii: "0")); return }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = number.magnitude
        while rest > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    /// Appends `escape(value)`'s UTF-8 to `bytes`.
    public static func append(_ value: String, to bytes: inout [UInt8]) {
        append(value, commas: false, to: &bytes)
    }

    // Byte by byte: every character escaped is ASCII, and no byte of a multi-byte UTF-8
    // sequence is, so this never splits a character. A whole TSV line is built this way.
    private static func append(_ value: String, commas: Bool, to bytes: inout [UInt8]) {
        let special = { (byte: UInt8) in byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x5C || (commas && byte == 0x2C) }
        guard value.utf8.contains(where: special) else {
            bytes += value.utf8  // nearly every value: copied whole
            return
        }
        for byte in value.utf8 {
            switch byte {
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x2C where commas: bytes += [0x5C, 0x2C]
            default: bytes.append(byte)
            }
        }
    }
}
