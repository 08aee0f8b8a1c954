/// Where a viewer's state lives in a store.
public enum PersonSeat: Equatable, Sendable {
    /// The inbox's first person: the threads' and messages' own columns.
    case first
    /// Another person: rows of their own, keyed by this id. A person the inbox does not know yet
    /// is `.other(0)`, an id with no rows: everything read, nothing starred or muted, until the
    /// write that makes them one of the inbox's people.
    case other(Int64)
}
