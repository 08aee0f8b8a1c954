import Foundation
import Domain
import HTTPTypes
import Hummingbird

/// Who asked a route of the API, as its guard found them: a token that stands, by its grant.
struct Caller: Sendable {
    let grant: TokenGrant

    /// Whom the token speaks for: every answer is about this person, every write is theirs.
    var person: Person { grant.person }
}

/// A caller whose token may write: made only by `TokenGuard.writer`, from a read-write grant,
/// so a write's handler cannot run for anyone else.
struct Writer: Sendable {
    let caller: Caller

    fileprivate init(_ caller: Caller) { self.caller = caller }

    var person: Person { caller.person }

    /// The author of what this writer posts: their person, as the token names it. A `from`
    /// naming the same person (any case) is that person; naming anyone else is refused (403)
    /// before anything is read or written, so no token posts as another.
    /// A blank `from` names no one: 422, as a blank `--from` is on the CLI.
    func author(claimed from: String?) throws -> String {
        guard let from else { return person.name }
        let named = from.trimmingCharacters(in: .whitespaces)
        guard !named.isEmpty else { throw ThreadsError.missingAuthor }
        guard person.isNamed(named) else { throw Problem.notYourName(person) }
        return person.name
    }
}

/// The guard of the API's routes that need a token (`Route.Access.token`): the bearer secret of
/// `Authorization` goes to `AuthenticateToken` and nowhere else, never into a log line, an error
/// or a response. No token, or one the store does not know (revoked): 401. A read-only token on
/// a write: 403. Either answer is given before the request's body is read.
enum TokenGuard {
    static func caller(_ request: Request, _ scenes: Scenes) async throws -> Caller {
        guard let header = request.headers[.authorization], header.count > 7, header.prefix(7).lowercased() == "bearer " else {
            throw Problem.unauthorized
        }
        let secret = String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces)
        guard let grant = try await AuthenticateToken(tokens: scenes.environment.tokens, clock: scenes.environment.clock)(secret: secret) else {
            throw Problem.unknownToken
        }
        return Caller(grant: grant)
    }

    static func writer(_ request: Request, _ scenes: Scenes) async throws -> Writer {
        let caller = try await caller(request, scenes)
        guard caller.grant.allows(.readWrite) else { throw Problem.readOnly }
        return Writer(caller)
    }
}
