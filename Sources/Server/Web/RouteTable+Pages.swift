import Hummingbird

extension RouteTable {
    /// The page's routes (docs/web.md): answers are pages, and who may take each is a session's
    /// matter, not a token's (`Route.Access.session`).
    static let pages = RouteTable(surface: .page, routes: [
        .get("/", session: PageRoutes.list),
        .get("/threads/:id", session: PageRoutes.thread),
        .post("/threads/:id/change", session: PageRoutes.change),
        .post("/threads/:id/messages", session: PageRoutes.reply),
        .post("/threads/:id/tags", session: PageRoutes.tag),
        .post("/threads/:id/visit", session: PageRoutes.visit),
        .post("/threads/changes", session: PageRoutes.changeAll),
        .get("/tags", session: PageRoutes.tags),
        .get("/signin", open: SignInRoutes.form),
        .post("/signin", signIn: SignInRoutes.signIn),
        .post("/signout", anySession: SignInRoutes.signOut),
        // The change stream of `/v1/events`, for a signed-in page (a browser's EventSource sends
        // no Authorization header, but it sends the session's cookie).
        .get("/events", session: ChangeRoutes.pageEvents),
        .get("/assets/:file", open: PageAssets.serve),
    ])
}
