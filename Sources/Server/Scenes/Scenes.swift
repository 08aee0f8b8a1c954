import Domain
import Presentation

/// The service's wiring of the scenes: each route asks it for a scene's interactor with the
/// JSON presenter (the format the service speaks) showing on the route's own view. One
/// `Scenes+<Scene>.swift` per scene, as the CLI's `Composition+<Scene>.swift`.
struct Scenes: Sendable {
    let environment: ServerEnvironment
    /// The one reader of the change log that every `/v1/events` stream listens to.
    let events: ChangeBroadcaster
    /// The imports running now, and how many may.
    let imports: ImportGate
    /// The page's signed-in browsers.
    let sessions: PageSessions

    init(environment: ServerEnvironment) {
        self.environment = environment
        events = ChangeBroadcaster(settings: environment.settings)
        imports = ImportGate(limit: environment.settings.concurrentImports)
        let clock = environment.clock
        sessions = PageSessions(now: { clock.now() })
    }
}
