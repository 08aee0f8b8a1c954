import Domain

/// `--explain` for people: the canonical query on the first line, then the scope, the
/// statement with its bound values, and the plan as the engine nests it.
public struct QueryPlanTextPresenter: QueryPlanPresentationLogic {
    private let display: any QueryPlanDisplayLogic

    public init(display: any QueryPlanDisplayLogic) { self.display = display }

    public func presentExplainQuery(_ response: QueryPlan.ExplainQuery.Response) {
        let filter = response.filter, explanation = response.explanation
        var lines: [StyledLine] = [.plain(SingleLine.of(filter.expression.description))]
        lines.append(StyledLine([StyledSpan("scope: ", .dim), StyledSpan(Self.scope(filter))]))
        lines.append(StyledLine([StyledSpan("sql: ", .dim), StyledSpan(SingleLine.of(explanation.statement))]))
        if !explanation.arguments.isEmpty {
            lines.append(StyledLine([StyledSpan("arguments: ", .dim), StyledSpan(SingleLine.of(explanation.arguments.joined(separator: ", ")))]))
        }
        lines.append(StyledLine([StyledSpan("plan:", .dim)]))
        lines += explanation.plan.map { .plain("  " + SingleLine.of($0)) }
        display.displayExplainQuery(QueryPlan.ExplainQuery.ViewModel(lines: lines))
    }

    /// Which states the scope rule leaves out, in words.
    static func scope(_ filter: ThreadFilter) -> String {
        if filter.includesAll { return "every thread (--all)" }
        let left = [ThreadState.archived, .muted].filter { !filter.expression.mentions($0) }.map(\.rawValue)
        return left.isEmpty ? "every thread (the query names both states)" : left.joined(separator: " and ") + " threads left out"
    }
}
