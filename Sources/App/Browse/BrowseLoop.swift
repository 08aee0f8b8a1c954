/// The browser's loop, apart from the terminal it draws on: terminal events become
/// `BrowseEvent`s, the reducer changes the state and asks for effects, and every change is drawn.
///
/// No key waits behind a read. Loads (a page of the list, its count, a thread, the saved
/// filters) run in tasks of their own while the loop goes on reading keys; their results come
/// back through the same stream as the keys, so the state is still changed by one event at a
/// time, here. A newer load of the same kind cancels the one in flight (the next character of a
/// search, Esc), and a cancelled load's result is dropped, never drawn over the newer state.
/// Changes and the reply editor run in the loop, in order: a second toggle must see the first
/// one's outcome.
struct BrowseLoop: Sendable {
    let effects: any BrowseEffectRunning
    /// The terminal, for the reply editor to take over; nil in tests.
    let session: TerminalSession?
    /// Shows a state; called after every event, and before the first results arrive.
    let draw: @Sendable (BrowseState) -> Void
    /// Makes the next draw redraw everything (R, Ctrl-L).
    let invalidate: @Sendable () -> Void

    /// What the loop waits for: the terminal's events, and the loads' results.
    private enum Input: Sendable {
        case terminal(TerminalEvent)
        /// What load `number` of `lane` came back with.
        case loaded(BrowseLane, number: Int, [BrowseEvent])
    }

    /// Runs from `state` and the effects it asks for until the user quits or `events` ends;
    /// returns the last state. Every load still in flight is cancelled on the way out.
    func run(_ state: BrowseState, _ pending: [BrowseEffect], events: AsyncStream<TerminalEvent>) async -> BrowseState {
        let (inputs, sink) = AsyncStream<Input>.makeStream(bufferingPolicy: .unbounded)
        let forwarder = Task {
            for await event in events { sink.yield(.terminal(event)) }
            sink.finish()
        }
        var state = state
        var tasks = BrowseTasks()
        defer {
            forwarder.cancel()
            tasks.cancelAll()
            sink.finish()
        }
        await perform(pending, on: &state, &tasks, sink)  // the first frame is drawn before the first page arrives
        draw(state)
        if state.quitting { return state }
        for await input in inputs {
            let events: [BrowseEvent]
            switch input {
            case .terminal(let event):
                guard let next = Self.event(for: event, in: state) else { continue }
                // R and Ctrl-L redraw the whole screen, as in other terminal programs, whatever else drew on it.
                if next == .reload { invalidate() }
                events = [next]
            case .loaded(let lane, let number, let results):
                // Cancelled or replaced since: the state no longer waits for it.
                guard tasks.finish(lane, number: number) else { continue }
                events = results
            }
            for event in events {
                await perform(BrowseReducer.reduce(&state, event), on: &state, &tasks, sink)
            }
            tasks.cancelObsolete(for: state)
            draw(state)
            if state.quitting { return state }
        }
        return state
    }

    /// The browser's event for a terminal event, if it means one in `state`.
    static func event(for event: TerminalEvent, in state: BrowseState) -> BrowseEvent? {
        switch event {
        case .key(let key): BrowseKeyMap.event(for: key, in: state)
        case .resize(let columns, let rows): .resized(columns: columns, rows: rows)
        case .terminate: .quit
        }
    }

    /// Starts each load in its lane (cancelling the one it replaces) and runs the other effects
    /// here, in order, each result through the reducer.
    private func perform(_ effects: [BrowseEffect], on state: inout BrowseState, _ tasks: inout BrowseTasks,
                         _ sink: AsyncStream<Input>.Continuation) async {
        var queue = effects[...]
        while let effect = queue.popFirst() {
            if effect == .quit {
                state.quitting = true
                return
            }
            if let lane = BrowseLane(effect) {
                let (runner, session, columns) = (self.effects, self.session, state.columns)
                tasks.replace(lane) { number in
                    Task {
                        let results = await runner.run(effect, columns: columns, session: session)
                        if !Task.isCancelled { sink.yield(.loaded(lane, number: number, results)) }
                    }
                }
                continue
            }
            // The key's own change is on screen while the write runs (and before the editor opens).
            draw(state)
            for event in await self.effects.run(effect, columns: state.columns, session: session) {
                queue += BrowseReducer.reduce(&state, event)
            }
        }
    }
}
