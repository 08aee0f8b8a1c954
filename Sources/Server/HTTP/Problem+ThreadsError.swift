import Domain
import HTTPTypes
import Logging
import Words

extension Problem {
    /// The answer to a domain error, with the CLI's words for a store's trouble written to the
    /// server's log first: the problem leaves out the path and the engine's message they hold,
    /// which the operator needs.
    static func answering(_ error: ThreadsError, logger: Logger) -> Problem {
        switch error {
        case .store, .storeBusy: logger.error("store error", metadata: ["error": "\(ErrorWords.message(error))"])
        default: break
        }
        return Problem(error)
    }

    /// The answer to a domain error: the ring picks the status and the slug; the detail is the
    /// CLI's line (ErrorWords), without what a client must not read of the server
    /// (`ServiceDetail`).
    init(_ error: ThreadsError) {
        let detail = ServiceDetail.of(error)
        switch error {
        case .badQuery(let query):
            self.init(.badRequest, "bad-query", detail)
            column = query.column
        case .negativeLimit, .negativeOffset, .positionOfAnotherSort, .emptySearchTerm, .emptyParticipantFilter, .noThreadIDs, .invalidFilterName, .invalidTagName,
             .invalidTokenName, .syntheticThreadCount, .syntheticMessageCount, .changeDeclined, .badChangeState:
            self.init(.badRequest, "bad-request", detail)
        case .titleLength, .missingParticipants, .missingAuthor, .missingPerson:
            self.init(.unprocessableContent, "invalid-draft", detail)
        case .invalidData, .unreadableMail:
            self.init(.unprocessableContent, "invalid-line", detail)
        case .duplicateKey, .tokenExists:
            self.init(.conflict, "conflict", detail)
        case .unknownThread:
            self.init(.notFound, "unknown-thread", detail)
        case .unknownFilter:
            self.init(.notFound, "unknown-filter", detail)
        case .unknownToken:
            self.init(.notFound, "unknown-token", detail)
        case .unknownTag:
            self.init(.notFound, "unknown-tag", detail)
        case .changesUnavailable:
            self.init(.gone, "state-unavailable", detail)
        case .storeBusy:
            self.init(.serviceUnavailable, "store-busy", detail, headers: [.retryAfter: "1"])
        case .queryTimedOut:
            // No Retry-After: the same question would run as long again.
            self.init(.serviceUnavailable, "query-timeout", detail)
        case .store:
            self.init(.serviceUnavailable, "store-unavailable", detail, headers: [.retryAfter: "1"])
        }
    }
}
