import Domain
import Foundation

/// Reads the JSON Lines of docs/interchange.md into drafts, one line at a time; the first bad line
/// throws `ThreadsError.invalidData` with its number, in words a person can act on.
public final class JSONLinesDraftReader: DraftSource, @unchecked Sendable {
    // Used by one import at a time (see DraftSource); not shared across tasks.
    private let lines: LineReader
    private let now: Date
    private let makeKey: () -> String

    /// Reads a chunked byte source; `now` dates threads that have no time at all.
    public init(now: Date, makeKey: @escaping () -> String = { UUID().uuidString.lowercased() }, read: @escaping () throws -> Data) {
        lines = LineReader(read: read)
        self.now = now
        self.makeKey = makeKey
    }

    /// Reads a file handle, 1 MiB at a time.
    public convenience init(now: Date, handle: FileHandle) {
        self.init(now: now) { try handle.read(upToCount: 1 << 20) ?? Data() }
    }

    /// A reader of `data` already in memory (a request's body).
    public static func reading(_ data: Data, now: Date) -> JSONLinesDraftReader {
        var rest: Data? = data
        return JSONLinesDraftReader(now: now) {
            defer { rest = nil }
            return rest ?? Data()
        }
    }

    public func next() throws -> ThreadDraft? {
        while let bytes = try lines.next() {
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }  // blank lines are skipped
            do {
                return try draft(from: bytes)
            } catch let problem as Problem {
                throw ThreadsError.invalidData(line: lines.lineNumber, reason: problem.text)
            }
        }
        return nil
    }

    private struct Problem: Error { let text: String }

    private func draft(from bytes: Data) throws -> ThreadDraft {
        guard String(data: bytes, encoding: .utf8) != nil else { throw Problem(text: "not valid UTF-8") }
        guard let object = try? JSONSerialization.jsonObject(with: bytes), let fields = object as? [String: Any] else {
            throw Problem(text: "not a JSON object")
        }
        let messages = try (optional(fields, "messages", as: [Any].self) ?? []).enumerated().map { index, value in
            guard let message = value as? [String: Any] else { throw Problem(text: "messages[\(index)] is not an object") }
            var draft = MessageDraft(
                author: try required(message, "author", as: String.self, at: "messages[\(index)]."),
                body: try required(message, "body", as: String.self, at: "messages[\(index)]."),
                sentAt: try date(try required(message, "sent_at", as: String.self, at: "messages[\(index)]."), "messages[\(index)].sent_at"),
                isRead: try optionalBool(message, "read", at: "messages[\(index)].") ?? false,
                messageID: try mailID(message, at: "messages[\(index)]."),
                references: try references(message, at: "messages[\(index)]."))
            draft.readBy = try persons(message, "read_by", at: "messages[\(index)].")
            return draft
        }
        let title = try required(fields, "title", as: String.self)
        let participants = try required(fields, "participants", as: [Any].self).map { value -> String in
            guard let name = value as? String else { throw Problem(text: "participants must be strings") }
            return name
        }
        let created = try optional(fields, "created_at", as: String.self).map { try date($0, "created_at") }
        // Optional: a line from before tags imports with none.
        let tags = try (optional(fields, "tags", as: [Any].self) ?? []).enumerated().map { index, value -> TagName in
            guard let name = value as? String else { throw Problem(text: "tags[\(index)] must be a string") }
            guard let tag = try? TagName(validating: name) else {
                throw Problem(text: "tags[\(index)] \"\(name)\" is not a tag: letters, digits, - _ . / (no spaces)")
            }
            return tag
        }
        // Optional too: a line from before assignment imports given to no one.
        let assignee = try optional(fields, "assignee", as: String.self).map { name in
            guard let person = try? Person.named(name) else { throw Problem(text: "assignee must name a person") }
            return person
        }
        var draft = ThreadDraft(
            key: try optional(fields, "key", as: String.self) ?? makeKey(), title: title, participants: participants,
            isStarred: try optionalBool(fields, "starred") ?? false, isArchived: try optionalBool(fields, "archived") ?? false,
            isMuted: try optionalBool(fields, "muted") ?? false,
            createdAt: created ?? messages.first?.sentAt ?? now, messages: messages, tags: tags, assignee: assignee)
        // Optional: a line from before people (or from an inbox of one) is the importing person's own.
        draft.starredBy = try persons(fields, "starred_by")
        draft.mutedBy = try persons(fields, "muted_by")
        if let problem = DraftRules.problem(draft) { throw Problem(text: problem) }
        return draft
    }

    private func required<T>(_ fields: [String: Any], _ name: String, as type: T.Type, at prefix: String = "") throws -> T {
        guard let value = fields[name], !isNull(value) else { throw Problem(text: "\(prefix)\(name) is missing") }
        guard let typed = value as? T, !(T.self == String.self && value is NSNumber) else {
            throw Problem(text: "\(prefix)\(name) must be \(Self.describe(T.self))")
        }
        return typed
    }

    private func optional<T>(_ fields: [String: Any], _ name: String, as type: T.Type, at prefix: String = "") throws -> T? {
        guard let value = fields[name], !isNull(value) else { return nil }
        return try required(fields, name, as: type, at: prefix)
    }

    /// Mail's `message_id`: optional, but never empty.
    private func mailID(_ fields: [String: Any], at prefix: String) throws -> String? {
        guard let id = try optional(fields, "message_id", as: String.self, at: prefix) else { return nil }
        guard !id.isEmpty else { throw Problem(text: "\(prefix)message_id is empty") }
        return id
    }

    /// Mail's `references`: optional, non-empty strings, kept in order with repeats left out.
    private func references(_ fields: [String: Any], at prefix: String) throws -> [String] {
        var seen = Set<String>()
        return try (optional(fields, "references", as: [Any].self, at: prefix) ?? []).compactMap { value in
            guard let id = value as? String, !id.isEmpty else { throw Problem(text: "\(prefix)references must be non-empty strings") }
            return seen.insert(id).inserted ? id : nil
        }
    }

    /// Everyone a `"read_by"`, `"starred_by"` or `"muted_by"` names: nil when the line has none.
    private func persons(_ fields: [String: Any], _ name: String, at prefix: String = "") throws -> [Person]? {
        try optional(fields, name, as: [Any].self, at: prefix)?.enumerated().map { index, value in
            guard let text = value as? String, let person = try? Person.named(text) else {
                throw Problem(text: "\(prefix)\(name)[\(index)] must name a person")
            }
            return person
        }
    }

    /// JSON booleans only: Foundation would also take 0 and 1 as Bool.
    private func optionalBool(_ fields: [String: Any], _ name: String, at prefix: String = "") throws -> Bool? {
        guard let value = fields[name], !isNull(value) else { return nil }
        guard let number = value as? NSNumber, isJSONBoolean(number) else { throw Problem(text: "\(prefix)\(name) must be true or false") }
        return number.boolValue
    }

    private func date(_ text: String, _ name: String) throws -> Date {
        guard text.contains("T"), let date = Timestamp.parse(text) else {
            throw Problem(text: "\(name) '\(text)' is not an ISO-8601 date-time (like 2026-03-01T09:05:00Z)")
        }
        return date
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is [Any].Type: return "an array"
        default: return "of another type"
        }
    }
}

/// Whether a parsed value is JSON `null`. Compared by type: `value is NSNull` on a Swift array
/// or dictionary bridges it to Foundation first, which cost half an import's time.
private func isNull(_ value: Any) -> Bool {
    type(of: value) == NSNull.self
}

/// Whether `number` came from a JSON `true`/`false` rather than a number.
private func isJSONBoolean(_ number: NSNumber) -> Bool {
    // On Linux and Darwin alike, JSONSerialization's booleans report the ObjC type "c" (char).
    String(cString: number.objCType) == "c" && (number == NSNumber(value: true) || number == NSNumber(value: false))
}
