import Domain
import Logging
import Presentation

/// The service's wiring of the scenes: each route asks it for a scene's interactor, in the scene's
/// format (`json`, the API's, unless a page asks for `html`), showing on the route's own view. One
/// `Scenes+<Scene>.swift` per scene, each a factory that switches on the format as the CLI's
/// `Composition+<Scene>.swift` does.
struct Scenes: Sendable {
    /// The width of a scene's text, should a route ask for it (none does today; the switch is whole).
    static let textWidth = 80

    let environment: ServerEnvironment
    /// The one reader of the change log that every `/v1/events` stream listens to.
    let events: ChangeBroadcaster
    /// The imports running now, and how many may.
    let imports: ImportGate
    /// The page's signed-in browsers.
    let sessions: PageSessions

    /// - Parameter logger: where the change log's reader says it cannot read (the service's log).
    init(environment: ServerEnvironment, logger: Logger = Logger(label: "threads-server", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.environment = environment
        events = ChangeBroadcaster(settings: environment.settings, logger: logger)
        imports = ImportGate(limit: environment.settings.concurrentImports)
        let clock = environment.clock
        sessions = PageSessions(now: { clock.now() })
    }
}
