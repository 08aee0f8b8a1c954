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
}
