import ArgumentParser
import Presentation

/// `--format` and `--color`: the one option group every scene's commands take, over the scene's
/// own `Format` (`OutputOptions<ThreadList.Format>` on `list`, `OutputOptions<InboxReport.Format>`
/// on `stats`), so a scene's output is chosen the same way everywhere and its factory always
/// gets it (docs/architecture.md, "Choosing the output").
struct OutputOptions<Format: OutputFormat>: ParsableArguments {
    // argument-parser lists the values itself.
    @Option(help: ArgumentHelp("Output format (default: \(Format.defaultHelp)).", valueName: "format"))
    var format: Format?

    /// Optional for the reason `ListCommand.limit` is: no default for argument-parser to describe.
    @Option(help: "Colour: auto (the default: on a terminal unless NO_COLOR is set), always or never.")
    var color: ColorChoice?

    /// `--json`, the spelling `stats` and `db check` had before `--format`: kept for scripts.
    @Flag(name: .customLong("json"), help: .hidden)
    var json = false

    /// The format, colour and width in force for this run.
    func resolved(_ environment: AppEnvironment) throws -> SceneOutput<Format> {
        var chosen = format ?? Format.standard(toTerminal: environment.stdoutIsTerminal)
        if json {
            guard let asJSON = Format(rawValue: "json") else { throw CommandError.usage("this command has no json output; --format takes \(Format.allCases.map(\.rawValue).joined(separator: ", "))") }
            if let format, format != asJSON { throw CommandError.usage("give --json or --format, not both") }
            chosen = asJSON
        }
        return SceneOutput(format: chosen, colors: colors(environment), width: width(environment))
    }

    /// Whether to colour: `always` forces, `never` forbids, `auto` asks for a terminal and no `NO_COLOR`.
    private func colors(_ environment: AppEnvironment) -> Bool {
        switch color ?? .auto {
        case .always: return true
        case .never: return false
        case .auto: return environment.stdoutIsTerminal && environment.variables["NO_COLOR"] == nil
        }
    }

    /// The width to lay text out for: `COLUMNS`, else the terminal's, else 80.
    private func width(_ environment: AppEnvironment) -> Int {
        if let columns = environment.variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return environment.terminalColumns ?? 80
    }
}

/// The `--color` values.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never

    static var allValueStrings: [String] { ArgumentValues.rawValues(of: Self.self) }
    static var allValueDescriptions: [String: String] { [:] }
}
