/// Turns the bytes a terminal sends in raw mode into keys. A value: tests feed it byte strings,
/// and the session's reader thread feeds it what `read` returns.
///
/// An `ESC` may be the Escape key or the start of a sequence; only time tells them apart, so a
/// lone `ESC` (or any unfinished sequence or UTF-8 character) stays pending until more bytes come
/// or the reader calls `flush()` after the lone-Esc timeout.
struct KeyDecoder: Sendable {
    /// The start of a key whose bytes have not all arrived.
    private var pending: [UInt8] = []
    /// Inside a bracketed paste: its bytes so far, end marker excluded.
    private var pasteBytes: [UInt8] = []
    private var inPaste = false

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    // A CSI longer than this is no key a terminal sends; cutting it off keeps `pending` bounded.
    private static let longestSequence = 32

    /// Whether bytes are held back: an unfinished key, or a paste not yet ended.
    var isPending: Bool { !pending.isEmpty || inPaste }

    /// The keys complete once `bytes` are added to what was pending.
    mutating func feed(_ bytes: [UInt8]) -> [Key] {
        var input = pending.isEmpty ? bytes : pending + bytes
        pending = []
        var keys: [Key] = []
        // Printable scalars in a row are collected first so a letter and its combining marks,
        // arriving in one read, become one `Character`.
        var text = ""
        var index = 0
        while index < input.count {
            if inPaste {
                guard let rest = continuePaste(input[index...], into: &keys) else { break }
                input = rest
                index = 0
                continue
            }
            switch Self.decode(input, at: index) {
            case .incomplete:
                pending = Array(input[index...])
                index = input.count
            case .text(let scalar, let length):
                text.unicodeScalars.append(scalar)
                index += length
            case .key(let key, let length):
                Self.emit(&text, into: &keys)
                keys.append(key)
                index += length
            case .pasteStart(let length):
                Self.emit(&text, into: &keys)
                inPaste = true
                index += length
            }
        }
        Self.emit(&text, into: &keys)
        return keys
    }

    /// Called when no byte came within the lone-Esc timeout: a pending lone `ESC` was the Escape
    /// key. Any other unfinished sequence or character is `.unknown` rather than its bytes as
    /// keys, so half of a sequence never runs a command. An open paste stays open: pasted text
    /// must not turn into keys because the terminal paused.
    mutating func flush() -> [Key] {
        guard !inPaste, !pending.isEmpty else { return [] }
        defer { pending = [] }
        return pending == [Self.escape] ? [.escape] : [.unknown]
    }

    // MARK: - Paste

    /// Adds `bytes` to the open paste; when its end marker has come, emits the paste and returns
    /// the bytes after the marker (to decode as keys), else nil.
    private mutating func continuePaste(_ bytes: ArraySlice<UInt8>, into keys: inout [Key]) -> [UInt8]? {
        // The marker may have begun in an earlier feed: search from just before the new bytes.
        let searchFrom = max(0, pasteBytes.count - (Self.pasteEnd.count - 1))
        pasteBytes.append(contentsOf: bytes)
        guard let end = Self.firstIndex(of: Self.pasteEnd, in: pasteBytes, from: searchFrom) else { return nil }
        let text = Self.pasteText(pasteBytes[..<end])
        if !text.isEmpty { keys.append(.paste(text)) }
        let rest = Array(pasteBytes[(end + Self.pasteEnd.count)...])
        pasteBytes = []
        inPaste = false
        return rest
    }

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        var index = start
        while index <= bytes.count - marker.count {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }

