/// Swift source with its comments and string literals (raw, multi-line and interpolated ones
/// too) turned into spaces, byte for byte, and every non-ASCII byte a space as well: what is left
/// is ASCII code whose offsets are the UTF-8 offsets of the original text, so a brace or a
/// declaration found in it is code and names the same place in the file.
enum CodeBlanking {
    static func blank(_ text: String) -> String {
        var lexer = Lexer(Array(text.utf8))
        lexer.code(interpolation: false)
        return String(decoding: lexer.out, as: UTF8.self)
    }
}

private struct Lexer {
    let input: [UInt8]
    var out: [UInt8]
    var index = 0

    init(_ input: [UInt8]) {
        self.input = input
        out = input.map { $0 < 0x80 ? $0 : 0x20 }
    }

    private func at(_ literal: String, _ offset: Int = 0) -> Bool {
        let start = index + offset
        let wanted = Array(literal.utf8)
        return start + wanted.count <= input.count && Array(input[start..<start + wanted.count]) == wanted
    }

    private func hashes(from start: Int) -> Int {
        var end = start
        while end < input.count, input[end] == UInt8(ascii: "#") { end += 1 }
        return end - start
    }

    private mutating func blank(_ range: Range<Int>) {
        for offset in range where input[offset] != UInt8(ascii: "\n") { out[offset] = UInt8(ascii: " ") }
    }

    /// Reads code to the end, or (in an interpolation) past the `)` that closes it.
    mutating func code(interpolation: Bool) {
        var depth = 0
        while index < input.count {
            let byte = input[index]
            let pounds = hashes(from: index)
            if at("//") {
                let start = index
                while index < input.count, input[index] != UInt8(ascii: "\n") { index += 1 }
                blank(start..<index)
            } else if at("/*") {
                blockComment()
            } else if index + pounds < input.count, input[index + pounds] == UInt8(ascii: "\"") {
                string(pounds: pounds)
            } else if interpolation, byte == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if interpolation, byte == UInt8(ascii: ")") {
                index += 1
                if depth == 0 { return }
                depth -= 1
            } else {
                index += max(pounds, 1)
            }
        }
    }

    /// A `/* … */` comment; they nest.
    private mutating func blockComment() {
        let start = index
        var depth = 0
        while index < input.count {
            if at("/*") { depth += 1; index += 2 } else if at("*/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else { index += 1 }
        }
        blank(start..<index)
    }

    /// A string literal with `pounds` leading `#`, at `index`; the whole literal is blanked.
    private mutating func string(pounds: Int) {
        let start = index
        let close = String(repeating: "#", count: pounds)
        let multiLine = at("\"\"\"", pounds)
        index += pounds + (multiLine ? 3 : 1)
        while index < input.count {
            if input[index] == UInt8(ascii: "\\"), hashes(from: index + 1) >= pounds {
                index += 1 + pounds
                if index < input.count, input[index] == UInt8(ascii: "(") {
                    index += 1
                    code(interpolation: true)
                } else {
                    index += 1
                }
            } else if multiLine, at("\"\"\"" + close) {
                index += 3 + pounds
                break
            } else if !multiLine, at("\"" + close) {
                index += 1 + pounds
                break
            } else if !multiLine, input[index] == UInt8(ascii: "\n") {
                break
            } else {
                index += 1
            }
        }
        blank(start..<min(index, input.count))
    }
}
