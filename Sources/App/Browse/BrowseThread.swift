import Domain
import Presentation

/// The open thread, on the thread screen.
struct BrowseThread: Equatable, Sendable {
    var id: ThreadID
    /// `threads show`'s lines: the header, then the body; empty until the thread arrives.
    var lines: [StyledLine] = []
    /// Which way each toggle goes; nil until the thread arrives.
    var marks: ThreadMarks?
    /// The index of the first body line on screen (0 is the line under the header).
    var scroll = 0

    /// The body: every line but the header.
    var body: ArraySlice<StyledLine> { lines.dropFirst() }

    /// `scroll` kept where the last screen of the body is still full.
    mutating func clampScroll(height: Int) {
        scroll = min(max(scroll, 0), max(body.count - height, 0))
    }
}
