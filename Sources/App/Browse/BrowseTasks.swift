/// The kinds of loads that run beside the browser's loop, one at a time each: a newer load of
/// a kind makes the one in flight obsolete, since the state waits for the last it asked for.
enum BrowseLane: Hashable, Sendable {
    /// `count` is the list's count, apart from its pages so that no page waits for it.
    case list, count, thread, filters, tags

    /// The lane `effect` runs in; nil for the effects the loop runs in order itself (a change,
    /// whose toggles must apply one after the other; the reply editor, which takes the terminal).
    init?(_ effect: BrowseEffect) {
        switch effect {
        case .loadList: self = .list
        case .countList: self = .count
        case .loadThread: self = .thread
        case .loadFilters: self = .filters
        case .loadTags: self = .tags
        case .change, .changeTags, .editReply, .quit: return nil
        }
    }
}

/// The loads in flight, one per lane, each with a number: a result is taken only from the load
/// its lane still runs, so one that was cancelled or replaced is never drawn over a newer state.
/// Owned by the loop alone, like the state.
struct BrowseTasks {
    private var running: [BrowseLane: (number: Int, task: Task<Void, Never>)] = [:]
    private var started = 0

    /// Cancels the lane's load in flight, if any, and starts `load` with the next number.
    mutating func replace(_ lane: BrowseLane, with load: (Int) -> Task<Void, Never>) {
        cancel(lane)
        started += 1
        running[lane] = (started, load(started))
    }

    /// Whether load `number` is the one `lane` runs; it no longer does once this says so.
    mutating func finish(_ lane: BrowseLane, number: Int) -> Bool {
        guard running[lane]?.number == number else { return false }
        running[lane] = nil
        return true
    }

    mutating func cancel(_ lane: BrowseLane) {
        running.removeValue(forKey: lane)?.task.cancel()
    }

    /// The loads the state no longer waits for: the thread's once it is closed, the saved
    /// filters' once their picker is, the tags' once their prompt is, the count once the state dropped it (a page asked, a
    /// thread opened: they go first on the store's one connection).
    mutating func cancelObsolete(for state: BrowseState) {
        if !state.list.counting { cancel(.count) }
        if state.thread == nil { cancel(.thread) }
        if case .filters = state.mode {} else { cancel(.filters) }
        if case .tags = state.mode {} else { cancel(.tags) }
    }

    mutating func cancelAll() {
        for lane in Array(running.keys) { cancel(lane) }
    }
}
