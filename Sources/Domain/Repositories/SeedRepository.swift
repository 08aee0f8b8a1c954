/// The seed scene's role. It refines the interchange role because a synthetic inbox is loaded
/// through `ImportInbox`.
public protocol SeedRepository: InterchangeRepository {
    /// Stores each draft whose key is not stored yet, in one transaction; returns how many were added.
    func seedSampleInbox(_ drafts: [ThreadDraft]) async throws -> Int
}
