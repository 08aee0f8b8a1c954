import Foundation

/// The flags' spelling of a filter: each flag is the term it equals, all `and`-ed, in the
/// order the flags are documented, so `filter show` prints them the same way every time.
extension ThreadFilter {
    public init(flags: FilterFlags) {
        var parts: [QueryExpression] = []
        if flags.starredOnly { parts.append(.term(.state(.starred))) }
        if flags.unreadOnly { parts.append(.term(.state(.unread))) }
        parts += flags.participants.map { .term(.with($0)) }
        if let since = flags.since { parts.append(.term(.after(.instant(since)))) }
        if let until = flags.until { parts.append(.term(.before(.instant(until)))) }
        parts += flags.searchTerms.map { .term(.text($0)) }
        // `--all` switches the scope rule off; a state then kept on one side is said outright.
        let includesAll = flags.archive == .all || flags.mute == .all
        switch flags.archive {
        case .archived: parts.append(.term(.state(.archived)))
        case .active where includesAll: parts.append(.not(.term(.state(.archived))))
        case .active, .all: break
        }
        switch flags.mute {
        case .muted: parts.append(.term(.state(.muted)))
        case .unmuted where includesAll: parts.append(.not(.term(.state(.muted))))
        case .unmuted, .all: break
        }
        self.init(.and(parts), includesAll: includesAll)
    }

    /// The flags' convenience spelling, as before queries: `ThreadFilter(starredOnly: true)`.
    public init(
        starredOnly: Bool = false, unreadOnly: Bool = false, participants: [String] = [],
        since: Date? = nil, until: Date? = nil, searchTerms: [String] = [], archive: ArchiveScope = .active,
        mute: MuteScope = .unmuted
    ) {
        self.init(flags: FilterFlags(
            starredOnly: starredOnly, unreadOnly: unreadOnly, participants: participants, since: since, until: until,
            searchTerms: searchTerms, archive: archive, mute: mute))
    }

    /// The flags that say the same, when some do: nil for `or`, `not` (except of a state under
    /// `--all`), `from:`, `title:`, `is:read`, relative dates, or a date given twice.
    public var flags: FilterFlags? {
        var flags = FilterFlags()
        var archived: Bool?, muted: Bool?
        let parts: [QueryExpression] = if case .and(let parts) = expression { parts } else { [expression] }
        for part in parts {
            switch part {
            case .term(.state(.starred)): flags.starredOnly = true
            case .term(.state(.unread)): flags.unreadOnly = true
            case .term(.state(.archived)) where archived == nil: archived = true
            case .term(.state(.muted)) where muted == nil: muted = true
            case .not(.term(.state(.archived))) where archived == nil: archived = false
            case .not(.term(.state(.muted))) where muted == nil: muted = false
            case .term(.with(let name)): flags.participants.append(name)
            case .term(.after(.instant(let date))) where flags.since == nil: flags.since = date
            case .term(.before(.instant(let date))) where flags.until == nil: flags.until = date
            case .term(.text(let text)): flags.searchTerms.append(text)
            default: return nil
            }
        }
        switch (archived, includesAll) {
        case (true?, _): flags.archive = .archived
        case (false?, true), (nil, false): flags.archive = .active
        case (false?, false): return nil  // `not is:archived` alone: not a flag's words
        case (nil, true): flags.archive = .all
        }
        switch (muted, includesAll) {
        case (true?, _): flags.mute = .muted
        case (false?, true), (nil, false): flags.mute = .unmuted
        case (false?, false): return nil
        case (nil, true): flags.mute = .all
        }
        // `--archived --all` and the like cannot be typed: only what the flags can say round-trips.
        guard ThreadFilter(flags: flags) == self else { return nil }
        return flags
    }
}
