import Domain
import Words

/// The JSON bodies the routes take (docs/serve.md), one type each: the contract in types. Read
/// by `RequestBody.decode`, which refuses any other key and words each refusal by the key.
enum RouteBodies {
    /// What each key takes, as a refusal names it.
    static func expected(_ key: String) -> String {
        switch key {
        case "with", "add", "remove": ServiceWords.Expected.strings
        case "starred", "read", "archived", "muted", "all", "dry_run": ServiceWords.Expected.boolean
        case "set", "tags": ServiceWords.Expected.object
        case "ids": ServiceWords.Expected.threadIDs
        default: ServiceWords.Expected.string
        }
    }

    /// `POST /v1/threads`.
    struct NewThread: RouteBody {
        typealias Keys = CodingKeys
        enum CodingKeys: String, CodingKey, CaseIterable { case title, with, body, from }
        let title: String
        let with: [String]?
        let body: String?
        let from: String?
    }

    /// `POST /v1/threads/{id}/messages`.
    struct NewMessage: RouteBody {
        typealias Keys = CodingKeys
        enum CodingKeys: String, CodingKey, CaseIterable { case body, from }
        let body: String
        let from: String?
    }

    /// `PATCH /v1/threads/{id}`, and a change by query's `set`: any of the four flags, each
    /// `true` or `false`, `tags` to add and remove, and `assignee`, a person's name or null for
    /// no one. A flag's null is refused rather than read as "leave it", which leaving the key out
    /// says; the assignee's null is a value of its own.
    struct ThreadFields: RouteBody {
        typealias Keys = CodingKeys
        enum CodingKeys: String, CodingKey, CaseIterable { case starred, read, archived, muted, tags, assignee }
        let starred: Bool?
        let read: Bool?
        let archived: Bool?
        let muted: Bool?
        let tags: TagEdit?
        /// Absent: left as it is; `.some(nil)`: given to no one.
        let assignee: String??

        /// How many keys were given: a change by query takes one, as a command makes one change.
        let given: Int

        init(from decoder: any Decoder) throws {
            // Inside `set`, other keys are refused here; at the top, `RequestBody` did it already.
            let names = try KeyNames(from: decoder).names
            try RequestBody.refuseUnknown(names, taken: CodingKeys.allCases.map(\.rawValue))
            given = names.count
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func flag(_ key: CodingKeys) throws -> Bool? { container.contains(key) ? try container.decode(Bool.self, forKey: key) : nil }
            (starred, read, archived, muted) = (try flag(.starred), try flag(.read), try flag(.archived), try flag(.muted))
            tags = container.contains(.tags) ? try container.decode(TagEdit.self, forKey: .tags) : nil
            if !container.contains(.assignee) {
                assignee = nil
            } else {
                assignee = .some(try container.decodeNil(forKey: .assignee) ? nil : try container.decode(String.self, forKey: .assignee))
            }
        }
    }

    /// `"tags":{"add":[…],"remove":[…]}`: names as typed, checked when they become changes
    /// (`ThreadChangeFields`), so a bad one is refused in the CLI's words.
    struct TagEdit: Decodable {
        enum CodingKeys: String, CodingKey, CaseIterable { case add, remove }
        let add: [String]
        let remove: [String]

        init(from decoder: any Decoder) throws {
            try RequestBody.refuseUnknown(try KeyNames(from: decoder).names, taken: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func names(_ key: CodingKeys) throws -> [String] { container.contains(key) ? try container.decode([String].self, forKey: key) : [] }
            (add, remove) = (try names(.add), try names(.remove))
        }
    }

    /// `POST /v1/threads/changes`.
    struct ChangeByQuery: RouteBody {
        typealias Keys = CodingKeys
        enum CodingKeys: String, CodingKey, CaseIterable {
            case query = "where"
            case set
            case dryRun = "dry_run"
        }
        let query: String
        let set: ThreadFields
        let dryRun: Bool?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            query = try container.decode(String.self, forKey: .query)
            set = try container.decode(ThreadFields.self, forKey: .set)
            // Absent is no; present is a boolean, as the document says: `null` is refused, as in `set`.
            dryRun = container.contains(.dryRun) ? try container.decode(Bool.self, forKey: .dryRun) : nil
        }
    }

    /// `PUT /v1/filters/{name}`.
    struct SavedFilter: RouteBody {
        typealias Keys = CodingKeys
        enum CodingKeys: String, CodingKey, CaseIterable { case query, sort, all }
        let query: String
        let sort: String?
        let all: Bool?
    }

    /// `{"ids":[3,5]}`, as an action's route takes its threads (routes the generator writes);
    /// none when the key is missing, so the use case words that error as the CLI does.
    struct ThreadIDs: RouteBody {
        typealias Keys = CodingKeys
        enum CodingKeys: String, CodingKey, CaseIterable { case ids }
        private let given: [BodyThreadID]?

        var ids: [ThreadID] { (given ?? []).map(\.id) }

        init(from decoder: any Decoder) throws {
            given = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([BodyThreadID].self, forKey: .ids)
        }
    }
}

/// A thread id in a body: a whole number from 1, read as an integer, never through a floating
/// point number (where ids above 2^53 would change). Anything else fails as a mismatch at its
/// place, so the refusal names its key.
struct BodyThreadID: Decodable {
    let id: ThreadID

    init(from decoder: any Decoder) throws {
        let value = try? decoder.singleValueContainer().decode(Int64.self)
        guard let value, value > 0 else {
            throw DecodingError.typeMismatch(Int64.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: ServiceWords.Expected.threadIDs))
        }
        id = ThreadID(value)
    }
}
