import ArgumentParser
import Domain
import Foundation

/// The values a shell completes from the database, as argument-parser's completion kinds: each
/// command declares `completion: Completions.filterNames` (or another kind below) on the argument, and the script argument-parser writes calls `threads ---completion` for it.
///
/// A completion answers from the exchange the runner put in `Completions.exchange` for the call
/// (`CommandRunner.complete`); `read` fills it from the database with the run's composition, so
/// tests complete against their own. It never prints an error: a shell shows nothing rather
/// than a message in the middle of the command line.
enum Completions {
    /// What a completion reads.
    enum Kind: Equatable, Sendable {
        /// Saved filters' names (`--filter`, `filter show|delete|save`).
        case filterNames
        /// The inbox's most recent threads (`show`, `post`, `browse --open`).
        case threadIDs
        /// The most recent threads the command on the line would alter (`star` offers those
        /// without a star), less the ids already typed.
        case alteredThreadIDs
        /// Tags' names (`tags rename|delete`).
        case tagNames
        /// What `threads tag` takes: `+NAME` for every tag and `-NAME` for the tags there are,
        /// then the ids of recent threads.
        case tagChanges
        /// A query (`list QUERY`, `--where QUERY`): when its last term is `tag:` and the start of
        /// a name, the query with each tag's name there (`is:unread tag:work`).
        case query
    }

    /// The completion call being answered.
    @TaskLocal static var exchange: CompletionExchange?

    static let filterNames = completion(.filterNames)
    static let threadIDs = completion(.threadIDs)
    static let alteredThreadIDs = completion(.alteredThreadIDs)
    static let tagNames = completion(.tagNames)
    static let tagChanges = completion(.tagChanges)
    static let query = completion(.query)

    private static func completion(_ kind: Kind) -> CompletionKind {
        .custom { words, index, _ in
            let candidates = exchange?.answer(CompletionExchange.Question(kind: kind, words: words, index: index)) ?? []
            // zsh's script hands the candidates to `_describe`, which reads `value:description`:
            // a colon in a value (`tag:work`) is escaped to stay in it.
            return CompletionShell.requesting == .zsh ? candidates.map { $0.replacingOccurrences(of: ":", with: "\\:") } : candidates
        }
    }

    /// The candidates for `question`, read from the database `--database` on the line or the
    /// environment points at; none when it cannot be read.
    static func read(_ question: CompletionExchange.Question, in app: Composition) async -> [String] {
        let words = question.words
        do {
            let candidates = try app.completionCandidates(database: CompletionWords.database(in: words, home: app.environment.variables["HOME"]))
            switch question.kind {
            case .filterNames:
                return try await candidates.filterNames()
            case .threadIDs:
                return try await candidates.threadIDs(ThreadFilter.inbox, leavingOut: [])
            case .alteredThreadIDs:
                guard let change = CompletionWords.change(in: words) else { return [] }
                let typed = words.indices.filter { $0 != question.index }.map { words[$0] }
                return try await candidates.threadIDs(change.alteredThreads, leavingOut: Set(typed))
            case .tagNames:
                return try await candidates.tagNames()
            case .query:
                let current = question.index < words.count ? words[question.index] : ""
                guard let head = CompletionWords.tagTermHead(in: current) else { return [] }
                return try await candidates.tagNames().map { head + $0 }
            case .tagChanges:
                let current = question.index < words.count ? words[question.index] : ""
                let names = try await candidates.tagNames()
                // A word begun with + or - is a tag change; anything else an id.
                if current.hasPrefix("+") { return names.map { "+" + $0 } }
                if current.hasPrefix("-") { return names.map { "-" + $0 } }
                let typed = words.indices.filter { $0 != question.index }.map { words[$0] }
                return try await candidates.threadIDs(ThreadFilter.inbox, leavingOut: Set(typed))
            }
        } catch {
            return []
        }
    }
}
