import Domain

/// People for scripts: one array of `{"name","unread_threads","assigned"}`.
public struct PeopleJSONPresenter: PeoplePresentationLogic {
    private let display: any PeopleDisplayLogic

    public init(display: any PeopleDisplayLogic) { self.display = display }

    public func presentListPeople(_ response: People.ListPeople.Response) {
        let people = JSONText.array(response.people.map { summary in
            .object([("name", .string(summary.person.name)), ("unread_threads", .number(Int64(summary.unreadThreads))),
                     ("assigned", .number(Int64(summary.assigned)))])
        })
        display.displayListPeople(TextViewModel(lines: [.plain(people.serialized)]))
    }
}
