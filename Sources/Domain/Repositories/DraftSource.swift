/// Where an import's threads come from, one at a time, so a file of any size streams
/// through one transaction without being held in memory. A source is consumed by one import
/// at a time, so implementations may be `@unchecked Sendable` classes.
public protocol DraftSource: AnyObject, Sendable {
    /// The next thread, or nil at the end; a bad line throws `ThreadsError.invalidData`.
    func next() throws -> ThreadDraft?
}
