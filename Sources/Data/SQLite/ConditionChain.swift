import GRDB

/// Conditions joined by `AND` or `OR` so that SQLite can parse any number of them.
///
/// SQLite reads `a OR b OR c …` as a tree one level deeper for each part and refuses one over
/// 1000 levels ("Expression tree is too large"); and its parser keeps, on a stack of 100 entries
/// in Debian 12's library, an entry for each open parenthesis and the parts before it
/// ("parser stack overflow"). So a chain of more than `width` parts is written as one level of
/// parenthesized blocks, about √n of about √n parts each (a thousand: 32 of 32), whatever its
/// length; and its part that nests deepest goes first, outside the blocks, where its
/// parentheses cost the stack least. The order of `and`'s and `or`'s parts means nothing to the
/// answer; a chain of `width` parts or fewer, as every query a person writes and every flag has,
/// is written as given.
enum ConditionChain {
    /// The most parts written side by side as given.
    static let width = 16

    /// `parts` joined by `separator` (` AND ` or ` OR `), each part already parenthesized where
    /// it is compound; their values in the order of the text.
    static func join(_ parts: [BoundSQL], _ separator: String) -> BoundSQL {
        let items = grouped(parts, separator)
        return BoundSQL(sql: items.map(\.sql).joined(separator: separator), values: items.flatMap(\.values))
    }

    /// `parts` as the items that, joined by `separator`, say what they say joined: themselves up
    /// to `width` of them, else the deepest and the blocks of the others. For a caller that adds
    /// a few conditions of its own to the chain.
    static func grouped(_ parts: [BoundSQL], _ separator: String) -> [BoundSQL] {
        guard parts.count > width, let deepest = parts.indices.max(by: { depth(parts[$0].sql) < depth(parts[$1].sql) }) else { return parts }
        var rest = parts
        let first = rest.remove(at: deepest)
        let size = Int(Double(rest.count).squareRoot().rounded(.up))
        return [first] + stride(from: 0, to: rest.count, by: size).map { start in
            let block = rest[start..<min(start + size, rest.count)]
            return BoundSQL(sql: "(" + block.map(\.sql).joined(separator: separator) + ")", values: block.flatMap(\.values))
        }
    }

    /// How deeply `sql` nests parentheses. Values are bound, never in the text, so every
    /// parenthesis is SQL's.
    static func depth(_ sql: String) -> Int {
        var deepest = 0, current = 0
        for byte in sql.utf8 {
            if byte == UInt8(ascii: "(") {
                current += 1
                deepest = max(deepest, current)
            } else if byte == UInt8(ascii: ")") {
                current -= 1
            }
        }
        return deepest
    }
}
