import Foundation

extension QueryExpression {
    /// Whether a thread with these facts matches, relative dates seen at `now`: the reference
    /// meaning of the query language, which every store must agree with. The empty query holds
    /// for every thread.
    public func holds(for facts: QueryFacts, now: Date) -> Bool {
        switch self {
        case .term(let term): term.holds(for: facts, now: now)
        case .not(let inner): !inner.holds(for: facts, now: now)
        case .and(let parts): parts.allSatisfy { $0.holds(for: facts, now: now) }
        case .or(let parts): parts.contains { $0.holds(for: facts, now: now) }
        }
    }
}

extension QueryTerm {
    /// One term's meaning. Names match whole and keyed by `TextFold.key`, taken as given (no
    /// trimming); text matches as a `TextFold` substring; dates compare in whole milliseconds,
    /// the precision the stores keep.
    func holds(for facts: QueryFacts, now: Date) -> Bool {
        switch self {
        case .state(.starred): return facts.starred
        case .state(.unread): return facts.hasUnread
        case .state(.read): return !facts.hasUnread
        case .state(.archived): return facts.archived
        case .state(.muted): return facts.muted
        case .state(.assigned): return facts.assignee != nil
        // No store knows who asks: the repository puts `assignee:` its person in its place.
        case .state(.mine): return false
        case .assignee(let name):
            return facts.assignee.map { TextFold.key($0) == TextFold.key(name) } ?? false
        case .readBy(let name):
            return facts.isReadBy(TextFold.key(name))
        case .with(let name):
            let key = TextFold.key(name)
            return facts.participants.contains { TextFold.key($0) == key }
        case .from(let name):
            let key = TextFold.key(name)
            return facts.authors.contains { TextFold.key($0) == key }
        case .after(let date):
            return QueryDate.milliseconds(of: facts.lastActivityAt) >= QueryDate.milliseconds(of: date.instant(now: now))
        case .before(let date):
            return QueryDate.milliseconds(of: facts.lastActivityAt) < QueryDate.milliseconds(of: date.instant(now: now))
        case .text(let text):
            return TextFold.contains(facts.title, text) || facts.bodies.contains { TextFold.contains($0, text) }
        case .title(let text):
            return TextFold.contains(facts.title, text)
        case .tag(let pattern):
            let match = TagMatch(pattern)
            return facts.tags.contains { match.keeps(TextFold.key($0)) }
        }
    }
}
