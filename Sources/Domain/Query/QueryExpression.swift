import Foundation

/// A filter as the query language says it (docs/queries.md): terms joined by `and`, `or` and
/// `not`. The flags build the same value, so a filter has one meaning whichever way it was
/// written. Dates may be relative (`after:-7d`) until `resolvingDates(now:)` fixes them.
public indirect enum QueryExpression: Hashable, Sendable {
    /// One condition.
    case term(QueryTerm)
    /// The opposite of the expression.
    case not(QueryExpression)
    /// Every part holds; no parts is the query that keeps everything.
    case and([QueryExpression])
    /// At least one part holds (two or more parts).
    case or([QueryExpression])

    /// The empty query: keeps every thread the scope lets through.
    public static let everything = QueryExpression.and([])

    /// Whether this is the empty query.
    public var isEverything: Bool { self == .everything }

    /// `self and other`, flattened: adding to the empty query gives `other` alone.
    public func and(_ other: QueryExpression) -> QueryExpression {
        QueryExpression.and([self, other]).normalized
    }

    /// The same meaning with nested `and`s and `or`s flattened into their parent and one-part
    /// groups unwrapped: the shape the parser gives, and the one the printer round-trips.
    public var normalized: QueryExpression {
        switch self {
        case .term:
            return self
        case .not(let inner):
            return .not(inner.normalized)
        case .and(let parts):
            let flat = parts.map(\.normalized).flatMap { part -> [QueryExpression] in
                if case .and(let inner) = part { return inner }
                return [part]
            }
            return flat.count == 1 ? flat[0] : .and(flat)
        case .or(let parts):
            let flat = parts.map(\.normalized).flatMap { part -> [QueryExpression] in
                if case .or(let inner) = part { return inner }
                return [part]
            }
            return flat.count == 1 ? flat[0] : .or(flat)
        }
    }

    /// Every term, in the order written.
    public var terms: [QueryTerm] {
        switch self {
        case .term(let term): [term]
        case .not(let inner): inner.terms
        case .and(let parts), .or(let parts): parts.flatMap(\.terms)
        }
    }

    /// Whether `state` is named anywhere, in either polarity: the scope rule's test.
    public func mentions(_ state: ThreadState) -> Bool {
        terms.contains(.state(state))
    }

    /// The same expression with every relative date made an instant, as seen at `now`.
    public func resolvingDates(now: Date) -> QueryExpression {
        replacingTerms { term in
            switch term {
            case .after(let date): .after(.instant(date.instant(now: now)))
            case .before(let date): .before(.instant(date.instant(now: now)))
            default: term
            }
        }
    }

    /// The same expression with `is:mine` said as `assignee:` `me`'s name.
    public func resolvingMe(_ me: Person) -> QueryExpression {
        replacingTerms { term in term == .state(.mine) ? .assignee(me.name) : term }
    }

    /// The same shape, each term put through `replace`.
    private func replacingTerms(_ replace: (QueryTerm) -> QueryTerm) -> QueryExpression {
        switch self {
        case .term(let term): .term(replace(term))
        case .not(let inner): .not(inner.replacingTerms(replace))
        case .and(let parts): .and(parts.map { $0.replacingTerms(replace) })
        case .or(let parts): .or(parts.map { $0.replacingTerms(replace) })
        }
    }
}
