import Domain

/// A page of the list asked for: how many rows, and which row to select when it arrives.
struct BrowsePage: Equatable, Sendable {
    /// Where the cursor goes when the page does not hold the thread to keep.
    enum Fallback: Equatable, Sendable {
        /// The same row number, clamped: the row after an archived thread takes its place.
        case samePosition
        case first
        case last
    }

    /// At most this many rows; nil for all of them.
    var limit: Int?
    /// Whether the page continues the loaded rows rather than replacing them.
    var appended: Bool
    /// Where a replacing page starts in the list: the loaded rows are a window on it, so `G`
    /// reads the last page alone, not every thread before it.
    var start = 0
    /// The thread to select when the page holds it.
    var keep: ThreadID?
    var otherwise: Fallback
}
