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
    /// Who "I" am for this command (docs/team.md): `--as NAME`, else `$THREADS_USER`, else the
    /// login name. The one place the CLI learns it, once a command, which is one person's; every
    /// scene that answers as someone is wired with it (`StoreThreadRepository(viewer:)`).
    let me: Person
    /// `me` with whom the inbox takes as its first person if it has none yet: the person this
    /// login is without `--as` (docs/architecture.md, "A team's inbox").
    let viewer: Viewer

    /// - Parameter named: `--as`, as given; a blank one is refused (`missingPerson`).
    init(environment: AppEnvironment, buffer: OutputBuffer, as named: String? = nil) throws {
        self.environment = environment
        self.buffer = buffer
        let variables = environment.variables
        let own = Person(variables["THREADS_USER"] ?? variables["USER"] ?? variables["LOGNAME"] ?? "me")
        me = try named.map(Person.named) ?? own
        viewer = Viewer(me, firstPerson: own)
    }

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

    /// The author of what `post` and `new` write: `--from`, else me.
    func author(_ from: String?) -> String {
        from ?? me.name
    }

    /// The terminal view every scene prints on; `colors` picks styled or plain text.
    func view(colors: Bool) -> TerminalView {
        TerminalView(buffer: buffer, renderer: StyledTextRenderer(colors: colors))
    }
}
