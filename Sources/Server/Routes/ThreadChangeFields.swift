import Domain
import Words

/// The four flags a body may set on threads (`PATCH`, and a change by query's `set`), as the
/// changes the CLI's commands make: `read: false` is `unread` (the newest message unread).
enum ThreadChangeFields {
    /// The changes asked, in the contract's order; none is a 400.
    static func changes(_ flags: RouteBodies.Flags) throws -> [ThreadChange] {
        var changes: [ThreadChange] = []
        if let starred = flags.starred { changes.append(.star(starred)) }
        if let read = flags.read { changes.append(read ? .readAll : .unreadNewest) }
        if let archived = flags.archived { changes.append(.archive(archived)) }
        if let muted = flags.muted { changes.append(.mute(muted)) }
        guard !changes.isEmpty else { throw Problem.badRequest(ServiceWords.emptyChange) }
        return changes
    }
}
