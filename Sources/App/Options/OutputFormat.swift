import ArgumentParser

/// A scene's `Format` (declared in Presentation, beside the scene) as the command line knows it:
/// its values for `--format`, and the one in force when none is given. Each scene's conformance
/// is in its wiring file, `Composition+<Scene>.swift`.
protocol OutputFormat: RawRepresentable<String>, CaseIterable, ExpressibleByArgument, Equatable, Sendable {
    /// The format without `--format`: on a terminal (`toTerminal`) or piped.
    static func standard(toTerminal: Bool) -> Self
    /// How `--help` words that default.
    static var defaultHelp: String { get }
}

extension OutputFormat {
    static var defaultHelp: String { standard(toTerminal: true).rawValue }
    /// The values `--help` lists, without argument-parser's default (see `ArgumentValues`).
    public static var allValueStrings: [String] { ArgumentValues.rawValues(of: Self.self) }
    public static var allValueDescriptions: [String: String] { [:] }
}
