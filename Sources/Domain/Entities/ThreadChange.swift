/// A change applied to several threads at once by `star`, `read`, `archive` and their opposites.
public enum ThreadChange: Equatable, Sendable {
    /// Sets (true) or clears the star.
    case star(Bool)
    /// Archives (true) or restores.
    case archive(Bool)
    /// Mutes (true) or unmutes.
    case mute(Bool)
    /// Marks every message read.
    case readAll
    /// Marks the newest message unread.
    case unreadNewest
    /// Puts the tag on (a thread that has it already keeps it as it is).
    case tag(TagName)
    /// Takes the tag off (a thread without it is left as it is).
    case untag(TagName)
}

extension ThreadChange {
    /// Whether this puts a tag on or takes one off.
    public var isTagChange: Bool {
        switch self {
        case .tag, .untag: true
        default: false
        }
    }

    /// The threads this change would alter, in the inbox's usual scope: `star` the ones without a
    /// star, `unarchive` the archived ones, `read` those with unread messages. A shell completing
    /// `threads star ` offers these first, not threads the command would leave as they are.
    public var alteredThreads: ThreadFilter {
        switch self {
        case .star(true): ThreadFilter(.not(.term(.state(.starred))))
        case .star(false): ThreadFilter(.term(.state(.starred)))
        case .archive(true): ThreadFilter(.not(.term(.state(.archived))))
        case .archive(false): ThreadFilter(.term(.state(.archived)))
        case .mute(true): ThreadFilter(.not(.term(.state(.muted))))
        case .mute(false): ThreadFilter(.term(.state(.muted)))
        case .readAll: ThreadFilter(.term(.state(.unread)))
        case .unreadNewest: ThreadFilter(.term(.state(.read)))
        case .tag(let name): ThreadFilter(.not(.term(.tag(name.text))))
        case .untag(let name): ThreadFilter(.term(.tag(name.text)))
        }
    }
}
