import Foundation

/// A list of mail ids as the JSON array SQLite reads with `json_each`: the `refs` column, and the
/// ids a mail import asks about in one statement.
///
/// Written by `JSONEncoder`, which gives the same bytes `JSONSerialization` gave for an array of
/// strings (the escapes, and `/` left as it is) at under a third of its cost: `JSONSerialization`
/// boxes each string as `Any` and casts it back, about 13 µs a list of three ids against 4 µs, and
/// a mail import writes one list for nearly every message (docs/performance-notes.md).
enum IDListJSON {
    /// The array's UTF-8 bytes.
    static func data(_ ids: [String]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return try encoder.encode(ids)
    }

    /// The ids in `text`, or nil if it is not a JSON array of strings.
    ///
    /// Read by `JSONSerialization`: `show` reads a few lists once, and `JSONDecoder`'s first use in
    /// a process costs more than all of them (a thread's `show` at 1,000,000 messages: 29.38M
    /// instructions this way, 29.61M with `JSONDecoder`; callgrind).
    static func ids(_ text: String) -> [String]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String]
    }
}