    /// Pasted bytes as text: line breaks (terminals paste them as `\r`) become `\n`, tabs stay,
    /// other control characters go, so nothing pasted can move the cursor or start a sequence.
    /// Invalid UTF-8 becomes U+FFFD: a paste is text whatever its bytes.
    private static func pasteText(_ bytes: ArraySlice<UInt8>) -> String {
        var text = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x0D: text.append("\n")
            case 0x0A where afterReturn: break
            case 0x0A, 0x09: text.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: break
            default: text.append(scalar)
            }
            afterReturn = scalar.value == 0x0D
        }
        return String(text)
    }

    private static func emit(_ text: inout String, into keys: inout [Key]) {
        guard !text.isEmpty else { return }
        keys.append(contentsOf: text.map { Key.character($0) })
        text = ""
    }

    // MARK: - One key

    /// What the bytes at `index` start: `length` is how many bytes it takes.
    private enum Unit {
        case incomplete
        case text(Unicode.Scalar, length: Int)
        case key(Key, length: Int)
        case pasteStart(length: Int)
    }

    private static func decode(_ input: [UInt8], at index: Int) -> Unit {
        let byte = input[index]
        switch byte {
        case escape: return decodeEscape(input, at: index)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x20...0x7E: return .text(Unicode.Scalar(byte), length: 1)
        case 0x80...0xFF: return decodeUTF8(input, at: index)
        default: return .key(.unknown, length: 1)  // NUL, Ctrl-\ … Ctrl-_
        }
    }

    private static func decodeEscape(_ input: [UInt8], at index: Int) -> Unit {
        guard index + 1 < input.count else { return .incomplete }
        switch input[index + 1] {
        case UInt8(ascii: "["): return decodeCSI(input, at: index)
        case UInt8(ascii: "O"): return decodeSS3(input, at: index)
        // Escape pressed twice, or Escape then a sequence: this one is the key.
        case escape: return .key(.escape, length: 1)
        default:
            // ESC before a key is Alt with that key, which means nothing here.
            switch decode(input, at: index + 1) {
            case .incomplete: return .incomplete
            case .text(_, let length), .key(_, let length), .pasteStart(let length): return .key(.unknown, length: 1 + length)
            }
        }
    }

    /// `ESC [`, parameter bytes, intermediate bytes, one final byte (ECMA-48).
    private static func decodeCSI(_ input: [UInt8], at index: Int) -> Unit {
        var end = index + 2
        while end < input.count {
            let byte = input[end]
            let length = end - index + 1
            switch byte {
            case 0x20...0x3F:
                if length >= longestSequence { return .key(.unknown, length: length) }
                end += 1
            case 0x40...0x7E:
                return csiKey(parameters: input[(index + 2)..<end], final: byte, length: length)
            default:
                // Not part of a sequence: what came before it was a broken one.
                return .key(.unknown, length: end - index)
            }
        }
        return .incomplete
    }

    private static func csiKey(parameters: ArraySlice<UInt8>, final: UInt8, length: Int) -> Unit {
        // Modifiers come as further fields (`1;5A` is Ctrl-Up); the key is the same key.
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard let first = number(fields.first ?? parameters) else { return .key(.unknown, length: length) }
        switch final {
        case UInt8(ascii: "A"): return .key(.up, length: length)
        case UInt8(ascii: "B"): return .key(.down, length: length)
        case UInt8(ascii: "C"): return .key(.right, length: length)
        case UInt8(ascii: "D"): return .key(.left, length: length)
        case UInt8(ascii: "H"): return .key(.home, length: length)
        case UInt8(ascii: "F"): return .key(.end, length: length)
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: return .key(.home, length: length)
            case 4, 8: return .key(.end, length: length)
            case 3: return .key(.delete, length: length)
            case 5: return .key(.pageUp, length: length)
            case 6: return .key(.pageDown, length: length)
            case 200: return .pasteStart(length: length)
            default: return .key(.unknown, length: length)
            }
        default: return .key(.unknown, length: length)
        }
    }

    /// A field of decimal digits (empty means the default, 1); nil for anything else, such as
    /// the `<` and `?` of mouse reports and private modes.
    private static func number(_ field: ArraySlice<UInt8>) -> Int? {
        guard !field.isEmpty else { return 1 }
        guard field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// `ESC O` and one byte: what cursor keys send in application mode.
    private static func decodeSS3(_ input: [UInt8], at index: Int) -> Unit {
        guard index + 2 < input.count else { return .incomplete }
        switch input[index + 2] {
        case UInt8(ascii: "A"): return .key(.up, length: 3)
        case UInt8(ascii: "B"): return .key(.down, length: 3)
        case UInt8(ascii: "C"): return .key(.right, length: 3)
        case UInt8(ascii: "D"): return .key(.left, length: 3)
        case UInt8(ascii: "H"): return .key(.home, length: 3)
        case UInt8(ascii: "F"): return .key(.end, length: 3)
        case UInt8(ascii: "M"): return .key(.enter, length: 3)  // keypad Enter
        case 0x40...0x7E: return .key(.unknown, length: 3)
        default: return .key(.unknown, length: 2)
        }
    }

    /// One UTF-8 encoded scalar; a malformed one is `.unknown` and decoding goes on at the first
    /// byte that cannot belong to it.
    private static func decodeUTF8(_ input: [UInt8], at index: Int) -> Unit {
        let lead = input[index]
        let length: Int, value: UInt32, smallest: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value, smallest) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, value, smallest) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, value, smallest) = (4, UInt32(lead & 0x07), 0x10000)
        default: return .key(.unknown, length: 1)
        }
        var scalarValue = value
        for offset in 1..<length {
            guard index + offset < input.count else { return .incomplete }
            let byte = input[index + offset]
            guard byte & 0xC0 == 0x80 else { return .key(.unknown, length: offset) }
            scalarValue = scalarValue << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not text.
        guard scalarValue >= smallest, let scalar = Unicode.Scalar(scalarValue) else { return .key(.unknown, length: length) }
        // C1 controls (U+0080…U+009F) would act on the terminal if echoed.
        return scalarValue < 0xA0 ? .key(.unknown, length: length) : .text(scalar, length: length)
    }
}
