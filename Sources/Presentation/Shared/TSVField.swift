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
        // Digits are written right to left into 20 bytes on the stack (enough for any Int64
        // with its sign) and appended at once: one capacity check instead of one per digit.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var rest = number.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if number < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `escape(value)`'s UTF-8 to `bytes`.
    public static func append(_ value: String, to bytes: inout [UInt8]) {
        append(value, commas: false, to: &bytes)
    }

    // Byte by byte: every character escaped is ASCII, and no byte of a multi-byte UTF-8
    // sequence is, so this never splits a character. A whole TSV line is built this way, so
    // the bytes are read in place where the string has them contiguous (native strings do).
    private static func append(_ value: String, commas: Bool, to bytes: inout [UInt8]) {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { utf8 in
            append(utf8, commas: commas, to: &bytes)
        }
        if done == nil { append(Array(value.utf8), commas: commas, to: &bytes) }
    }

    private static func append<Bytes: Collection<UInt8>>(_ utf8: Bytes, commas: Bool, to bytes: inout [UInt8]) {
        // Every special byte is at most 0x5C; most text has none and is copied whole.
        let special = { (byte: UInt8) in
            byte <= 0x5C && (byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x5C || (commas && byte == 0x2C))
        }
        guard utf8.contains(where: special) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
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
