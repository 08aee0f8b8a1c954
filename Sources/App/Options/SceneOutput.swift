/// The output a command asked for, resolved against the terminal: what every scene's factory in
/// `Composition` takes to choose its presenter (the format) and lay text out (colour, width).
struct SceneOutput<Format: OutputFormat>: Sendable {
    var format: Format
    var colors: Bool
    var width: Int

    /// Plain text of the scene's first format, 80 columns: for a scene a command runs on the side
    /// (`--explain` on `list`, whose own `--format` is the list's).
    static var plain: SceneOutput { SceneOutput(format: Format.standard(toTerminal: false), colors: false, width: 80) }
}
