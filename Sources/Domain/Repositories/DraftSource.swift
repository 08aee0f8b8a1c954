/// Where an import's threads come from, one at a time, so a file of any size streams
/// through one transaction without being held in memory. A source is consumed by one import
/// at a time, so implementations may be `@unchecked Sendable` classes.
public protocol DraftSource: AnyObject, Sendable {
    /// The next thread, or nil at the end; a bad line throws `ThreadsError.invalidData`.
    func next() throws -> ThreadDraft?
}

/// Another source, passed through, counting the messages of the threads it hands on: what an
/// import reports besides its threads.
public final class CountingDraftSource: DraftSource, @unchecked Sendable {
    private let source: any DraftSource
    /// The messages of every thread handed on so far (one import at a time reads it).
    public private(set) var messages = 0

    public init(_ source: any DraftSource) { self.source = source }

    public func next() throws -> ThreadDraft? {
        let draft = try source.next()
        messages += draft?.messages.count ?? 0
        return draft
    }
}
