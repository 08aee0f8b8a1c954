/// How the inbox compares text case-insensitively: one rule for every store.
public enum TextFold {
    /// The comparison key of `text`: lower-cased, so "Aiko" and "AIKO" are one name,
    /// and titles sort A→Z by the key's code points.
    public static func key(_ text: String) -> String {
        text.lowercased()
    }

    /// Whether `haystack` contains `needle` ignoring case; the reference for `--search`.
    public static func contains(_ haystack: String, _ needle: String) -> Bool {
        key(haystack).contains(key(needle))
    }
}
