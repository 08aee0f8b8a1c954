/// The people scene's output boundary.
public protocol PeoplePresentationLogic: Sendable {
    func presentListPeople(_ response: People.ListPeople.Response)
}

/// The people scene's view.
public protocol PeopleDisplayLogic: Sendable {
    func displayListPeople(_ viewModel: People.ListPeople.ViewModel)
}
