/// The frame every page of `threads serve` shares (docs/web.md): the head with the stylesheet and
/// the script, the bar with the search form and the sign-out button, the query's error line, the
/// saved filters and the tags beside them, and the `<main>` a scene's HTML presenter made. The sign-in and error pages'
/// own `<main>` are here too: they belong to no scene.
public enum HTMLPage {
    /// Which page: its `<body>` class, for the stylesheet and the script.
    public enum Kind: String, Sendable {
        case list, thread, question, signin, error, tags
    }

    /// Where the server serves its two assets, named by their content.
    public struct Assets: Equatable, Sendable {
        public var script: String
        public var stylesheet: String

        public init(script: String, stylesheet: String) {
            self.script = script
            self.stylesheet = stylesheet
        }
    }

    /// The whole document around `main`, titled by its first `<h1>`.
    /// `visitors`: who else is on the thread, before it and outside `<main>`, which the script
    /// replaces on its own beat.
    public static func document(_ kind: Kind, main: HTMLText, assets: Assets, forms: HTMLForms, queryError: String = "",
                                filters: HTMLText? = nil, tags: HTMLText? = nil, visitors: HTMLText? = nil) -> HTMLText {
        let heading = main.firstText(of: "h1")
        var head: [HTMLText] = [
            .element("meta", attributes: [("charset", "utf-8")]),
            .element("meta", attributes: [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        ]
        if let csrf = forms.csrf { head.append(.element("meta", attributes: [("name", "csrf-token"), ("content", csrf)])) }
        head += [
            .element("title", text: heading.isEmpty ? "threads" : heading + " — threads"),
            .element("link", attributes: [("rel", "stylesheet"), ("href", assets.stylesheet)]),
            .element("script", attributes: [("src", assets.script), ("defer", "")]),
        ]
        var body = [bar(forms)]
        if forms.csrf != nil {
            body.append(.element("p", attributes: [("id", "q-error"), ("class", "query-error"), ("role", "alert")], text: queryError))
            if let filters { body.append(filters) }
            if let tags { body.append(tags) }
            if let visitors { body.append(visitors) }
        }
        body.append(main)
        return .fragment([
            .doctype,
            .element("html", attributes: [("lang", "en")], [
                .element("head", head),
                .element("body", attributes: [("class", "page-" + kind.rawValue)], body),
            ]),
        ])
    }

    /// The bar: home, then, signed in, the search form and the sign-out button.
    private static func bar(_ forms: HTMLForms) -> HTMLText {
        var items: [HTMLText] = [.element("a", attributes: [("class", "home"), ("href", "/")], text: "threads")]
        if forms.csrf != nil {
            items.append(.element("form", attributes: [("class", "search"), ("method", "get"), ("action", "/"), ("role", "search")], [
                .element("label", attributes: [("for", "q")], text: "Search"),
                .element("input", attributes: [("type", "search"), ("id", "q"), ("name", "q"), ("value", forms.query),
                                               ("autocomplete", "off"), ("aria-describedby", "q-error")]),
                .element("button", attributes: [("type", "submit")], text: "Search"),
            ]))
        }
        if let signOut = forms.post(to: "/signout", class: "signout", [.element("button", attributes: [("type", "submit")], text: "Sign out")]) {
            items.append(signOut)
        }
        return .element("header", attributes: [("class", "bar")], items)
    }

    /// The sign-in form, with a refusal above it after a wrong token; `csrf` is the sign-in
    /// cookie's own token (there is no session yet).
    public static func signIn(csrf: String, refused: Bool) -> HTMLText {
        var items: [HTMLText] = [.element("h1", text: "Sign in")]
        if refused { items.append(.element("p", attributes: [("class", "error"), ("role", "alert")], text: "That token is not known. Check it, or make one.")) }
        let form = HTMLForms(csrf: csrf).post(to: "/signin", [
            .element("label", attributes: [("for", "token")], text: "Token"),
            .element("input", attributes: [("type", "password"), ("id", "token"), ("name", "token"), ("autocomplete", "off"), ("required", "")]),
            .element("button", attributes: [("type", "submit")], text: "Sign in"),
        ])
        if let form { items.append(form) }
        items.append(.element("p", [.text("Make a token with "), .element("code", text: "threads token create NAME"), .text(".")]))
        return .element("main", attributes: [("id", "main")], items)
    }

    /// A page for a failure: its heading and the same words the CLI and the API give.
    public static func problem(title: String, detail: String) -> HTMLText {
        .element("main", attributes: [("id", "main")], [
            .element("h1", text: title),
            .element("p", attributes: [("class", "error")], text: detail),
            .element("p", [.element("a", attributes: [("href", "/")], text: "Back to the inbox")]),
        ])
    }
}

extension HTMLPage {
    /// The page of every tag: the Tags scene's list (`nav`) under a heading; none, a line saying how to make one.
    public static func allTags(_ nav: HTMLText?) -> HTMLText {
        // The presenter shows no tags as nothing at all (the list page then has no list).
        let listed: HTMLText? = if case .fragment(let items)? = nav, items.isEmpty { nil } else { nav }
        return .element("main", attributes: [("id", "main")], [
            .element("h1", text: "Tags"),
            listed ?? .element("p", attributes: [("class", "empty")], [.text("No tags yet. Add one on a thread's page, or with "),
                                                                     .element("code", text: "threads tag ID +NAME"), .text(".")]),
        ])
    }

    /// The list page's `<main>` when the search could not run: the field's error line says why.
    public static let unlisted = HTMLText.element("main", attributes: [("id", "main")], [
        .element("h1", text: "No threads listed"),
        .element("p", attributes: [("class", "empty")], text: "Correct the search above, or clear it for the inbox."),
    ])
}
