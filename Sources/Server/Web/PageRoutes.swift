import Domain
import HTTPTypes
import Hummingbird
import Presentation
import Words

/// The page's list and threads (docs/web.md). As every route, each reads the request into the
/// scene's Request and shows what the scene's presenter made, here the HTML one, in the page's
/// frame; a post answers with a 303 to the page to show next.
enum PageRoutes {
    /// Threads a page of the list shows.
    static let pageSize = 50
    static let secFetchMode = HTTPField.Name("Sec-Fetch-Mode")!

    /// `GET /?q=QUERY&filter=NAME&cursor=C`: the list; a query that does not parse shows the
    /// CLI's words beside the field, on the list page, with nothing listed.
    @Sendable static func list(_ request: Request, _ context: ServiceContext, _ scenes: Scenes) async throws -> Response {
        let parameters = try PageForm.query(request)
        let query = parameters.q ?? "", saved = parameters.filter.flatMap { $0.isEmpty ? nil : $0 }
        let forms = HTMLForms(csrf: context.session?.csrf, query: query)
        let filters = try await savedFilters(scenes)
        let selection = ListCursor.Selection(query: query, all: false, sort: nil)
        let filter: ThreadFilter
        do {
            filter = try selection.filter()
        } catch let error as ThreadsError {
            return PageAnswer.page(.list, main: HTMLPage.unlisted, forms: forms, queryError: ErrorWords.message(error), filters: filters)
        }
        let after = try parameters.cursor.map { try RequestParameters.cursor($0, for: selection) }
        let view = ResponseView()
        try await scenes.threadListPage(view, forms: forms, selection: saved == nil ? selection : nil).listThreads(ThreadList.ListThreads.Request(
            filter: FilterSelection(filter: filter, savedFilterName: saved), page: PageRequest(limit: pageSize, after: after)))
        return PageAnswer.page(.list, main: try view.page(), forms: forms, filters: filters)
    }

    /// `GET /threads/ID`: the thread, marked read first when it is opened, as opening it in
    /// `browse` does: not by a read-only session, which may only look, and not when the page's
    /// script reads it again for a change (a `fetch`: `Sec-Fetch-Mode: cors`), which would undo
    /// an "Unread" at once.
    @Sendable static func thread(_ request: Request, _ context: ServiceContext, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        let opened = request.headers[secFetchMode].map { $0 == "navigate" } ?? true
        if opened && context.session?.mayWrite == true {
            try await scenes.threadActions(ResponseView()).changeThreads(ThreadActions.ChangeThreads.Request(ids: [id], change: .readAll))
        }
        let forms = HTMLForms(csrf: context.session?.csrf)
        let view = ResponseView()
        try await scenes.threadDetailPage(view, forms: forms).showThread(ThreadDetail.ShowThread.Request(id: id))
        return PageAnswer.page(.thread, main: try view.page(), forms: forms)
    }

    /// `POST /threads/ID/change` (`change=star` …): one change, then the thread again; after
    /// "Unread", the list, as a mail page does (opening the thread again would read it again).
    @Sendable static func change(_ request: Request, _ context: ServiceContext, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let change = try self.change(context.form?.change)
        try await scenes.threadActions(ResponseView()).changeThreads(ThreadActions.ChangeThreads.Request(ids: [id], change: change))
        return PageAnswer.seeOther(change == .unreadNewest ? "/" : HTMLForms.threadAddress(id))
    }

    /// `POST /threads/ID/messages` (`body=`): the reply, then the thread again.
    @Sendable static func reply(_ request: Request, _ context: ServiceContext, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let post = ThreadActions.PostMessage.Request(id: id, author: scenes.environment.author, body: context.form?.reply ?? "")
        try await scenes.threadActions(ResponseView()).postMessage(post)
        return PageAnswer.seeOther(HTMLForms.threadAddress(id))
    }

    /// `POST /threads/changes` (`q=`, `change=`, `confirmed=yes`): every thread of the query;
    /// more than the scene changes unasked is first its question, as a page with a confirm button.
    @Sendable static func changeAll(_ request: Request, _ context: ServiceContext, _ scenes: Scenes) async throws -> Response {
        let query = context.form?.q ?? ""
        let filter = try ListCursor.Selection(query: query, all: false, sort: nil).filter()
        let change = try self.change(context.form?.change)
        let forms = HTMLForms(csrf: context.session?.csrf, query: query)
        let view = ResponseView()
        try await scenes.threadActionsPage(view, forms: forms).changeThreads(
            ThreadActions.ChangeThreads.Request(query: filter, change: change, confirmed: context.form?.confirmed == "yes"))
        guard view.asked else { return PageAnswer.seeOther(HTMLForms.listAddress(query: query)) }
        return PageAnswer.page(.question, main: try view.page(), forms: forms)
    }

    /// The change a form's `change` names; 400 with the words for any other.
    private static func change(_ word: String?) throws -> ThreadChange {
        guard let word, let change = ThreadActions.change(named: word) else { throw Problem.badRequest(ServiceWords.unknownChange(word ?? "")) }
        return change
    }

    /// The saved filters' links.
    private static func savedFilters(_ scenes: Scenes) async throws -> HTMLText? {
        let view = ResponseView()
        try await scenes.savedFiltersPage(view).listFilters(SavedFilters.ListFilters.Request())
        return view.html
    }
}
