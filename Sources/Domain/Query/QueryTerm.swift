/// One condition of a query, with the text as the user typed it (matching ignores case).
public enum QueryTerm: Hashable, Sendable {
    /// `is:starred`, `is:unread`, `is:read`, `is:archived`, `is:muted`, `is:assigned`, `is:mine`.
    case state(ThreadState)
    /// `with:NAME`: NAME is among the participants (whole name, any case).
    case with(String)
    /// `from:NAME`: some message was written by NAME (whole name, any case).
    case from(String)
    /// `after:DATE`: last active at or after DATE.
    case after(QueryDate)
    /// `before:DATE`: last active strictly before DATE.
    case before(QueryDate)
    /// A word or `"a phrase"`: in the title or some message, any case, as a substring.
    case text(String)
    /// `title:WORD`: in the title, any case, as a substring.
    case title(String)
    /// `tag:NAME`: the thread carries the tag (any case); `tag:client/*` any tag under `client/`.
    case tag(String)
    /// `assignee:NAME`: the thread is assigned to NAME (whole name, any case).
    case assignee(String)
    /// `read-by:NAME`: NAME (whole name, any case) has read every message of the thread, as
    /// NAME's own list says ("has Ben seen this?"). On an inbox with no people yet, any name is
    /// asked of its one read state; a person it does not know has read everything, as a
    /// newcomer's list shows it.
    case readBy(String)
}

/// The states `is:` names.
public enum ThreadState: String, CaseIterable, Hashable, Sendable {
    case starred, unread, read, archived, muted
    /// Assigned to anyone.
    case assigned
    /// Assigned to me: whoever asks, so a store never sees it. The repository a scene is wired
    /// with puts `assignee:` its person in its place (`ThreadFilter.resolvingMe`).
    case mine
}

extension QueryTerm {
    /// What `tag:PATTERN` keeps, as keys: one tag's key, or (`client/*`) the prefix every key
    /// under it starts with (`client/`).
    public enum TagMatch: Equatable, Sendable {
        case named(String)
        case under(String)

        public init(_ pattern: String) {
            if pattern.hasSuffix("/*") {
                self = .under(TextFold.key(String(pattern.dropLast())))
            } else {
                self = .named(TextFold.key(pattern))
            }
        }

        /// Whether a tag with this key is one the pattern keeps.
        public func keeps(_ key: String) -> Bool {
            switch self {
            case .named(let name): key == name
            case .under(let prefix): key.hasPrefix(prefix)
            }
        }
    }
}
