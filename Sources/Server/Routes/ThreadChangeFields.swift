import Domain
import Words

/// The four flags a body may set on threads (`PATCH`, and a change by query's `set`), as the
/// changes the CLI's commands make: `read: false` is `unread` (the newest message unread).
enum ThreadChangeFields {
    /// The change asked, its steps in the contract's order; none is a 400.
    static func change(_ flags: RouteBodies.Flags) throws -> ThreadChange {
        var change: ThreadChange = []
        if let starred = flags.starred { change.steps.append(.star(starred)) }
        if let read = flags.read { change.steps.append(read ? .readAll : .unreadNewest) }
        if let archived = flags.archived { change.steps.append(.archive(archived)) }
        if let muted = flags.muted { change.steps.append(.mute(muted)) }
        guard !change.steps.isEmpty else { throw Problem.badRequest(ServiceWords.emptyChange) }
        return change
    }
}
