import Domain
import Foundation

/// Saved filters are stored as a small JSON document, so adding a filter flag later
/// needs no migration: an older document simply lacks the new field.
enum SavedFilterCodec {
    /// The stored record of `filter`.
    static func record(_ saved: SavedFilter) throws -> SavedFilterRecord {
        let f = saved.filter
        let document = Document(
            starred: f.starredOnly ? true : nil, unread: f.unreadOnly ? true : nil,
            with: f.participants.isEmpty ? nil : f.participants,
            since: f.since.map(Timestamp.format), until: f.until.map(Timestamp.format),
            search: f.searchTerms.isEmpty ? nil : f.searchTerms,
            archive: f.archive == .active ? nil : f.archive.rawValue, sort: saved.sort?.rawValue,
            mute: f.mute == defaultMute(f.archive.rawValue) ? nil : f.mute.rawValue
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return SavedFilterRecord(name: saved.name, definition: String(decoding: try encoder.encode(document), as: UTF8.self))
    }

    /// The saved filter a record holds; a damaged document is reported, not guessed at.
    static func savedFilter(_ record: SavedFilterRecord) throws -> SavedFilter {
        guard let document = try? JSONDecoder().decode(Document.self, from: Data(record.definition.utf8)) else {
            throw ThreadsError.store(.damagedSavedFilter(name: record.name))
        }
        func date(_ text: String?) throws -> Date? {
            guard let text else { return nil }
            guard let date = Timestamp.parse(text) else {
                throw ThreadsError.store(.badSavedFilterDate(name: record.name, text: text))
            }
            return date
        }
        let filter = ThreadFilter(
            starredOnly: document.starred ?? false, unreadOnly: document.unread ?? false,
            participants: document.with ?? [], since: try date(document.since), until: try date(document.until),
            searchTerms: document.search ?? [], archive: document.archive.flatMap(ArchiveScope.init(rawValue:)) ?? .active,
            mute: document.mute.flatMap(MuteScope.init(rawValue:)) ?? defaultMute(document.archive)
        )
        return SavedFilter(name: record.name, filter: filter, sort: document.sort.flatMap(ThreadSort.init(rawValue:)))
    }

    /// The muted state a document without one means: saved before muting existed, `--all`
    /// meant every thread, and it still does; otherwise muted threads are left out.
    private static func defaultMute(_ archive: String?) -> MuteScope {
        archive == ArchiveScope.all.rawValue ? .all : .unmuted
    }

    /// The stored shape; every field optional so documents stay readable as fields are added.
    private struct Document: Codable {
        var starred: Bool?
        var unread: Bool?
        var with: [String]?
        var since: String?
        var until: String?
        var search: [String]?
        var archive: String?
        var sort: String?
        var mute: String?
    }
}
