/// Not a role but every thread role at once: what `StoreThreadRepository` (Data) implements over
/// any `DataStore`, and `ThreadRepositoryDouble` (TestSupport) plays. A use case or an interactor
/// never holds it; each holds its scene's role (docs/architecture.md, "Repository roles").
public typealias ThreadRepository = ThreadListRepository & ThreadDetailRepository & ThreadActionsRepository
    & QueryPlanRepository & InterchangeRepository & SeedRepository & InboxReportRepository & ChangesRepository & TagsRepository & PeopleRepository
