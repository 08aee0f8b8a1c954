/// The threads an action is for: the ids typed, or every thread a query selects (`--where`).
public enum ThreadSubject: Equatable, Sendable {
    /// As typed: repeats allowed.
    case ids([ThreadID])
    /// Every thread the filter selects, its dates already fixed when it reaches a store.
    case matching(ThreadFilter)
}

/// What a change did: the threads changed, and the ids asked for that are not there (then
/// nothing was changed). Every store answers both forms of `ThreadSubject` with this.
public struct ChangedThreads: Equatable, Sendable {
    /// The ids as asked for (repeats kept), or the query's selection, ascending.
    public var changed: [ThreadID]
    /// Unknown ids, in the order given; always empty for a query.
    public var missing: [ThreadID]

    public init(changed: [ThreadID], missing: [ThreadID] = []) {
        self.changed = changed
        self.missing = missing
    }
}
