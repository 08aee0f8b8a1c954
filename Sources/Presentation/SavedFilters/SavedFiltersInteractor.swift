import Domain

/// Each action runs its use case and hands the result to the presenter.
public struct SavedFiltersInteractor: Sendable {
    private let filters: any SavedFiltersRepository
    private let presenter: any SavedFiltersPresentationLogic

    public init(filters: any SavedFiltersRepository, presenter: any SavedFiltersPresentationLogic) {
        self.filters = filters
        self.presenter = presenter
    }

    /// Keeps "no sort" when none was typed or inherited, so the list's default still applies later.
    public func saveFilter(_ request: SavedFilters.SaveFilter.Request) async throws {
        let resolved = try await ResolveFilter(filters: filters)(request.filter)
        let saved = SavedFilter(name: request.name, filter: resolved.filter, sort: resolved.sort)
        let replaced = try await SaveFilter(filters: filters)(saved)
        presenter.presentSaveFilter(SavedFilters.SaveFilter.Response(saved: saved, replaced: replaced))
    }

    public func listFilters(_ request: SavedFilters.ListFilters.Request) async throws {
        let filters = try await ListFilters(filters: filters)()
        presenter.presentListFilters(SavedFilters.ListFilters.Response(filters: filters))
    }

    public func showFilter(_ request: SavedFilters.ShowFilter.Request) async throws {
        let saved = try await ShowFilter(filters: filters)(named: request.name)
        presenter.presentShowFilter(SavedFilters.ShowFilter.Response(saved: saved))
    }

    public func deleteFilter(_ request: SavedFilters.DeleteFilter.Request) async throws {
        try await DeleteFilter(filters: filters)(named: request.name)
        presenter.presentDeleteFilter(SavedFilters.DeleteFilter.Response(name: request.name))
    }
}
