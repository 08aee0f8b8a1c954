/// The tags' output boundary: one conformer per format.
public protocol TagsPresentationLogic: Sendable {
    func presentListTags(_ response: Tags.ListTags.Response)
    func presentRenameTag(_ response: Tags.RenameTag.Response)
    func presentDeleteTag(_ response: Tags.DeleteTag.Response)
}

/// The tags' view.
public protocol TagsDisplayLogic: Sendable {
    func displayListTags(_ viewModel: Tags.ListTags.ViewModel)
    func displayRenameTag(_ viewModel: Tags.RenameTag.ViewModel)
    func displayDeleteTag(_ viewModel: Tags.DeleteTag.ViewModel)
}
