import Domain
import Hummingbird
import Presentation
import Words

/// A request's query parameters and path parts, read for a scene's Request: anything the route
/// does not take, or a value it cannot use, is a 400 that names it.
struct RequestParameters {
    let request: Request
    let context: ServiceContext

    /// The parameters, refusing any name outside `names`.
    func query(allowing names: Set<String>) throws -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in request.uri.queryParameters {
            let key = String(name)
            guard names.contains(key) else { throw Problem.badRequest(ServiceWords.unknownParameter(key)) }
            values[key] = String(value)
        }
        return values
    }

    /// The thread id in the path.
    func threadID() throws -> ThreadID {
        guard let text = context.parameters.get("id"), let value = Int64(text), value > 0 else {
            throw Problem.badRequest(ServiceWords.badThreadID)
        }
        return ThreadID(value)
    }

    func name() -> String { context.parameters.get("name") ?? "" }

    /// Where `cursor` says a list page starts: a 400 for a cursor this service did not make, or
    /// one made for another selection.
    static func cursor(_ cursor: String, for selection: ListCursor.Selection) throws -> SortPosition {
        do {
            return try ListCursor.position(cursor, for: selection)
        } catch ListCursor.Refusal.anotherSelection {
            throw Problem.badRequest(ServiceWords.cursorOfAnotherQuery)
        } catch {
            throw Problem.badRequest(ServiceWords.badCursor)
        }
    }

    static func bool(_ name: String, _ value: String?) throws -> Bool {
        switch value {
        case nil, "false": return false
        case "true": return true
        case let value?: throw Problem.badRequest(ServiceWords.badParameter(name, value, expected: ServiceWords.Expected.boolean))
        }
    }

    /// Thread ids as `3,5` (routes the generator writes read these); none when the parameter is
    /// missing, so the use case words that error as the CLI does.
    static func threadIDs(_ name: String, _ value: String?) throws -> [ThreadID] {
        guard let value else { return [] }
        return try value.split(separator: ",", omittingEmptySubsequences: false).map { part in
            guard let id = Int64(part), id > 0 else {
                throw Problem.badRequest(ServiceWords.badParameter(name, value, expected: ServiceWords.Expected.threadIDList))
            }
            return ThreadID(id)
        }
    }

    static func integer(_ name: String, _ value: String?, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard let value else { return fallback }
        guard let number = Int(value), range.contains(number) else {
            throw Problem.badRequest(ServiceWords.badParameter(name, value, expected: ServiceWords.Expected.wholeNumber(range)))
        }
        return number
    }
}
