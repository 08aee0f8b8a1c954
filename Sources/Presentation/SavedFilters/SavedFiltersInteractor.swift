import Domain

/// The saved-filters logic: each action calls its use case and hands the result on.
public struct SavedFiltersInteractor: Sendable {
    private let saveFilter: SaveFilter
    private let listFilters: ListFilters
    private let deleteFilter: DeleteFilter
    private let loadFilter: LoadFilter
    private let threadList: ThreadListInteractor
    private let presenter: any SavedFiltersPresentationLogic

    /// Creates the interactor; `threadList` resolves `--filter` inside a filter being saved.
    public init(saveFilter: SaveFilter, listFilters: ListFilters, deleteFilter: DeleteFilter, loadFilter: LoadFilter,
                threadList: ThreadListInteractor, presenter: any SavedFiltersPresentationLogic) {
        self.saveFilter = saveFilter
        self.listFilters = listFilters
        self.deleteFilter = deleteFilter
        self.loadFilter = loadFilter
        self.threadList = threadList
        self.presenter = presenter
    }

    /// Saves the filter as typed; a `--filter` inside it is expanded now, so the saved one stands alone.
    public func save(_ request: SavedFilters.Save.Request) async throws {
        let resolved = try await threadList.resolve(request.filter)
        // Keep "no sort" when none was typed or inherited, so the list's default still applies later.
        var sort = request.filter.sort
        if sort == nil, let base = request.filter.savedFilterName { sort = try await loadFilter(named: base).sort }
        let saved = SavedFilter(name: request.name, filter: resolved.filter, sort: sort)
        let replaced = try await saveFilter(saved)
        presenter.presentSaved(SavedFilters.Save.Response(saved: saved, replaced: replaced))
    }

    /// Lists every saved filter.
    public func list() async throws {
        presenter.presentList(SavedFilters.List.Response(filters: try await listFilters()))
    }

    /// Shows one saved filter.
    public func show(named name: String) async throws {
        presenter.presentShow(SavedFilters.Show.Response(saved: try await loadFilter(named: name)))
    }

    /// Deletes one saved filter.
    public func delete(named name: String) async throws {
        try await deleteFilter(named: name)
        presenter.presentDeleted(SavedFilters.Delete.Response(name: name))
    }
}
