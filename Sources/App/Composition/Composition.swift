import Data
import Domain
import Foundation
import Presentation

/// The composition root: the one place that wires Data into Domain into Presentation. Commands
/// ask it for a scene's interactor (one `Composition+<Scene>.swift` per scene); tests build it
/// with their own environment.
struct Composition: Sendable {
    /// What varies between a real run and a test.
    let environment: AppEnvironment
    /// Where the views put output until the command succeeds.
    let buffer: OutputBuffer

    /// Opens the store the options and environment point at; `offThread` for a program that
    /// stays and reads while it waits for keys (`StoreLocation.offThread`), `inspecting` for a
    /// check that reports what it finds (`StoreLocation.inspecting`).
    func store(_ global: GlobalOptions, offThread: Bool = false, inspecting: Bool = false) throws -> any DataStore {
        var location = try location(global)
        location.offThread = offThread
        location.inspecting = inspecting
        return try environment.openStore(location)
    }

    func location(_ global: GlobalOptions) throws -> StoreLocation {
        try DatabaseLocator.locate(option: global.database, variables: environment.variables)
    }

    /// Who "I" am (docs/team.md): `--as NAME`, else `$THREADS_USER`, else the login name. The
    /// one place the CLI learns it; scenes are handed the answer. `--as` with no name is refused.
    func me(_ global: GlobalOptions) throws -> Person {
        if let name = global.person { return try Person.named(name) }
        let variables = environment.variables
        return Person(variables["THREADS_USER"] ?? variables["USER"] ?? variables["LOGNAME"] ?? "me")
    }

    /// The author of what `post` and `new` write: `--from`, else me.
    func author(_ from: String?, _ global: GlobalOptions) throws -> String {
        try from ?? me(global).name
    }

    /// The terminal view every scene prints on; `colors` picks styled or plain text.
    func view(colors: Bool) -> TerminalView {
        TerminalView(buffer: buffer, renderer: StyledTextRenderer(colors: colors))
    }
}
