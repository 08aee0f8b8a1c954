import Foundation

/// A tag's name, checked: 1–64 characters after trimming, letters of any script, digits and
/// `-` `_` `.` `/`, not starting with `-` or `+` (those say "add" and "remove" on the command
/// line). Tags compare by `key`, so `Work` and `work` are one tag, shown as first written.
public struct TagName: Hashable, Sendable, CustomStringConvertible {
    /// Longest name accepted, in characters.
    public static let maximumLength = 64

    /// As written (trimmed): what the list shows when this spelling came first.
    public let text: String
    /// What two names are compared by (`TextFold.key`): one rule for every store.
    public var key: String { TextFold.key(text) }
    public var description: String { text }

    /// `name` trimmed, when it is a tag's name; else `ThreadsError.invalidTagName` naming it as typed.
    public init(validating name: String) throws(ThreadsError) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        guard Self.isValid(trimmed) else { throw .invalidTagName(name: name) }
        text = trimmed
    }

    /// Whether `name` (already trimmed) is a tag's name.
    public static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= maximumLength, let first = name.unicodeScalars.first, first != "-", first != "+" else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "-_./".unicodeScalars.contains(scalar)
                // Marks that letters carry (a combining accent, a Devanagari vowel sign).
                || scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark
        }
    }

    /// Equal when their keys are: the same tag however it is written.
    public static func == (lhs: TagName, rhs: TagName) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// Sorting tags for display: by key, then as written (so the order is total and stable).
public extension Sequence where Element == String {
    /// The names in the order every ring shows them: by `TextFold.key`, ties by their text.
    func sortedAsTags() -> [String] {
        sorted { (TextFold.key($0), $0) < (TextFold.key($1), $1) }
    }
}
