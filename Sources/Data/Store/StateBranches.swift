import Domain
import Foundation

/// A filter split by the two states every list index leads with: for each archived and muted
/// state a thread can be in, what else the query asks of it. A store reads each branch as one
/// ordered range of its sort's index, and a state whose branch can never hold is not read at all.
///
/// `is:starred or is:archived` becomes three branches: (active, unmuted) asks `is:starred`,
/// (archived, unmuted) asks nothing more, and the muted states are left out by the scope rule.
public struct StateBranch: Equatable, Sendable {
    public var archived: Bool
    public var muted: Bool
    /// What a thread in this state must also meet; `.everything` when the state alone decides.
    public var residual: QueryExpression

    /// The residual as conjuncts: `and` parts, or the one term; none for `.everything`.
    public var conjuncts: [QueryExpression] {
        switch residual {
        case .and(let parts): parts
        default: [residual]
        }
    }

    /// For counting unread messages from the counts every store keeps: the starred states in
    /// which a thread of this branch that has an unread message meets the residual, when the
    /// residual names only starred, unread and read (all of them, one, or none); nil when it
    /// asks more of a thread than those states. A store then sums `unread_count` over the
    /// branch's threads with unread messages, narrowed to that starred state when it is one.
    public var unreadStarred: [Bool]? {
        let statesOnly = residual.terms.allSatisfy { term in
            switch term {
            case .state(.starred), .state(.unread), .state(.read): true
            default: false
            }
        }
        guard statesOnly else { return nil }
        return [false, true].filter { starred in
            residual.holds(for: QueryFacts(starred: starred, hasUnread: true, archived: archived, muted: muted, participants: [],
                                           authors: [], lastActivityAt: .distantPast, title: "", bodies: []), now: .distantPast)
        }
    }
}

public enum StateBranches {
    /// The branches of `filter` (its scoped expression), in the order (archived, muted) =
    /// (no, no), (no, yes), (yes, no), (yes, yes), leaving out states that cannot match.
    public static func of(_ filter: ThreadFilter) -> [StateBranch] {
        let scoped = filter.scoped
        var branches: [StateBranch] = []
        for archived in [false, true] {
            for muted in [false, true] {
                switch assume(scoped, archived: archived, muted: muted) {
                case .never: continue
                case .always: branches.append(StateBranch(archived: archived, muted: muted, residual: .everything))
                case .some(let residual): branches.append(StateBranch(archived: archived, muted: muted, residual: residual))
                }
            }
        }
        return branches
    }

    /// What is left of an expression once two of its terms are known.
    enum Residual: Equatable {
        case always, never
        case some(QueryExpression)
    }

    static func assume(_ expression: QueryExpression, archived: Bool, muted: Bool) -> Residual {
        switch expression {
        case .term(.state(.archived)): return archived ? .always : .never
        case .term(.state(.muted)): return muted ? .always : .never
        case .term: return .some(expression)
        case .not(let inner):
            switch assume(inner, archived: archived, muted: muted) {
            case .always: return .never
            case .never: return .always
            case .some(let rest): return .some(.not(rest))
            }
        case .and(let parts):
            var kept: [QueryExpression] = []
            for part in parts {
                switch assume(part, archived: archived, muted: muted) {
                case .never: return .never
                case .always: continue
                case .some(let rest): kept.append(rest)
                }
            }
            return kept.isEmpty ? .always : .some(QueryExpression.and(kept).normalized)
        case .or(let parts):
            var kept: [QueryExpression] = []
            for part in parts {
                switch assume(part, archived: archived, muted: muted) {
                case .always: return .always
                case .never: continue
                case .some(let rest): kept.append(rest)
                }
            }
            return kept.isEmpty ? .never : .some(QueryExpression.or(kept).normalized)
        }
    }
}
