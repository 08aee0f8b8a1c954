import Domain
import Foundation
@testable import Server
import Testing

/// How a route the generator writes reads an action's thread ids: from a JSON body's array or
/// from `?ids=3,5`. Anything that is not a list of ids is refused in the service's words; no ids
/// at all is left to the use case, which words it as the CLI does.
@Suite("Service: thread ids in a request")
struct ThreadIDInputTests {
    /// The body's fields as the route gets them: parsed by JSONSerialization.
    static func body(_ json: String) throws -> JSONObject {
        JSONObject(fields: try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]))
    }

    @Test func aBodysArrayOfIdsIsRead() throws {
        #expect(try Self.body(#"{"ids":[3,5,3]}"#).threadIDs("ids") == [ThreadID(3), ThreadID(5), ThreadID(3)])
        #expect(try Self.body(#"{}"#).threadIDs("ids").isEmpty)
        #expect(try Self.body(#"{"ids":null}"#).threadIDs("ids").isEmpty)
    }

    @Test(arguments: [#"{"ids":"3"}"#, #"{"ids":[3,"x"]}"#, #"{"ids":[0]}"#, #"{"ids":[3.5]}"#, #"{"ids":[true]}"#, #"{"ids":[-2]}"#, #"{"ids":[3,[5]]}"#])
    func anythingElseInTheBodyIs422(json: String) throws {
        do {
            _ = try Self.body(json).threadIDs("ids")
            Issue.record("\(json) was taken as ids")
        } catch let problem as Problem {
            #expect(problem.status == .unprocessableContent)
            #expect(problem.detail == "'ids' takes an array of thread ids (whole numbers from 1)")
        }
    }

    @Test func aQueryListOfIdsIsRead() throws {
        #expect(try RequestParameters.threadIDs("ids", "3,5") == [ThreadID(3), ThreadID(5)])
        #expect(try RequestParameters.threadIDs("ids", nil).isEmpty)
    }

    @Test(arguments: ["", "3,", "3,x", "0", "-1", "3;5"])
    func anythingElseInTheQueryIs400(value: String) throws {
        do {
            _ = try RequestParameters.threadIDs("ids", value)
            Issue.record("'\(value)' was taken as ids")
        } catch let problem as Problem {
            #expect(problem.status == .badRequest)
            #expect(problem.detail == "parameter 'ids' is '\(value)'; it takes thread ids separated by commas, like 3,5")
        }
    }
}
