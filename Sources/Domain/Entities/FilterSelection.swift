/// Which threads were asked for: conditions typed now, on top of an optional saved filter.
public struct FilterSelection: Equatable, Sendable {
    /// The conditions typed now; their archived and muted states count only when typed (below).
    public var flags: ThreadFilter
    /// The archived state when typed: it replaces the saved filter's.
    public var archive: ArchiveScope?
    /// The muted state when typed: it replaces the saved filter's.
    public var mute: MuteScope?
    /// The saved filter to start from.
    public var savedFilterName: String?
    /// The order when typed: it replaces the saved filter's.
    public var sort: ThreadSort?

    public init(flags: ThreadFilter = .inbox, archive: ArchiveScope? = nil, savedFilterName: String? = nil, sort: ThreadSort? = nil,
                mute: MuteScope? = nil) {
        self.flags = flags
        self.archive = archive
        self.savedFilterName = savedFilterName
        self.sort = sort
        self.mute = mute
    }
}
