/// What `--explain` shows of a query besides its canonical text: the statement the store runs
/// and the plan its engine chooses for it, in the engine's own words.
public struct QueryExplanation: Equatable, Sendable {
    /// The statement, with `?` or `$n` where the user's values are bound.
    public var statement: String
    /// The bound values in order, as text, so the statement can be read whole.
    public var arguments: [String]
    /// The engine's plan, one line per step, indented as the engine nests them.
    public var plan: [String]

    public init(statement: String, arguments: [String], plan: [String]) {
        self.statement = statement
        self.arguments = arguments
        self.plan = plan
    }
}
