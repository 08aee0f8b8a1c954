import Domain
import Foundation
import Hummingbird
import Presentation
import Words

/// The threads: a page of the list, one thread, a new thread, a post, a change to one thread
/// or to every thread a query selects. Each route reads the HTTP request into the scene's
/// Request, runs the interactor, and writes what the JSON presenter made.
enum ThreadRoutes {
    static let defaultLimit = 30
    static let maximumLimit = 500

    /// `GET /v1/threads?q=&all=&sort=&limit=&cursor=`: `{"threads":[…],"next":…,"state":…}`, the array
    /// byte for byte `list --format json`'s.
    @Sendable static func list(_ request: Request, _ context: ServiceContext, _ caller: Caller, _ scenes: Scenes) async throws -> Response {
        let parameters = try RequestParameters(request: request, context: context).query(allowing: ["q", "all", "sort", "limit", "cursor"])
        let limit = try RequestParameters.integer("limit", parameters["limit"], in: 1...maximumLimit, default: defaultLimit)
        let sort = try parameters["sort"].map { value in
            guard let sort = ThreadSort(rawValue: value) else {
                throw Problem.badRequest(ServiceWords.badParameter("sort", value, expected: ThreadSort.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            return sort
        }
        let selection = ListCursor.Selection(query: parameters["q"] ?? "", all: try RequestParameters.bool("all", parameters["all"]), sort: sort)
        let after = try parameters["cursor"].map { try RequestParameters.cursor($0, for: selection) }
        let filter = ThreadList.Filter.Request(filter: try selection.filter(), sort: sort)
        // Read before the page: a change committed in between is then reported again by
        // `/v1/changes`, never missed.
        let state = try await ChangeRoutes.state(scenes)
        let view = ResponseView()
        let list: @Sendable () async throws -> Void = {
            try await scenes.threadList(view, as: caller.person, envelope: .init(selection: selection, state: state))
                .listThreads(ThreadList.ListThreads.Request(filter: filter, page: PageRequest(limit: limit, after: after)))
        }
        // A search of the text reads long: off the event loop, and stopped if the client goes.
        if filter.filter.searchesText { try await LongRead.run(request, list) } else { try await list() }
        return JSONAnswer.response(view.text, to: request, tagged: true)
    }

    /// `GET /v1/threads/{id}`: `show --format json`'s object.
    @Sendable static func show(_ request: Request, _ context: ServiceContext, _ caller: Caller, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        return JSONAnswer.response(try await shown(id, as: caller.person, scenes), to: request, tagged: true)
    }

    /// `POST /v1/threads` `{"title","with","body"?,"from"?}`: 201, `Location`, the new thread,
    /// started by the token's person (a `from` naming anyone else: 403).
    @Sendable static func start(_ request: Request, _ context: ServiceContext, _ writer: Writer, _ scenes: Scenes) async throws -> Response {
        let body = try await RequestBody.decode(RouteBodies.NewThread.self, request, limit: scenes.environment.settings.maxBody)
        let started = ThreadActions.StartThread.Request(
            title: body.title, participants: body.with ?? [], body: body.body, author: try writer.author(claimed: body.from))
        let view = ResponseView()
        try await scenes.threadActions(view, as: writer.person).startThread(started)
        guard let id = view.startedThread else { throw Problem(.internalServerError, "internal", "") }
        return JSONAnswer.response(try await shown(id, as: writer.person, scenes), status: .created, to: request, headers: [.location: "/v1/threads/\(id.rawValue)"])
    }

    /// `POST /v1/threads/{id}/messages` `{"body","from"?}`: 201, the message as stored, written
    /// as the token's person (a `from` naming anyone else: 403). With `If-Match`, only onto the
    /// thread as the client last read it (its `ETag`): a reply that would cross another is 412,
    /// with the thread's tag now, and nothing is written.
    @Sendable static func post(_ request: Request, _ context: ServiceContext, _ writer: Writer, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let body = try await RequestBody.decode(RouteBodies.NewMessage.self, request, limit: scenes.environment.settings.maxBody)
        // The request's own faults first (its author), then whether the thread is as it was read.
        let post = ThreadActions.PostMessage.Request(id: id, author: try writer.author(claimed: body.from), body: body.body)
        if let expected = request.headers[.ifMatch], !expected.allSatisfy(\.isWhitespace) {
            let tag = JSONAnswer.entityTag(try await shown(id, as: writer.person, scenes))
            guard JSONAnswer.matchesStrongly(expected, tag) else { throw Problem.threadMoved(tag: tag) }
        }
        let view = ResponseView()
        try await scenes.threadActions(view, as: writer.person).postMessage(post)
        return JSONAnswer.response(view.text, status: .created, to: request)
    }

    /// `PATCH /v1/threads/{id}` with any of the four flags and `tags` (`{"add":[…],"remove":[…]}`):
    /// all of them in one transaction, in the order of the contract's table (so a failure leaves
    /// none made), then the thread as it now is.
    @Sendable static func update(_ request: Request, _ context: ServiceContext, _ writer: Writer, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let body = try await RequestBody.decode(RouteBodies.ThreadFields.self, request, limit: scenes.environment.settings.maxBody)
        let change = try ThreadChangeFields.change(body)
        try await scenes.threadActions(ResponseView(), as: writer.person).changeThreads(ThreadActions.ChangeThreads.Request(.ids([id]), change: change))
        return JSONAnswer.response(try await shown(id, as: writer.person, scenes), to: request)
    }

    /// `POST /v1/threads/changes` `{"where","set","dry_run"?}`: the CLI's `--where`, one
    /// transaction that reads the selection and changes it; `{"ids":[…],"count":N}`. `set` holds
    /// one key, as one command makes one change: a flag, or `tags` (any names added and removed,
    /// as `threads tag --where QUERY +a -b`).
    @Sendable static func change(_ request: Request, _ context: ServiceContext, _ writer: Writer, _ scenes: Scenes) async throws -> Response {
        let body = try await RequestBody.decode(RouteBodies.ChangeByQuery.self, request, limit: scenes.environment.settings.maxBody)
        let query = try ListCursor.Selection(query: body.query, all: false, sort: nil).filter()
        guard body.set.given <= 1 else { throw Problem.invalidBody(ServiceWords.oneChangeByQuery) }
        let change = try ThreadChangeFields.change(body.set)
        let view = ResponseView()
        try await scenes.threadActions(view, as: writer.person).changeThreads(
            ThreadActions.ChangeThreads.Request(.matching(query), change: change, dryRun: body.dryRun ?? false, confirmed: true))
        return JSONAnswer.response(view.text, to: request)
    }

    /// The thread as `show --format json` prints it.
    private static func shown(_ id: ThreadID, as person: Person, _ scenes: Scenes) async throws -> String {
        let view = ResponseView()
        try await scenes.threadDetail(view, as: person).showThread(ThreadDetail.ShowThread.Request(id: id))
        return view.text
    }
}
