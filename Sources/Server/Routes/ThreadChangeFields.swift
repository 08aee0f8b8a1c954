import Domain
import Foundation
import Words

/// The four flags a body may set on threads (`PATCH`, and a change by query's `set`), as the
/// changes the CLI's commands make: `read: false` is `unread` (the newest message unread).
enum ThreadChangeFields {
    static let keys: Set<String> = ["starred", "read", "archived", "muted"]

    /// The changes asked, in the contract's order; none is a 400.
    static func changes(_ body: JSONObject) throws -> [ThreadChange] {
        guard !body.isEmpty else { throw Problem.badRequest(ServiceWords.emptyChange) }
        let unknown = body.fields.keys.filter { !keys.contains($0) }.sorted()
        guard unknown.isEmpty else { throw Problem.badRequest(ServiceWords.unknownKeys(unknown)) }
        // A flag is true or false; null is not "leave it", which leaving the key out says.
        if let key = body.fields.keys.sorted().first(where: { body.fields[$0] is NSNull }) {
            throw Problem.invalidBody(ServiceWords.wrongType(key, type: ServiceWords.Expected.boolean))
        }
        var changes: [ThreadChange] = []
        if let starred = try body.bool("starred") { changes.append(.star(starred)) }
        if let read = try body.bool("read") { changes.append(read ? .readAll : .unreadNewest) }
        if let archived = try body.bool("archived") { changes.append(.archive(archived)) }
        if let muted = try body.bool("muted") { changes.append(.mute(muted)) }
        guard !changes.isEmpty else { throw Problem.badRequest(ServiceWords.emptyChange) }
        return changes
    }
}
