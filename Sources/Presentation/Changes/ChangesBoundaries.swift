/// The changes scene's output boundary.
public protocol ChangesPresentationLogic: Sendable {
    func presentListChanges(_ response: Changes.ListChanges.Response)
}

/// The changes scene's view.
public protocol ChangesDisplayLogic: Sendable {
    func displayListChanges(_ viewModel: Changes.ListChanges.ViewModel)
}
