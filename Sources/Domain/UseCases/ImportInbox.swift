/// Loads threads from a source in one transaction, replacing those whose key is already stored.
public struct ImportInbox: Sendable {
    private let threads: any InterchangeRepository

    public init(threads: any InterchangeRepository) { self.threads = threads }

    /// Loads everything or nothing; returns how many threads were read.
    public func callAsFunction(from source: any DraftSource) async throws -> Int {
        try await threads.importInbox(from: source)
    }
}
