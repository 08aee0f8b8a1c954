import Domain

/// The view model of every scene whose output is finished text: styled lines, top to bottom.
/// Actions name it as their own (`InboxReport.CountInbox.ViewModel`), so each reads as Clean Swift
/// expects, without six copies of the same struct.
public struct TextViewModel: PrintableViewModel, Equatable, Sendable {
    /// The lines, top to bottom.
    public var lines: [StyledLine]
    /// The same as HTML, for a page that puts it in its frame; nil from presenters of other formats.
    public var html: HTMLText?

    public init(lines: [StyledLine], html: HTMLText? = nil) {
        self.lines = lines
        self.html = html
    }
}

/// A view model a text view can print as it is: every CLI view model is one, and a view model
/// that carries more for other views (the browser's rows and marks) still prints its lines.
public protocol PrintableViewModel: Sendable {
    /// Top to bottom.
    var lines: [StyledLine] { get }
}

/// Lines about one thread, with its id for a view that goes on from it: the thread a start
/// made (the service's `Location`), the last thread of an export's page (the next starts after it).
public struct ThreadTextViewModel: PrintableViewModel, Equatable, Sendable {
    public var lines: [StyledLine]
    public var id: ThreadID

    public init(lines: [StyledLine], id: ThreadID) {
        self.lines = lines
        self.id = id
    }
}

/// A view model that may carry HTML beside its lines (from an HTML presenter), for a page that
/// puts it in its frame rather than printing it.
public protocol HTMLViewModel: Sendable {
    var html: HTMLText? { get }
}

extension TextViewModel: HTMLViewModel {}
extension ThreadList.ListThreads.ViewModel: HTMLViewModel {}
extension ThreadDetail.ShowThread.ViewModel: HTMLViewModel {}
extension ThreadActions.ChangeThreads.ViewModel: HTMLViewModel {}
extension ThreadActions.PostMessage.ViewModel: HTMLViewModel {}
