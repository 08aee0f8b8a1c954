/// The rule for saved filter names: short, and safe to type unquoted in a shell.
public enum FilterName {
    /// Longest name accepted.
    public static let maximumLength = 64

    /// `name` when valid, else the error to show.
    public static func validated(_ name: String) throws(ThreadsError) -> String {
        guard !name.isEmpty, name.count <= maximumLength,
              let first = name.unicodeScalars.first, first.properties.isAlphabetic || first.properties.numericType != nil,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.".unicodeScalars.contains($0) })
        else {
            throw .invalidFilterName(name: name, maximumLength: maximumLength)
        }
        return name
    }
}
