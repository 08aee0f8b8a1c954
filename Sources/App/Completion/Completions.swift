import ArgumentParser
import Domain

/// The values a shell completes from the database, as argument-parser's completion kinds: each
/// command declares `completion: Completions.filterNames` (or `threadIDs`, `alteredThreadIDs`)
/// on the argument, and the script argument-parser writes calls `threads ---completion` for it.
///
/// A completion reads through the composition the runner put in `Completions.app` for the call,
/// so tests complete against their own database. It never prints an error: a shell shows
/// nothing rather than a message in the middle of the command line.
enum Completions {
    /// The composition of the `---completion` call being answered (`CommandRunner.complete`).
    @TaskLocal static var app: Composition?

    /// Saved filters' names (`--filter`, `filter show|delete|save`).
    static let filterNames = CompletionKind.custom { words, _, _ in
        await candidates(words) { try await $0.filterNames() }
    }

    /// The inbox's most recent threads (`show`, `post`, `browse --open`).
    static let threadIDs = CompletionKind.custom { words, _, _ in
        await candidates(words) { try await $0.threadIDs(ThreadFilter.inbox, leavingOut: []) }
    }

    /// The most recent threads the command on the line would alter (`star` offers those without
    /// a star), less the ids already typed.
    static let alteredThreadIDs = CompletionKind.custom { words, index, _ in
        await candidates(words) { candidates in
            guard let change = CompletionWords.change(in: words) else { return [] }
            let typed = words.indices.filter { $0 != index }.map { words[$0] }
            return try await candidates.threadIDs(change.alteredThreads, leavingOut: Set(typed))
        }
    }

    private static func candidates(_ words: [String], _ ask: (CompletionCandidates) async throws -> [String]) async -> [String] {
        guard let app else { return [] }
        do {
            return try await ask(try app.completionCandidates(database: CompletionWords.database(in: words, home: app.environment.variables["HOME"])))
        } catch {
            return []
        }
    }
}
