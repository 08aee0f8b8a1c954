import Domain
import Foundation
import Words

/// The `next` of a list page: opaque to clients, and bound to the query, `all` and sort it was
/// made for, so using it with another is a 400 rather than a page of something else.
///
/// It holds the position as an offset for now; a keyset position (the last row's sort key and
/// id), which stays put while threads arrive in front of it, is the next step (docs/serve.md).
enum ListCursor {
    /// What a list page selects, as the parameters gave it.
    struct Selection: Equatable {
        var query: String
        var all: Bool
        var sort: ThreadSort?

        /// The query (everything when empty) with `all`'s scope, as `list QUERY [--all]` reads it.
        func filter() throws -> ThreadFilter {
            let scope = ThreadFilter(flags: FilterFlags(archive: all ? .all : .active, mute: all ? .all : .unmuted))
            guard !query.isEmpty else { return scope }
            do {
                return ThreadFilter(try QueryParser.parse(query)).adding(scope)
            } catch {
                throw ThreadsError.badQuery(error)
            }
        }

        /// A short fingerprint of the selection (`ContentHash`), which the cursor carries.
        var fingerprint: String {
            String(ContentHash.of("\(query)\u{1}\(all)\u{1}\(sort?.rawValue ?? "")"), radix: 16)
        }
    }

    static func cursor(offset: Int, for selection: Selection) -> String {
        Data("\(offset).\(selection.fingerprint)".utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// Where `cursor` points, when it was made for `selection`.
    static func offset(_ cursor: String, for selection: Selection) throws -> Int {
        var base64 = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else {
            throw Problem.badRequest(ServiceWords.badCursor)
        }
        let parts = text.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let offset = Int(parts[0]), offset >= 0 else { throw Problem.badRequest(ServiceWords.badCursor) }
        guard parts[1] == selection.fingerprint else { throw Problem.badRequest(ServiceWords.cursorOfAnotherQuery) }
        return offset
    }
}
