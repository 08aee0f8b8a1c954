import Foundation

/// One completion call, between its two parses (`CommandRunner.complete`): the question the
/// argument's completion was asked the first time, and the candidates read for it, which it
/// gives the second time.
final class CompletionExchange: @unchecked Sendable {
    /// What a completion was asked: which kind, and the words on the line with the index of the
    /// one being completed (as argument-parser hands them over).
    struct Question: Equatable, Sendable {
        var kind: Completions.Kind
        var words: [String]
        var index: Int
    }

    // Guarded by `lock`: argument-parser calls completions from whatever thread parses.
    private var asked: Question?
    private var read: [String]?
    private let lock = NSLock()

    /// The question, once the first parse asked it.
    var question: Question? { lock.withLock { asked } }

    /// What was read for the question, for the second parse to give.
    var candidates: [String]? {
        get { lock.withLock { read } }
        set { lock.withLock { read = newValue } }
    }

    /// The completion's answer: the candidates when they have been read, else none, with the
    /// question noted.
    func answer(_ question: Question) -> [String] {
        lock.withLock {
            if let read { return read }
            asked = question
            return []
        }
    }
}
