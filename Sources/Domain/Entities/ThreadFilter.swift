import Foundation

/// Which threads to keep: a query (docs/queries.md) and the scope rule around it. Archived
/// threads are left out unless the query mentions `is:archived`, muted ones unless it mentions
/// `is:muted`, in either polarity, or `includesAll` (`--all`) is set.
public struct ThreadFilter: Equatable, Sendable {
    /// The conditions, as written or as the flags build them.
    public var expression: QueryExpression
    /// `--all`: the scope rule leaves nothing out.
    public var includesAll: Bool

    public init(_ expression: QueryExpression = .everything, includesAll: Bool = false) {
        self.expression = expression.normalized
        self.includesAll = includesAll
    }

    /// The inbox: every thread that is neither archived nor muted.
    public static let inbox = ThreadFilter()

    /// What a store evaluates: the expression with the scope rule's `not is:archived` and
    /// `not is:muted` added where the query does not decide the state itself.
    public var scoped: QueryExpression {
        guard !includesAll else { return expression }
        var parts = [expression]
        for state in [ThreadState.archived, .muted] where !expression.mentions(state) {
            parts.append(.not(.term(.state(state))))
        }
        return QueryExpression.and(parts).normalized
    }

    /// Whether anything beyond the archived and muted states narrows the list (so a header
    /// says "3 of 14 threads"); any query the flags cannot say does.
    public var narrows: Bool { flags?.narrows ?? true }

    /// Both filters must hold: a saved filter and what is typed with it (`--filter NAME` plus
    /// a query or flags), or a query and the flags beside it.
    public func adding(_ other: ThreadFilter) -> ThreadFilter {
        ThreadFilter(expression.and(other.expression), includesAll: includesAll || other.includesAll)
    }

    /// The same filter with relative dates (`after:-7d`) fixed at `now`.
    public func resolvingDates(now: Date) -> ThreadFilter {
        ThreadFilter(expression.resolvingDates(now: now), includesAll: includesAll)
    }

    /// The same filter as `me` asks it: `is:mine` is `assignee:` my name. The repository a scene
    /// is wired with calls this with its person, so a store never needs to know who asks.
    public func resolvingMe(_ me: Person?) -> ThreadFilter {
        guard let me, expression.mentions(.mine) else { return self }
        return ThreadFilter(expression.resolvingMe(me), includesAll: includesAll)
    }

    /// What the flags can get wrong and a parsed query cannot: an empty `--search` or `--with`.
    public func validate() throws {
        for term in expression.terms {
            switch term {
            case .text(let text) where text.isEmpty: throw ThreadsError.emptySearchTerm
            case .with(let name) where name.trimmingCharacters(in: .whitespaces).isEmpty: throw ThreadsError.emptyParticipantFilter
            default: continue
            }
        }
    }

    /// Validated, with relative dates fixed at `now`: the filter every use case hands its store.
    public func checked(now: Date) throws -> ThreadFilter {
        try validate()
        return resolvingDates(now: now)
    }

    /// Every participant's name asked for (`with:NAME`, `--with`), in either polarity.
    public var participantNames: [String] {
        expression.terms.compactMap { if case .with(let name) = $0 { name } else { nil } }
    }

    /// Every assignee asked for (`assignee:NAME`), in either polarity.
    /// Whether some `read-by:` term asks whether a person has read a thread.
    public var asksWhoRead: Bool {
        expression.terms.contains { if case .readBy = $0 { true } else { false } }
    }

    public var assigneeNames: [String] {
        expression.terms.compactMap { if case .assignee(let name) = $0 { name } else { nil } }
    }

    /// Every title text asked for (`title:TEXT`), in either polarity.
    public var titleTexts: [String] {
        expression.terms.compactMap { if case .title(let text) = $0 { text } else { nil } }
    }

    /// Every tag pattern asked for (`tag:NAME`, `tag:client/*`), in either polarity.
    public var tagPatterns: [String] {
        expression.terms.compactMap { if case .tag(let pattern) = $0 { pattern } else { nil } }
    }

    /// Every text term (`WORD`, `"a phrase"`), in either polarity.
    public var searchTerms: [String] {
        expression.terms.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Whether the filter looks into text (a word, a phrase or a title): a store answers that by
    /// searching, not by walking an index of the flags, so a read of it is expected to be long.
    public var searchesText: Bool {
        !searchTerms.isEmpty || !titleTexts.isEmpty
    }
}
