import Data
import Domain
import Foundation
import Presentation

/// What a shell completes from the database, read through the same scenes the commands use with
/// the browser's presenters: its filter picker's names and its list's rows (each row's thread).
struct CompletionCandidates: Sendable {
    let store: any DataStore
    let clock: Clock

    /// How many threads an id completion offers: the most recent, as a first page would show
    /// them. A shell lists every candidate; a hundred fills a screen without a pager.
    static let threadLimit = 100

    /// Every saved filter's name.
    func filterNames() async throws -> [String] {
        let view = CompletionView()
        try await SavedFiltersInteractor(filters: StoreFilterRepository(store: store), presenter: SavedFiltersScreenPresenter(display: view))
            .listFilters(SavedFilters.ListFilters.Request())
        return view.lines
    }

    /// Every tag's name, as first written.
    func tagNames() async throws -> [String] {
        let view = CompletionView()
        try await TagsInteractor(tags: StoreThreadRepository(store: store), presenter: TagsScreenPresenter(display: view)).listTags(Tags.ListTags.Request())
        return view.lines
    }

    /// The ids of the most recent threads `filter` keeps, except those in `typed` (already on the line).
    func threadIDs(_ filter: ThreadFilter, leavingOut typed: Set<String>) async throws -> [String] {
        let view = CompletionView()
        let presenter = ThreadListScreenPresenter(width: 80, clock: clock, display: view)
        try await ThreadListInteractor(threads: StoreThreadRepository(store: store), filters: StoreFilterRepository(store: store), clock: clock,
                                       presenter: presenter)
            .listThreads(ThreadList.ListThreads.Request(filter: FilterSelection(filter: filter), page: PageRequest(limit: Self.threadLimit)))
        return view.threads.map(\.description).filter { !typed.contains($0) }
    }
}

extension Composition {
    /// The candidates from the database `--database` (as typed on the line being completed) or the
    /// environment points at, only read: a file not yet made, or one this build would migrate,
    /// is an error, not made or changed (`StoreLocation.readOnly`).
    func completionCandidates(database: String?) throws -> CompletionCandidates {
        var location = try DatabaseLocator.locate(option: database, variables: environment.variables)
        location.readOnly = true
        return CompletionCandidates(store: try environment.openStore(location), clock: environment.clock)
    }
}
