/// The rule for saved filter names: short, and safe to type unquoted in a shell. Token names
/// follow it too (`CreateToken`), with their own error.
public enum FilterName {
    /// Longest name accepted.
    public static let maximumLength = 64

    /// `name` when valid, else the error to show.
    public static func validated(_ name: String) throws(ThreadsError) -> String {
        guard isValid(name) else { throw .invalidFilterName(name: name, maximumLength: maximumLength) }
        return name
    }

    /// Whether `name` is 1 to `maximumLength` letters, digits, `-`, `_` or `.`, starting with a
    /// letter or digit.
    public static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= maximumLength,
              let first = name.unicodeScalars.first, first.properties.isAlphabetic || first.properties.numericType != nil
        else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.".unicodeScalars.contains($0) }
    }
}
