import Foundation

/// Which threads to keep: every condition set here must hold (AND).
public struct ThreadFilter: Equatable, Sendable {
    /// Keep starred threads only.
    public var starredOnly: Bool
    /// Keep threads with at least one unread message only.
    public var unreadOnly: Bool
    /// Names that must all be among the participants (case-insensitive, exact).
    public var participants: [String]
    /// Keep threads whose last activity is at or after this instant.
    public var since: Date?
    /// Keep threads whose last activity is strictly before this instant.
    public var until: Date?
    /// Texts that must each occur in the title or in some message body.
    public var searchTerms: [String]
    /// Which archived state to keep.
    public var archive: ArchiveScope
    /// Which muted state to keep.
    public var mute: MuteScope

    /// The default keeps every thread that is neither archived nor muted.
    public init(
        starredOnly: Bool = false, unreadOnly: Bool = false, participants: [String] = [],
        since: Date? = nil, until: Date? = nil, searchTerms: [String] = [], archive: ArchiveScope = .active,
        mute: MuteScope = .unmuted
    ) {
        self.starredOnly = starredOnly
        self.unreadOnly = unreadOnly
        self.participants = participants
        self.since = since
        self.until = until
        self.searchTerms = searchTerms
        self.archive = archive
        self.mute = mute
    }

    /// The inbox: every thread that is not archived.
    public static let inbox = ThreadFilter()

    /// Whether anything beyond the archived and muted states narrows the list.
    public var narrows: Bool {
        starredOnly || unreadOnly || !participants.isEmpty || since != nil || until != nil || !searchTerms.isEmpty
    }

    /// This filter with `other`'s conditions added, as `--filter NAME` plus command-line flags:
    /// both sets must hold, so dates take the tighter bound; an explicit archived or muted state replaces.
    public func adding(_ other: ThreadFilter, archive explicitArchive: ArchiveScope?, mute explicitMute: MuteScope? = nil) -> ThreadFilter {
        var merged = self
        merged.starredOnly = starredOnly || other.starredOnly
        merged.unreadOnly = unreadOnly || other.unreadOnly
        merged.participants = Self.appendingNew(other.participants, to: participants, by: TextFold.key)
        merged.since = [since, other.since].compactMap { $0 }.max()
        merged.until = [until, other.until].compactMap { $0 }.min()
        merged.searchTerms = Self.appendingNew(other.searchTerms, to: searchTerms, by: { $0 })
        merged.archive = explicitArchive ?? archive
        merged.mute = explicitMute ?? mute
        return merged
    }

    private static func appendingNew(_ extra: [String], to base: [String], by key: (String) -> String) -> [String] {
        var seen = Set(base.map(key))
        return base + extra.filter { seen.insert(key($0)).inserted }
    }
}

/// The archived state a filter keeps.
public enum ArchiveScope: String, CaseIterable, Equatable, Sendable {
    /// Threads that are not archived (the default).
    case active
    /// Archived threads only (`--archived`).
    case archived
    /// Both (`--all`).
    case all
}

/// The muted state a filter keeps.
public enum MuteScope: String, CaseIterable, Equatable, Sendable {
    /// Threads that are not muted (the default).
    case unmuted
    /// Muted threads only (`--muted`).
    case muted
    /// Both (`--all`).
    case all
}
