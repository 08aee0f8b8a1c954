import Domain

/// Where a viewer's state lives in a store.
public enum PersonSeat: Equatable, Sendable {
    /// The inbox's first person: the threads' and messages' own columns.
    case first
    /// Another person: rows of their own, keyed by this id. A person the inbox does not know yet
    /// reads as one with no rows (everything read, nothing starred or muted) until their first write.
    case other(Int64)
}
