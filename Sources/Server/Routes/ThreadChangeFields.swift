import Domain
import Words

/// What a body may change on threads (`PATCH`, and a change by query's `set`), as the changes the
/// CLI's commands make: `read: false` is `unread` (the newest message unread), and `tags` is
/// `threads tag +NAME -NAME`, and `assignee` is `threads assign --to NAME` (null: `unassign`).
enum ThreadChangeFields {
    /// The change asked, its steps in the contract's order (the flags, then the tags added, then
    /// those removed); none is a 400. A bad tag name, or one both added and removed, is a 422 in the
    /// CLI's words, before anything changes: the body is JSON of the right shape, but a value
    /// is not one the key takes (docs/serve.md's table).
    static func change(_ fields: RouteBodies.ThreadFields) throws -> ThreadChange {
        var change: ThreadChange = []
        if let starred = fields.starred { change.steps.append(.star(starred)) }
        if let read = fields.read { change.steps.append(read ? .readAll : .unreadNewest) }
        if let archived = fields.archived { change.steps.append(.archive(archived)) }
        if let muted = fields.muted { change.steps.append(.mute(muted)) }
        if let tags = fields.tags { change.steps += try self.tags(tags) }
        if let assignee = fields.assignee { change.steps.append(.assign(try assignee.map(person))) }
        guard !change.steps.isEmpty else { throw Problem.badRequest(ServiceWords.emptyChange) }
        return change
    }

    /// `.tag` for each name added, then `.untag` for each removed.
    private static func tags(_ edit: RouteBodies.TagEdit) throws -> [ThreadChange.Step] {
        let added = try edit.add.map(name), removed = try edit.remove.map(name)
        if let both = added.first(where: removed.contains) { throw Problem.invalidBody(ServiceWords.tagAddedAndRemoved(both.text)) }
        return added.map(ThreadChange.Step.tag) + removed.map(ThreadChange.Step.untag)
    }

    /// A blank name is a 422 in the CLI's words, as a blank `--to` is exit 64.
    private static func person(_ typed: String) throws -> Person {
        do {
            return try Person.named(typed)
        } catch let error as ThreadsError {
            throw Problem.invalidBody(ServiceDetail.of(error))
        }
    }

    private static func name(_ typed: String) throws -> TagName {
        do {
            return try TagName(validating: typed)
        } catch {
            throw Problem.invalidBody(ServiceDetail.of(error))
        }
    }
}
