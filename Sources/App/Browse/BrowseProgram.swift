import Domain
import Presentation

/// The browser's loop: terminal events become `BrowseEvent`s, the reducer changes the state and
/// asks for effects, the effects' results come back as events, and every change is drawn.
struct BrowseProgram: Sendable {
    let effects: BrowseEffects
    let route: Route
    let selection: FilterSelection
    let colors: Bool

    /// Runs until the user quits or a signal asks it to; the terminal is restored on every way out.
    func run() async throws {
        let session = try TerminalSession.start(colors: colors)
        defer { session.restore() }
        let size = session.size
        var (state, pending) = BrowseReducer.start(route: route, selection: selection, columns: size.columns, rows: size.rows)
        try await settle(&state, pending, session)  // draws the first frame before the first page arrives
        for await event in session.events() {
            let next: BrowseEvent?
            switch event {
            case .key(let key): next = BrowseKeyMap.event(for: key, in: state)
            case .resize(let columns, let rows): next = .resized(columns: columns, rows: rows)
            case .terminate: next = .quit
            }
            guard let next else { continue }
            // R and Ctrl-L redraw the whole screen, as in other terminal programs, whatever else drew on it.
            if next == .reload { session.invalidate() }
            try await settle(&state, BrowseReducer.reduce(&state, next), session)
            if state.quitting { return }
        }
    }

    /// Runs the effects one at a time, each result through the reducer, drawing after each.
    private func settle(_ state: inout BrowseState, _ effects: [BrowseEffect], _ session: TerminalSession) async throws {
        var queue = effects[...]
        draw(state, on: session)
        while let effect = queue.popFirst() {
            if effect == .quit { state.quitting = true; return }
            for event in await self.effects.run(effect, columns: state.columns, session: session) {
                queue += BrowseReducer.reduce(&state, event)
            }
            draw(state, on: session)
        }
    }

    private func draw(_ state: BrowseState, on session: TerminalSession) {
        session.draw(Self.grid(state, colors: colors))
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
