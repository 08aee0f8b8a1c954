import Foundation

/// A filter as the flags spell it (`--starred --with Aiko --since …`): every condition set here
/// must hold. `ThreadFilter(flags:)` turns it into the query it means, and `ThreadFilter.flags`
/// reads one back when a query says no more than flags can.
public struct FilterFlags: Equatable, Sendable {
    /// `--starred`.
    public var starredOnly: Bool
    /// `--unread`.
    public var unreadOnly: Bool
    /// `--with NAME`, repeatable: all must be participants.
    public var participants: [String]
    /// `--since DATE`.
    public var since: Date?
    /// `--until DATE`.
    public var until: Date?
    /// `--search TEXT`, repeatable: all must occur.
    public var searchTerms: [String]
    /// `--archived` / `--all`.
    public var archive: ArchiveScope
    /// `--muted` / `--all`.
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

    /// Whether anything beyond the archived and muted states narrows the list.
    public var narrows: Bool {
        starredOnly || unreadOnly || !participants.isEmpty || since != nil || until != nil || !searchTerms.isEmpty
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
