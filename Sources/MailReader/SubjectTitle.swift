import Foundation

/// A thread's title from its oldest message's subject: reply and forward markers taken off
/// the front, however many (`Re: Re[2]: Fwd:`), in the languages mail is written in.
public enum SubjectTitle {
    /// The title when the subject is empty once the markers are off.
    public static let none = "(no subject)"

    private static let markers = ["re", "fwd", "fw", "aw", "sv", "antw", "返信", "転送"]

    public static func title(_ subject: String) -> String {
        var rest = Substring(subject).drop(while: \.isWhitespace)
        while let after = markerEnd(rest) {
            rest = after.drop(while: \.isWhitespace)
        }
        let title = rest.trimmingCharacters(in: .whitespacesAndNewlines)
        return title.isEmpty ? none : title
    }

    /// What follows a marker at the start of `text` (`Re:`, `RE[2]:`, `Fwd(3)：`), or nil.
    private static func markerEnd(_ text: Substring) -> Substring? {
        for marker in markers {
            guard text.count > marker.count, text.prefix(marker.count).lowercased() == marker else { continue }
            var rest = text.dropFirst(marker.count)
            // A count in brackets, as some mailers number replies.
            if let open = rest.first, open == "[" || open == "(", let close = rest.firstIndex(of: open == "[" ? "]" : ")"),
               rest[rest.index(after: rest.startIndex)..<close].allSatisfy(\.isNumber) {
                rest = rest[rest.index(after: close)...]
            }
            rest = rest.drop { $0 == " " }
            if rest.first == ":" || rest.first == "：" { return rest.dropFirst() }
        }
        return nil
    }
}
