#if Postgres
import Foundation

/// Mail's references where a statement takes one text per message (an `unnest` of arrays, or
/// a COPY row): a JSON array of the stored (`PostgresText`) ids, which has no NUL for `json`
/// to refuse, turned back into `text[]` by the statement.
enum MailIDs {
    /// The JSON text for `references`, or nil for none.
    static func column(_ references: [String]) -> String? {
        guard !references.isEmpty else { return nil }
        // An array of strings always serialises.
        return (try? JSONSerialization.data(withJSONObject: references.map(PostgresText.encode), options: [.withoutEscapingSlashes]))
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// SQL turning the text `expression` (`column`'s, or empty or NULL for none) into `text[]` or NULL.
    static func array(_ expression: String) -> String {
        "CASE WHEN coalesce(\(expression), '') = '' THEN NULL ELSE ARRAY(SELECT json_array_elements_text(\(expression)::json)) END"
    }
}
#endif
