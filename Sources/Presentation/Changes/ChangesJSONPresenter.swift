import Domain

/// `{"state":"…","changed":[ids]}`: what `/v1/changes` answers and each `change` event carries.
public struct ChangesJSONPresenter: ChangesPresentationLogic {
    private let display: any ChangesDisplayLogic

    public init(display: any ChangesDisplayLogic) { self.display = display }

    public func presentListChanges(_ response: Changes.ListChanges.Response) {
        let object = JSONText.object([
            ("state", .string(response.changes.state.text)),
            ("changed", .array(response.changes.changed.map { .number($0.rawValue) })),
        ])
        display.displayListChanges(Changes.ListChanges.ViewModel(
            lines: [.plain(object.serialized)], state: response.changes.state.text, changed: !response.changes.changed.isEmpty))
    }
}
