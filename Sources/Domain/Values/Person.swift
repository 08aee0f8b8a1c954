import Foundation

/// A person of a shared inbox: a name, and the same person whatever its case ("Aiko" is
/// "AIKO"), as `with:` compares names. Each ring finds its person once, at its edge (the CLI's
/// `--as`, the service's token), and hands it in: no use case asks the environment who it is.
public struct Person: Hashable, Sendable, CustomStringConvertible {
    /// As first written: what a message posted by this person carries as its author.
    public let name: String
    /// `TextFold.key(name)`: what two spellings of one person share.
    public let key: String

    public init(_ name: String) {
        self.name = name
        self.key = TextFold.key(name)
    }

    public var description: String { name }

    /// The person `name` names, trimmed; `missingPerson` when it names no one.
    ///
    /// Trimmed of what Foundation's `.whitespaces` holds (spaces of every kind, the tab, and the
    /// zero-width space, which Unicode once called a space), by the scalars' own properties:
    /// `trimmingCharacters(in:)` goes through `NSString`, whose first use cost `--as NAME` 0.9M
    /// instructions, a tenth of another person's list (callgrind).
    public static func named(_ name: String) throws -> Person {
        let scalars = name.unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }),
              !scalars[first...last].contains(where: { $0.properties.generalCategory == .control })
        else { throw ThreadsError.missingPerson }
        return Person(String(scalars[first...last]))
    }

    /// Whether `name` names this person (any case).
    public func isNamed(_ name: String) -> Bool { TextFold.key(name) == key }

    public static func == (lhs: Person, rhs: Person) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
