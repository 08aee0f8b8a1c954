import Domain
import Presentation

/// The browser on the terminal: `BrowseLoop` drawing on a `TerminalSession`, with the effects
/// run through the scenes.
struct BrowseProgram: Sendable {
    let effects: any BrowseEffectRunning
    let route: Route
    let selection: FilterSelection
    let colors: Bool

    /// Runs until the user quits or a signal asks it to; the terminal is restored on every way out.
    func run() async throws {
        let session = try TerminalSession.start(colors: colors)
        defer { session.restore() }
        let size = session.size
        let (state, pending) = BrowseReducer.start(route: route, selection: selection, columns: size.columns, rows: size.rows)
        let colors = colors
        let loop = BrowseLoop(effects: effects, session: session,
                              draw: { state in session.draw(Self.grid(state, colors: colors)) },
                              invalidate: { session.invalidate() })
        _ = await loop.run(state, pending, events: session.events())
    }

    /// The state as the cells of a terminal `state.columns` wide and `state.rows` high.
    static func grid(_ state: BrowseState, colors: Bool) -> Grid {
        var grid = Grid(width: state.columns, height: state.rows)
        for (row, line) in BrowseScreen.render(state, colors: colors).enumerated() {
            grid.put(line.line, row: row)
            if line.reverse { grid.fill(row: row, reverse: true) }
        }
        return grid
    }
}
