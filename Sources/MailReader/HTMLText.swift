import Foundation

/// HTML-only mail as text: block elements become line breaks, runs of white space one space,
/// entities their characters; `script`, `style` and `head` are dropped, as are comments.
enum HTMLText {
    /// Elements that start and end a block: a line break on either side.
    private static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "div", "dl", "dt", "dd", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
        "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "tr", "ul",
    ]
    /// Elements whose content is not text to read.
    private static let hidden: Set<String> = ["script", "style", "head", "title"]

    static func text(_ html: String) -> String {
        var lines: [String] = []
        var line = ""
        var pendingSpace = false
        func breakLine() {
            lines.append(line)
            line = ""
            pendingSpace = false
        }
        var rest = Substring(html)
        while let next = rest.first {
            if next == "<" {
                if rest.hasPrefix("<!--") {
                    rest = rest.range(of: "-->").map { rest[$0.upperBound...] } ?? ""
                    continue
                }
                guard let close = rest.firstIndex(of: ">") else { break }
                let tag = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
                let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
                if hidden.contains(name), !tag.hasPrefix("/") {
                    rest = rest.range(of: "</\(name)", options: .caseInsensitive).map { rest[$0.lowerBound...] } ?? ""
                } else if name == "br" || blocks.contains(name) {
                    if name == "br" || !line.isEmpty { breakLine() }
                }
                continue
            }
            rest = rest.dropFirst()
            if next.isWhitespace {
                pendingSpace = !line.isEmpty
                continue
            }
            var piece = String(next)
            if next == "&", let (decoded, after) = HTMLEntity.decode(rest) {
                piece = decoded
                rest = after
            }
            if pendingSpace { line += " " }
            pendingSpace = false
            line += piece
        }
        if !line.isEmpty { breakLine() }
        // At most one blank line in a row, none at either end.
        var kept: [String] = []
        for text in lines.map({ $0.replacingOccurrences(of: "\u{A0}", with: " ").trimmingCharacters(in: .whitespaces) }) {
            if text.isEmpty, kept.last?.isEmpty ?? true { continue }
            kept.append(text)
        }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }
}
