import Domain
import Words

/// What a body may change on threads (`PATCH`, and a change by query's `set`), as the changes the
/// CLI's commands make: `read: false` is `unread` (the newest message unread), and `tags` is
/// `threads tag +NAME -NAME`.
enum ThreadChangeFields {
    /// The changes asked, in the contract's order (the flags, then the tags added, then those
    /// removed); none is a 400. A bad tag name, or one both added and removed, is a 422 in the
    /// CLI's words, before anything changes: the body is JSON of the right shape, but a value
    /// is not one the key takes (docs/serve.md's table).
    static func changes(_ fields: RouteBodies.ThreadFields) throws -> [ThreadChange] {
        var changes: [ThreadChange] = []
        if let starred = fields.starred { changes.append(.star(starred)) }
        if let read = fields.read { changes.append(read ? .readAll : .unreadNewest) }
        if let archived = fields.archived { changes.append(.archive(archived)) }
        if let muted = fields.muted { changes.append(.mute(muted)) }
        if let tags = fields.tags { changes += try self.tags(tags) }
        guard !changes.isEmpty else { throw Problem.badRequest(ServiceWords.emptyChange) }
        return changes
    }

    /// `.tag` for each name added, then `.untag` for each removed.
    private static func tags(_ edit: RouteBodies.TagEdit) throws -> [ThreadChange] {
        let added = try edit.add.map(name), removed = try edit.remove.map(name)
        if let both = added.first(where: removed.contains) { throw Problem.invalidBody(ServiceWords.tagAddedAndRemoved(both.text)) }
        return added.map(ThreadChange.tag) + removed.map(ThreadChange.untag)
    }

    private static func name(_ typed: String) throws -> TagName {
        do {
            return try TagName(validating: typed)
        } catch {
            throw Problem.invalidBody(ServiceDetail.of(error))
        }
    }
}
