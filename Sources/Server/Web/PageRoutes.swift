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
    static let secFetchDest = HTTPField.Name("Sec-Fetch-Dest")!
    /// Why a browser fetches a page ahead of a click: `prefetch`, `prefetch;prerender` (Chromium's
    /// `Sec-Purpose`, and the older `Purpose`).
    static let purposes = [HTTPField.Name("Sec-Purpose")!, HTTPField.Name("Purpose")!]

    /// `GET /?q=QUERY&filter=NAME&cursor=C`: the list; a query that does not parse shows the
    /// CLI's words beside the field, on the list page, with nothing listed.
    @Sendable static func list(_ request: Request, _ context: ServiceContext, _ visit: PageVisit, _ scenes: Scenes) async throws -> Response {
        let parameters = try PageForm.query(request)
        let query = parameters.q ?? "", saved = parameters.filter.flatMap { $0.isEmpty ? nil : $0 }
        let forms = HTMLForms(csrf: visit.session.csrf, query: query, filter: saved)
        let filters = try await savedFilters(scenes), tags = try await tagLinks(scenes, as: visit.person)
        let selection = ListCursor.Selection(query: query, all: false, sort: nil)
        let filter: ThreadFilter
        do {
            filter = try selection.filter()
        } catch let error as ThreadsError {
            return PageAnswer.page(.list, main: HTMLPage.unlisted, forms: forms, queryError: ServiceDetail.of(error), filters: filters, tags: tags)
        }
        let after = try parameters.cursor.map { try RequestParameters.cursor($0, for: selection) }
        let view = ResponseView()
        let list: @Sendable () async throws -> Void = {
            try await scenes.threadList(view, as: visit.person, format: .html, forms: forms, selection: saved == nil ? selection : nil).listThreads(ThreadList.ListThreads.Request(
                filter: FilterSelection(filter: filter, savedFilterName: saved), page: PageRequest(limit: pageSize, after: after)))
        }
        // A search of the text reads long (ThreadRoutes.list); a saved filter's is found out by the store's budget.
        if filter.searchesText { try await LongRead.run(request, list) } else { try await list() }
        return PageAnswer.page(.list, main: try view.page(), forms: forms, filters: filters, tags: tags)
    }

    /// `GET /threads/ID`: the thread, marked read first when it is opened, as opening it in
    /// `browse` does: not by a read-only session, which may only look.
    @Sendable static func thread(_ request: Request, _ context: ServiceContext, _ visit: PageVisit, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        let forms = HTMLForms(csrf: visit.session.csrf)
        let view = ResponseView()
        let opening = visit.writer != nil && opened(request)
        try await scenes.threadDetail(view, as: visit.person, format: .html, forms: forms).showThread(ThreadDetail.ShowThread.Request(id: id, opening: opening))
        // Who else is here, as the page loads (without a script, all it will ever say); a person
        // who opened it is here now too. A read-only session only looks: others are not told of it.
        let visitors = ResponseView()
        let note = opening ? ThreadVisit.Note.here(ThreadVisit(person: visit.person)) : nil
        try await scenes.threadDetail(visitors, as: visit.person, format: .html).visitThread(ThreadDetail.VisitThread.Request(id: id, note: note))
        return PageAnswer.page(.thread, main: try view.page(), forms: forms, visitors: try visitors.page())
    }

    /// `POST /threads/ID/visit` (`doing=reading|replying|leaving`): the page's person is on the
    /// thread, writing a reply, or gone, said every few seconds by the script; the answer is who
    /// else is, as the `#visitors` element the script puts in place (docs/web.md). A read-write
    /// session's form, as every post: a read-only one's page only looks.
    @Sendable static func visit(_ request: Request, _ context: ServiceContext, _ post: PageWrite, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let person = post.visit.person
        let note: ThreadVisit.Note
        switch post.form.doing {
        case "reading": note = .here(ThreadVisit(person: person))
        case "replying": note = .here(ThreadVisit(person: person, isReplying: true))
        case "leaving": note = .left(person)
        default: throw Problem.badRequest(ServiceWords.badParameter("doing", post.form.doing ?? "", expected: "reading, replying, leaving"))
        }
        let view = ResponseView()
        try await scenes.threadDetail(view, as: person, format: .html).visitThread(ThreadDetail.VisitThread.Request(id: id, note: note))
        return PageAnswer.fragment(try view.page())
    }

    /// `POST /threads/ID/change` (`change=star` …): one change, then the thread again; after
    /// "Unread", the list, as a mail page does (opening the thread again would read it again).
    @Sendable static func change(_ request: Request, _ context: ServiceContext, _ post: PageWrite, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let change = try self.change(post.form.change)
        try await scenes.threadActions(ResponseView(), as: post.visit.person).changeThreads(ThreadActions.ChangeThreads.Request(.ids([id]), change: change))
        return PageAnswer.seeOther(change == .unreadNewest ? "/" : HTMLForms.threadAddress(id))
    }

    /// `POST /threads/ID/tags` (`tags=+waiting -todo`): the tags added and removed as one change,
    /// then the thread again; an empty field changes nothing. A bad name changes nothing either:
    /// the answer is the thread page again (422), the CLI's words beside the field and what was
    /// typed still in it, as a bad search stays in its field.
    @Sendable static func tag(_ request: Request, _ context: ServiceContext, _ post: PageWrite, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let typed = post.form.tags ?? ""
        let change: ThreadChange
        do {
            change = try ThreadActions.tagChange(typed)
        } catch {
            let forms = HTMLForms(csrf: post.visit.session.csrf), view = ResponseView()
            try await scenes.threadDetail(view, as: post.visit.person, format: .html, forms: forms, tagField: HTMLForms.Field(text: typed, error: ServiceDetail.of(error)))
                .showThread(ThreadDetail.ShowThread.Request(id: id))
            return PageAnswer.page(.thread, main: try view.page(), forms: forms, status: .unprocessableContent)
        }
        if !change.steps.isEmpty {
            try await scenes.threadActions(ResponseView(), as: post.visit.person).changeThreads(ThreadActions.ChangeThreads.Request(.ids([id]), change: change))
        }
        return PageAnswer.seeOther(HTMLForms.threadAddress(id))
    }

    /// `POST /threads/ID/messages` (`body=`, `seen=`): the reply, written as the session's person
    /// (its token's), then the thread again. A reply onto someone else's written after `seen`
    /// (the newest message the page showed) is first a question page: their reply, and
    /// "Send anyway" with the reply's text.
    @Sendable static func reply(_ request: Request, _ context: ServiceContext, _ post: PageWrite, _ scenes: Scenes) async throws -> Response {
        let id = try RequestParameters(request: request, context: context).threadID()
        let reply = ThreadActions.PostMessage.Request(id: id, author: post.visit.person.name, body: post.form.reply, seen: post.form.seenMessage)
        let forms = HTMLForms(csrf: post.visit.session.csrf)
        let view = ResponseView()
        try await scenes.threadActions(view, as: post.visit.person, format: .html, forms: forms).postMessage(reply)
        guard view.asked else { return PageAnswer.seeOther(HTMLForms.threadAddress(id)) }
        return PageAnswer.page(.question, main: try view.page(), forms: forms)
    }

    /// `POST /threads/changes` (`q=`, `filter=`, `change=`, `confirmed=yes`, `selection=`): every
    /// thread the list shows, its query and saved filter both holding; more than the scene
    /// changes unasked is first its question, as a page with a confirm button, and a yes whose
    /// selection has changed since is asked again.
    @Sendable static func changeAll(_ request: Request, _ context: ServiceContext, _ post: PageWrite, _ scenes: Scenes) async throws -> Response {
        let query = post.form.q ?? "", saved = post.form.filter.flatMap { $0.isEmpty ? nil : $0 }
        let filter = try ListCursor.Selection(query: query, all: false, sort: nil).filter()
        let change = try self.change(post.form.change)
        let forms = HTMLForms(csrf: post.visit.session.csrf, query: query, filter: saved)
        var asked = ThreadActions.ChangeThreads.Request(.matching(filter), change: change, confirmed: post.form.confirmed == "yes")
        asked.savedFilterName = saved
        // A page's yes stands only for the selection it was asked about.
        asked.askedSelection = asked.confirmed ? post.form.selection ?? "" : nil
        let view = ResponseView()
        try await scenes.threadActions(view, as: post.visit.person, format: .html, forms: forms).changeThreads(asked)
        guard view.asked else { return PageAnswer.seeOther(forms.listAddress()) }
        return PageAnswer.page(.question, main: try view.page(), forms: forms)
    }

    /// Whether the person opened the thread, rather than the browser fetching it for them: a
    /// navigation to a document (a click, a key the page's script turned into one, an address
    /// typed), or a client that says nothing of how it fetches. Not a prefetch or prerender,
    /// which a browser makes of a link the person may never follow (it says so in `Sec-Purpose`,
    /// and its `Sec-Fetch-Mode` is `navigate` all the same), not a frame, and not the page's
    /// script reading the thread again after a change (a `fetch`), which would undo an "Unread".
    static func opened(_ request: Request) -> Bool {
        guard !purposes.contains(where: { request.headers[$0]?.lowercased().contains("prefetch") == true }) else { return false }
        guard let mode = request.headers[secFetchMode] else { return true }
        return mode == "navigate" && (request.headers[secFetchDest].map { $0 == "document" } ?? true)
    }

    /// The change a form's `change` names; 400 with the words for any other.
    private static func change(_ word: String?) throws -> ThreadChange {
        guard let word, let change = ThreadActions.change(named: word) else { throw Problem.badRequest(ServiceWords.unknownChange(word ?? "")) }
        return change
    }

    /// The tags' links, with their unread counts, the `tagListSize` most used and a link to the
    /// rest; nothing when there are none.
    private static func tagLinks(_ scenes: Scenes, as person: Person) async throws -> HTMLText? {
        let view = ResponseView()
        try await scenes.tags(view, as: person, format: .html).listTags(Tags.ListTags.Request(limit: tagListSize))
        return view.html
    }

    /// Tags the list page links to at most: a thousand would weigh 200 KB on every page.
    static let tagListSize = 40

    /// `GET /tags`: every tag, linked as the list page links the most used.
    @Sendable static func tags(_ request: Request, _ context: ServiceContext, _ visit: PageVisit, _ scenes: Scenes) async throws -> Response {
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        let view = ResponseView()
        try await scenes.tags(view, as: visit.person, format: .html).listTags(Tags.ListTags.Request())
        return PageAnswer.page(.tags, main: HTMLPage.allTags(view.html), forms: HTMLForms(csrf: visit.session.csrf))
    }

    /// The saved filters' links.
    private static func savedFilters(_ scenes: Scenes) async throws -> HTMLText? {
        let view = ResponseView()
        try await scenes.savedFilters(view, format: .html).listFilters(SavedFilters.ListFilters.Request())
        return view.html
    }
}
