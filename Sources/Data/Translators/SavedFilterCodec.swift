import Domain
import Foundation

/// Saved filters are stored as a small JSON document: `{"query": "is:starred with:aiko",
/// "all": true, "sort": "unread"}`. Documents written before queries hold the flags' fields
/// instead (`starred`, `with`, `since`, `archive` …); they are read as the query those flags
/// mean, so a filter saved by an older build lists the same threads.
enum SavedFilterCodec {
    /// The stored record of `saved`.
    static func record(_ saved: SavedFilter) throws -> SavedFilterRecord {
        let document = Document(query: saved.filter.expression.description, all: saved.filter.includesAll ? true : nil,
                                sort: saved.sort?.rawValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return SavedFilterRecord(name: saved.name, definition: String(decoding: try encoder.encode(document), as: UTF8.self))
    }

    /// The saved filter a record holds; a damaged document is reported, not guessed at.
    static func savedFilter(_ record: SavedFilterRecord) throws -> SavedFilter {
        guard let document = try? JSONDecoder().decode(Document.self, from: Data(record.definition.utf8)) else {
            throw ThreadsError.store(.damagedSavedFilter(name: record.name))
        }
        let sort = document.sort.flatMap(ThreadSort.init(rawValue:))
        if let query = document.query {
            guard let expression = try? QueryParser.parse(query) else {
                throw ThreadsError.store(.damagedSavedFilter(name: record.name))
            }
            return SavedFilter(name: record.name, filter: ThreadFilter(expression, includesAll: document.all ?? false), sort: sort)
        }
        return SavedFilter(name: record.name, filter: ThreadFilter(flags: try flags(document, name: record.name)), sort: sort)
    }

    /// The flags of a document saved before queries.
    private static func flags(_ document: Document, name: String) throws -> FilterFlags {
        func date(_ text: String?) throws -> Date? {
            guard let text else { return nil }
            guard let date = Timestamp.parse(text) else {
                throw ThreadsError.store(.badSavedFilterDate(name: name, text: text))
            }
            return date
        }
        return FilterFlags(
            starredOnly: document.starred ?? false, unreadOnly: document.unread ?? false,
            participants: document.with ?? [], since: try date(document.since), until: try date(document.until),
            searchTerms: document.search ?? [], archive: document.archive.flatMap(ArchiveScope.init(rawValue:)) ?? .active,
            mute: document.mute.flatMap(MuteScope.init(rawValue:)) ?? defaultMute(document.archive)
        )
    }

    /// The muted state an older document without one means: saved before muting existed,
    /// `--all` meant every thread, and it still does; otherwise muted threads are left out.
    private static func defaultMute(_ archive: String?) -> MuteScope {
        archive == ArchiveScope.all.rawValue ? .all : .unmuted
    }

    /// The stored shape; every field optional so documents stay readable as fields come and go.
    private struct Document: Codable {
        /// The filter as canonical query text (docs/queries.md).
        var query: String?
        /// `--all`: the scope rule leaves nothing out.
        var all: Bool?
        var sort: String?
        // The fields of documents written before queries, read only.
        var starred: Bool?
        var unread: Bool?
        var with: [String]?
        var since: String?
        var until: String?
        var search: [String]?
        var archive: String?
        var mute: String?

        init(query: String, all: Bool?, sort: String?) {
            self.query = query
            self.all = all
            self.sort = sort
        }
    }
}
