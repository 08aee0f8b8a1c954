import Domain

/// The state on one line, then the changed threads' ids on another when a state was given.
public struct ChangesTextPresenter: ChangesPresentationLogic {
    private let display: any ChangesDisplayLogic

    public init(display: any ChangesDisplayLogic) { self.display = display }

    public func presentListChanges(_ response: Changes.ListChanges.Response) {
        let changed = response.changes.changed
        let ids = changed.isEmpty ? "none" : changed.map { "#\($0)" }.joined(separator: " ")
        display.displayListChanges(Changes.ListChanges.ViewModel(
            lines: [.plain("State: " + response.changes.state.text), .plain("Changed: " + ids)],
            state: response.changes.state.text, changed: !changed.isEmpty))
    }
}
