/// The query plan scene's role (`--explain`).
public protocol QueryPlanRepository: Sendable {
    /// How the store would read `query`: its page, or with `selection` every match in id order,
    /// as export and `--where` read them.
    func explainQuery(_ query: ThreadQuery, selection: Bool) async throws -> QueryExplanation
}
