import Foundation
import Synchronization

/// One completion call, between its two parses (`CommandRunner.complete`): the question the
/// argument's completion was asked the first time, and the candidates read for it, which it
/// gives the second time.
final class CompletionExchange: Sendable {
    /// What a completion was asked: which kind, and the words on the line with the index of the
    /// one being completed (as argument-parser hands them over).
    struct Question: Equatable, Sendable {
        var kind: Completions.Kind
        var words: [String]
        var index: Int
    }

    /// The question and what was read for it: argument-parser calls completions from whatever
    /// thread parses.
    private struct Exchanged {
        var asked: Question?
        var read: [String]?
    }

    private let exchanged = Mutex(Exchanged())

    /// The question, once the first parse asked it.
    var question: Question? { exchanged.withLock { $0.asked } }

    /// What was read for the question, for the second parse to give.
    var candidates: [String]? {
        get { exchanged.withLock { $0.read } }
        set { exchanged.withLock { $0.read = newValue } }
    }

    /// The completion's answer: the candidates when they have been read, else none, with the
    /// question noted.
    func answer(_ question: Question) -> [String] {
        exchanged.withLock {
            if let read = $0.read { return read }
            $0.asked = question
            return []
        }
    }
}
