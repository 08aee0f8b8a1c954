import Domain
import Hummingbird
import Presentation
import Words

/// Saved filters by name: the list, one, saved (created or replaced), deleted. The objects are
/// `filter list --format json`'s and `filter show --format json`'s.
enum FilterRoutes {
    @Sendable static func list(_ request: Request, _ context: ServiceContext, _: Caller, _ scenes: Scenes) async throws -> Response {
        let view = ResponseView()
        try await scenes.savedFilters(view).listFilters(SavedFilters.ListFilters.Request())
        return JSONAnswer.response(view.text, to: request, tagged: true)
    }

    @Sendable static func show(_ request: Request, _ context: ServiceContext, _: Caller, _ scenes: Scenes) async throws -> Response {
        let view = ResponseView()
        try await scenes.savedFilters(view).showFilter(SavedFilters.ShowFilter.Request(name: RequestParameters(request: request, context: context).name()))
        return JSONAnswer.response(view.text, to: request, tagged: true)
    }

    /// `PUT /v1/filters/{name}` `{"query","sort"?,"all"?}`: 201 when new, 200 when it replaced one.
    @Sendable static func save(_ request: Request, _ context: ServiceContext, _: Writer, _ scenes: Scenes) async throws -> Response {
        let name = RequestParameters(request: request, context: context).name()
        let body = try await RequestBody.decode(RouteBodies.SavedFilter.self, request, limit: scenes.environment.settings.maxBody)
        let sort = try body.sort.map { value in
            guard let sort = ThreadSort(rawValue: value) else {
                throw Problem.invalidBody(ServiceWords.wrongType("sort", type: ThreadSort.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            return sort
        }
        let selection = ListCursor.Selection(query: body.query, all: body.all ?? false, sort: sort)
        let existed = try await exists(name, scenes)
        let view = ResponseView()
        try await scenes.savedFilters(view).saveFilter(
            SavedFilters.SaveFilter.Request(name: name, filter: ThreadList.Filter.Request(filter: try selection.filter(), sort: sort)))
        return JSONAnswer.response(view.text, status: existed ? .ok : .created, to: request,
                                   headers: existed ? [:] : [.location: "/v1/filters/\(name)"])
    }

    @Sendable static func delete(_ request: Request, _ context: ServiceContext, _: Writer, _ scenes: Scenes) async throws -> Response {
        try await scenes.savedFilters(ResponseView()).deleteFilter(SavedFilters.DeleteFilter.Request(name: RequestParameters(request: request, context: context).name()))
        return Response(status: .noContent)
    }

    /// Whether a filter of this name is saved now. A save racing another for a new name may
    /// both say 201; the filter saved is the later one either way.
    private static func exists(_ name: String, _ scenes: Scenes) async throws -> Bool {
        do {
            try await scenes.savedFilters(ResponseView()).showFilter(SavedFilters.ShowFilter.Request(name: name))
            return true
        } catch ThreadsError.unknownFilter {
            return false
        } catch ThreadsError.invalidFilterName {
            return false
        }
    }
}
