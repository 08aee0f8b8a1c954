import Domain
import Foundation
@testable import Server
import Testing

/// How a route the generator writes reads an action's thread ids: from a JSON body's array or
/// from `?ids=3,5`. Anything that is not a list of ids is refused in the service's words; no ids
/// at all is left to the use case, which words it as the CLI does.
@Suite("Service: thread ids in a request")
struct ThreadIDInputTests {
    /// The body's ids as the route reads them.
    static func ids(_ json: String) throws -> [ThreadID] {
        try RequestBody.decode(RouteBodies.ThreadIDs.self, from: Data(json.utf8)).ids
    }

    @Test func aBodysArrayOfIdsIsRead() throws {
        #expect(try Self.ids(#"{"ids":[3,5,3]}"#) == [ThreadID(3), ThreadID(5), ThreadID(3)])
        #expect(try Self.ids(#"{}"#).isEmpty)
        #expect(try Self.ids(#"{"ids":null}"#).isEmpty)
    }

    /// Read as integers, never through a Double: 2^53 + 1 has no Double of its own, and the
    /// largest id SQLite hands out is 2^63 - 1.
    @Test func idsAboveTwoToTheFiftyThirdAreReadExactly() throws {
        #expect(try Self.ids(#"{"ids":[9007199254740993]}"#) == [ThreadID(9_007_199_254_740_993)])
        #expect(try Self.ids(#"{"ids":[9223372036854775807]}"#) == [ThreadID(Int64.max)])
    }

    @Test(arguments: [#"{"ids":"3"}"#, #"{"ids":[3,"x"]}"#, #"{"ids":[0]}"#, #"{"ids":[3.5]}"#, #"{"ids":[true]}"#, #"{"ids":[-2]}"#, #"{"ids":[3,[5]]}"#,
                      #"{"ids":[9223372036854775808]}"#])
    func anythingElseInTheBodyIs422(json: String) throws {
        do {
            _ = try Self.ids(json)
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
