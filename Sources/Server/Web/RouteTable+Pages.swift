import Hummingbird

extension RouteTable {
    /// The page's routes (docs/web.md), behind `PageGate` rather than the token gate.
    static let pages = RouteTable(routes: [
        Route(method: .get, path: "/", handler: PageRoutes.list),
        Route(method: .get, path: "/threads/:id", handler: PageRoutes.thread),
        Route(method: .post, path: "/threads/:id/change", handler: PageRoutes.change),
        Route(method: .post, path: "/threads/:id/messages", handler: PageRoutes.reply),
        Route(method: .post, path: "/threads/changes", handler: PageRoutes.changeAll),
        Route(method: .get, path: "/signin", handler: SignInRoutes.form),
        Route(method: .post, path: "/signin", handler: SignInRoutes.signIn),
        Route(method: .post, path: "/signout", handler: SignInRoutes.signOut),
        // The change stream of `/v1/events`, for a signed-in page (a browser's EventSource sends
        // no Authorization header, but it sends the session's cookie).
        Route(method: .get, path: "/events", handler: ChangeRoutes.events),
        Route(method: .get, path: "/assets/:file", handler: PageAssets.serve),
    ])
}
