/// Why a query could not be read, and where: the CLI prints
/// `threads: query: <problem> at column <column>: <query>`.
public struct QueryError: Error, Equatable, Sendable {
    /// What is wrong, in words: `unexpected ')'`, `unknown term 'foo:'` …
    public var problem: String
    /// The character (not byte) the problem starts at, counted from 1.
    public var column: Int
    /// The whole query as given.
    public var query: String

    public init(problem: String, column: Int, query: String) {
        self.problem = problem
        self.column = column
        self.query = query
    }
}
