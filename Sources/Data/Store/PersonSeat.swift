/// Where a viewer's state lives in a store.
public enum PersonSeat: Equatable, Sendable {
    /// The inbox's first person: the threads' and messages' own columns.
    case first
    /// Another person: rows of their own, keyed by this id. A person the inbox does not know yet
    /// is `.other(0)`, an id with no rows: everything read, nothing starred or muted, until the
    /// write that makes them one of the inbox's people.
    case other(Int64)
}

extension PersonSeat {
    /// The change log's scope of the team's changes, which everyone is told of (schema/021).
    public static let teamChanges: Int64 = 0

    /// The change log's scope of this person's own changes (schema/021): the first person's are
    /// -1 whoever they turn out to be, even on an inbox with no people yet; another person's their
    /// id. A newcomer's (`.other(0)`) is the team's: they have no changes of their own yet.
    public var ownChanges: Int64 {
        switch self {
        case .first: -1
        case .other(let id): id
        }
    }
}
