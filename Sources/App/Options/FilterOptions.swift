import ArgumentParser
import Domain
import Presentation
import Foundation

/// The filter flags shared by `list`, `browse`, `filter save` and `export`; each command takes its
/// query argument itself (`browse` shares its one argument with a link).
struct FilterOptions: ParsableArguments {
    @Flag(help: "Only starred threads.")
    var starred = false

    @Flag(help: "Only threads with at least one unread message.")
    var unread = false

    @Option(name: .customLong("with"), help: ArgumentHelp("Only threads with this participant (exact name, any case); repeatable.", valueName: "name"))
    var participants: [String] = []

    @Option(help: ArgumentHelp("Only threads active at or after this date (YYYY-MM-DD is midnight UTC, or a date-time).", valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp("Only threads last active strictly before this date.", valueName: "date"))
    var until: String?

    @Option(help: ArgumentHelp("Only threads whose title or a message contains this text, any case; repeatable.", valueName: "text"))
    var search: [String] = []

    @Flag(help: "Only archived threads (without it, archived threads are left out).")
    var archived = false

    @Flag(help: "Only muted threads (without it, muted threads are left out).")
    var muted = false

    @Flag(help: "Archived, muted and other threads alike.")
    var all = false

    @Option(name: .customLong("filter"), help: ArgumentHelp("Start from this saved filter; flags given here are added to it.", valueName: "name"),
            completion: Completions.filterNames)
    var savedFilter: String?

    @Option(help: "Order: recent, oldest, title or unread (ties: newest id first).")
    var sort: ThreadSort?

    /// The flags alone, as typed; malformed values are usage errors.
    func flags() throws -> FilterFlags {
        if archived && all { throw CommandError.usage("--archived and --all cannot be used together") }
        return FilterFlags(
            starredOnly: starred, unreadOnly: unread, participants: participants,
            since: try since.map { try Self.date($0, flag: "--since") },
            until: try until.map { try Self.date($0, flag: "--until") },
            searchTerms: search, archive: archived ? .archived : (all ? .all : .active),
            mute: muted ? .muted : (all ? .all : .unmuted))
    }

    /// The query (when one is given) and the flags, both holding, as the scene's request.
    func request(query text: String? = nil) throws -> ThreadList.Filter.Request {
        var filter = ThreadFilter(flags: try flags())
        if let text { filter = ThreadFilter(try Self.query(text)).adding(filter) }
        return ThreadList.Filter.Request(filter: filter, savedFilterName: savedFilter, sort: sort)
    }

    /// `text` read as a query (docs/queries.md); a mistake is a usage error that points at it.
    static func query(_ text: String) throws -> QueryExpression {
        do {
            return try QueryParser.parse(text)
        } catch {
            // Typed throws: the error is a QueryError.
            throw ThreadsError.badQuery(error)
        }
    }

    private static func date(_ text: String, flag: String) throws -> Date {
        guard let date = Timestamp.parse(text) else {
            throw CommandError.usage("invalid date '\(text)' for \(flag): use YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ")
        }
        return date
    }
}

extension ThreadSort: ExpressibleByArgument {
    public static var allValueStrings: [String] { ArgumentValues.rawValues(of: Self.self) }
    public static var allValueDescriptions: [String: String] { [:] }
}
