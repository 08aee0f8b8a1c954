import ArgumentParser
import Presentation

/// `--format` and `--color`, for commands that print lists.
struct OutputOptions: ParsableArguments {
    @Option(help: "Output format: table, tsv or json (default: table on a terminal, tsv otherwise).")
    var format: ThreadList.Format?

    @Option(help: "Colour: auto, always or never (auto: on a terminal unless NO_COLOR is set).")
    var color: ColorChoice = .auto

    /// The format in force.
    func resolvedFormat(_ environment: AppEnvironment) -> ThreadList.Format {
        format ?? (environment.stdoutIsTerminal ? .table : .tsv)
    }

    /// Whether to colour: `always` forces, `never` forbids, `auto` asks for a terminal and no `NO_COLOR`.
    func colors(_ environment: AppEnvironment) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return environment.stdoutIsTerminal && environment.variables["NO_COLOR"] == nil
        }
    }

    /// The width to lay tables out for: `COLUMNS`, else the terminal's, else 80.
    func width(_ environment: AppEnvironment) -> Int {
        if let columns = environment.variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return environment.terminalColumns ?? 80
    }
}

/// The `--color` values.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never
}

extension ThreadList.Format: ExpressibleByArgument {}
