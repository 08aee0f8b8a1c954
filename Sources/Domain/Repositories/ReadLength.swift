/// How long the reads a task makes are expected to take, as the front end that asks for them
/// knows it: an export's pages or a search of the messages' text is long, a page of the list
/// by flags is short. A store that serves many callers at once keeps separate connections for
/// each length (SQLite's, for `threads serve`), so a long read never holds what a short one
/// needs; a store with one connection, and every other store, may ignore it.
///
/// A task-local value rather than a parameter of every role's methods: only an outer ring knows
/// what it is about to ask, and the use cases between it and the store need not carry it.
public enum ReadLength: Sendable {
    case short
    case long

    /// What the current task's reads are expected to be; `short` unless a front end said otherwise.
    @TaskLocal public static var expected: ReadLength = .short
}
