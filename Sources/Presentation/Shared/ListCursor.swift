import Domain
import Foundation

/// The `next` of a list page (the service's, and a page's link to the next): opaque to clients,
/// and bound to the query, `all` and sort it was made for, so using it with another is refused
/// rather than answered with a page of something else.
///
/// It holds a keyset position (`SortPosition`): the page's last thread's sort key and id. The
/// next page starts after that place in the order, wherever the threads before it now are, so
/// a thread added or changed in front of it neither repeats nor pushes anything off the page.
public enum ListCursor {
    /// Why a cursor was refused; the ring words it.
    public enum Refusal: Error, Equatable {
        /// Not a cursor this program made.
        case notACursor
        /// A cursor of another query, `all` or sort.
        case anotherSelection
    }

    /// What a list page selects, as the parameters gave it.
    public struct Selection: Equatable, Sendable {
        public var query: String
        public var all: Bool
        public var sort: ThreadSort?

        public init(query: String, all: Bool, sort: ThreadSort?) {
            self.query = query
            self.all = all
            self.sort = sort
        }

        /// The query (everything when empty) with `all`'s scope, as `list QUERY [--all]` reads it.
        public func filter() throws -> ThreadFilter {
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

    /// The cursor of the page after `position`: base64url of the selection's fingerprint, the
    /// id, and the key as a one-letter kind and its value, `.`-separated; the key comes last,
    /// as a title may hold any character.
    public static func cursor(after position: SortPosition, for selection: Selection) -> String {
        let key: String
        switch position.key {
        case .activity(let at): key = "a" + String(milliseconds(at))
        case .title(let title): key = "t" + title
        case .unread(let count): key = "u" + String(count)
        }
        return Base64URL.encode("\(selection.fingerprint).\(position.id.rawValue).\(key)".utf8)
    }

    /// Where `cursor` says the page starts, when it was made for `selection`.
    public static func position(_ cursor: String, for selection: Selection) throws -> SortPosition {
        guard let bytes = Base64URL.decode(cursor), let text = String(validating: bytes, as: UTF8.self) else {
            throw Refusal.notACursor
        }
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let id = Int64(parts[1]), id > 0, let kind = parts[2].first else { throw Refusal.notACursor }
        let value = parts[2].dropFirst()
        let key: SortPosition.Key
        switch kind {
        case "a":
            guard let millis = Int64(value), (-maximumMilliseconds...maximumMilliseconds).contains(millis) else { throw Refusal.notACursor }
            key = .activity(Date(timeIntervalSince1970: Double(millis) / 1000))
        case "t": key = .title(String(value))
        case "u":
            guard let count = Int(value), count >= 0 else { throw Refusal.notACursor }
            key = .unread(count)
        default: throw Refusal.notACursor
        }
        guard parts[0] == selection.fingerprint else { throw Refusal.anotherSelection }
        return SortPosition(key: key, id: ThreadID(id))
    }

    /// The widest time a cursor holds, in milliseconds from 1970: 2^53, so every one is exact
    /// as a `Date` and back (some 285,000 years either way; every stored time is whole milliseconds).
    private static let maximumMilliseconds: Int64 = 1 << 53

    /// `date` in whole milliseconds, within the cursor's range.
    private static func milliseconds(_ date: Date) -> Int64 {
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        guard millis.isFinite else { return 0 }
        return Int64(min(max(millis, -Double(maximumMilliseconds)), Double(maximumMilliseconds)))
    }
}
