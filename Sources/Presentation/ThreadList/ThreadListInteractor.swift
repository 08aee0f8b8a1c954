import Domain

/// The thread list's logic: resolves the filter (saved one plus flags), asks for the page,
/// hands the result to the presenter. It never formats text.
public struct ThreadListInteractor: Sendable {
    private let listThreads: ListThreads
    private let loadFilter: LoadFilter
    private let presenter: any ThreadListPresentationLogic

    /// Creates the interactor from its use cases and its presenter.
    public init(listThreads: ListThreads, loadFilter: LoadFilter, presenter: any ThreadListPresentationLogic) {
        self.listThreads = listThreads
        self.loadFilter = loadFilter
        self.presenter = presenter
    }

    /// Fetches one page and presents it; errors propagate to the caller untouched.
    public func fetch(_ request: ThreadList.Fetch.Request) async throws {
        let filter = try await resolve(request.filter)
        let result = try await listThreads(ThreadQuery(filter: filter.filter, sort: filter.sort, page: request.page,
                                                       extras: presenter.extras))
        presenter.presentThreads(ThreadList.Fetch.Response(filter: filter, page: request.page, result: result))
    }

    /// The filter in force: the saved filter named in the request (if any) with the typed flags added.
    public func resolve(_ request: ThreadList.Filter.Request) async throws -> ThreadList.Filter.Response {
        var flags = request.flags
        if let archive = request.archive { flags.archive = archive }
        if let mute = request.mute { flags.mute = mute }
        guard let name = request.savedFilterName else {
            return ThreadList.Filter.Response(filter: flags, sort: request.sort ?? .recent)
        }
        let saved = try await loadFilter(named: name)
        return ThreadList.Filter.Response(
            filter: saved.filter.adding(request.flags, archive: request.archive, mute: request.mute),
            sort: request.sort ?? saved.sort ?? .recent
        )
    }
}
