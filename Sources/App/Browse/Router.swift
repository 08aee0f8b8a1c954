import Domain

/// Maps every way into the browser to a `Route`, so a flag, a link and a key all mean the same.
enum Router {
    /// What a thread's link starts with; the id follows (`threads://thread/12`).
    static let threadLink = "threads://thread/"

    /// `--open VALUE`: none is the list; a thread id or a thread link is that thread.
    static func route(open: String?) throws -> Route {
        guard let open else { return .list }
        // Anything with a scheme is taken for a link, so `http://…` is refused as one, not as an id.
        return open.contains("://") ? try route(link: open) : .thread(try ThreadIDs.parse(open))
    }

    /// A link, as given on the command line (`threads browse threads://thread/12`) or opened by the system.
    static func route(link: String) throws -> Route {
        // Schemes and hosts are case-insensitive; the id is digits either way.
        let prefix = link.prefix(threadLink.count)
        guard prefix.lowercased() == threadLink, let number = Int64(link.dropFirst(threadLink.count)), number > 0 else {
            throw CommandError.usage("invalid link '\(link)': a thread's link is \(threadLink)ID, ID a positive whole number")
        }
        return .thread(ThreadID(number))
    }

    /// The start of `threads browse`: `--open` or a positional link, at most one of them.
    static func route(open: String?, link: String?) throws -> Route {
        switch (open, link) {
        case (_?, _?): throw CommandError.usage("--open and a link cannot be used together: give one")
        case (nil, let link?): return try route(link: link)
        case (let open, nil): return try route(open: open)
        }
    }
}
