import Domain

/// People for people: one aligned line each (`Ben   3 unread threads, 1 assigned`).
public struct PeopleTextPresenter: PeoplePresentationLogic {
    private let display: any PeopleDisplayLogic

    public init(display: any PeopleDisplayLogic) { self.display = display }

    public func presentListPeople(_ response: People.ListPeople.Response) {
        let widths = response.people.map { DisplayWidth.of($0.person.name) }
        let width = widths.max() ?? 0
        let lines = zip(response.people, widths).map { summary, cells in
            let name = summary.person.name
            let counts = "\(summary.unreadThreads) unread \(summary.unreadThreads == 1 ? "thread" : "threads"), \(summary.assigned) assigned"
            return StyledLine.led(by: .heading, bytes: name.utf8.count + width - cells,
                                  of: name + String(repeating: " ", count: width - cells + 2) + counts)
        }
        display.displayListPeople(TextViewModel(lines: lines))
    }
}
