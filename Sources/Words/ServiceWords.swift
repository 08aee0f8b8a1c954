import Presentation

/// The words of the HTTP service's own refusals, which no command has: a route or method that
/// does not exist, a missing token, a body of the wrong size or type. Everything a command can
/// also fail with is worded once, in `ErrorWords`, for both.
public enum ServiceWords {
    /// A problem's `title`, by status: short, the same for every problem of that status.
    public static func title(status: Int) -> String {
        switch status {
        case 400: return "Bad request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not found"
        case 405: return "Method not allowed"
        case 409: return "Conflict"
        case 410: return "Gone"
        case 412: return "Precondition failed"
        case 413: return "Content too large"
        case 415: return "Unsupported media type"
        case 422: return "Unprocessable content"
        case 431: return "Request header fields too large"
        case 503: return "Service unavailable"
        default: return "Error"
        }
    }

    public static func noRoute(_ path: String) -> String { "no route \(path); see /v1/openapi.json" }
    public static func noPage(_ path: String) -> String { "there is no page at \(path)" }
    public static func methodNotAllowed(_ method: String, allowed: String) -> String {
        "\(method) is not a method of this path; it takes \(allowed)"
    }
    public static let missingToken = "give a token: 'Authorization: Bearer TOKEN' ('threads token create NAME' makes one)"
    public static let unknownToken = "the token is not known here: revoked, mistyped, or from another database"
    public static let readOnlyToken = "the token is read-only and this route writes"
    /// A `from` naming someone other than the token's person.
    public static func notYourName(_ person: String) -> String {
        "this token writes as \(SingleLine.of(person)); leave out \"from\", or give that name"
    }
    /// A post whose `If-Match` names a thread as it no longer is.
    public static let threadMoved = "the thread has changed since you read it (If-Match): read it again, then post"
    /// The page's refusals (docs/web.md).
    public static let formTokenMissing = "the form is out of date or came from another site: reload the page and try again"
    public static let signedOut = "the session has ended: sign in again"
    public static let readOnlySession = "this session's token is read-only: sign in with a read-write token to change threads"
    public static func unknownChange(_ word: String) -> String {
        "'\(word)' is not a change: star, unstar, read, unread, archive, unarchive, mute or unmute"
    }
    public static func bodyTooLarge(limit: Int) -> String { "the body is over \(limit) bytes (--max-body)" }
    public static func unsupportedType(_ expected: String) -> String { "send the body as \(expected)" }
    public static let bodyNotJSON = "the body is not a JSON object"
    public static func unknownKeys(_ keys: [String]) -> String { "unknown key(s) \(keys.map { "'\($0)'" }.joined(separator: ", "))" }
    public static func missingKey(_ key: String, type: String) -> String { "'\(key)' is missing; it takes \(type)" }
    public static func wrongType(_ key: String, type: String) -> String { "'\(key)' takes \(type)" }
    public static let emptyChange = "give at least one of 'starred', 'read', 'archived', 'muted', or a tag in 'tags'"
    public static func tagAddedAndRemoved(_ name: String) -> String {
        "'tags' names \"\(name)\" in both 'add' and 'remove'; name it in one"
    }
    public static func badParameter(_ name: String, _ value: String, expected: String) -> String {
        "parameter '\(name)' is '\(value)'; it takes \(expected)"
    }
    public static func unknownParameter(_ name: String) -> String { "unknown parameter '\(name)'" }
    public static func importsBusy(limit: Int) -> String {
        "\(limit) import\(limit == 1 ? " is" : "s are") running already; send this one again once \(limit == 1 ? "it has" : "they have") finished"
    }
    public static func headersTooLarge(limit: Int) -> String { "the request line and headers are over \(limit) bytes" }
    public static let bodyTooSlow = "the request's body arrived too slowly; send it again at a steady pace"
    public static func tooManyConnections(limit: Int) -> String {
        "the service has \(limit) connections open, as many as it takes; try again shortly"
    }
    public static let badThreadID = "a thread id is a whole number from 1"
    public static let oneChangeByQuery = "'set' takes exactly one of 'starred', 'read', 'archived', 'muted', 'tags' in a change by query"
    public static let badCursor = "the cursor is not one this service gave; start again without it"
    public static let cursorOfAnotherQuery = "the cursor belongs to another query, 'all' or sort; use it with the parameters of the page it came from"
    /// What a field or parameter takes, as the refusals above name it.
    public enum Expected {
        public static let string = "a string"
        public static let strings = "an array of strings"
        public static let boolean = "true or false"
        public static let object = "an object"
        public static let threadIDs = "an array of thread ids (whole numbers from 1)"
        public static let threadIDList = "thread ids separated by commas, like 3,5"
        public static func wholeNumber(_ range: ClosedRange<Int>) -> String { "a whole number from \(range.lowerBound) to \(range.upperBound)" }
    }

    /// The service's log, when the change log's reader cannot read, and when it can again.
    public static let changeLogUnreadable = "the change log cannot be read; event streams wait for it"
    public static let changeLogReadAgain = "the change log is read again; event streams go on"
    /// Why a read of the change log gave no state to send (a scene that showed nothing).
    public static let changeLogNotShown = "the Changes scene showed no state"
}
