#if canImport(Testing)
import Testing
#endif

/// What a test double throws when it is asked for something the test did not set up: a use case
/// that reaches further than the test expects fails loudly. Under Swift Testing it also records
/// an issue at the test that made the double, so even a caller that swallows the error fails.
public struct UnexpectedCall: Error, CustomStringConvertible {
    public let description: String

    init(_ call: String, madeAt site: CallSite) {
        description = "unexpected call: \(call)"
        #if canImport(Testing)
        // `swift build -c release --static-swift-stdlib` builds this target without the Testing
        // module; only test builds have it.
        Issue.record(Comment(rawValue: description),
                     sourceLocation: SourceLocation(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
        #endif
    }
}

/// Where a double was made, so an unexpected call is reported at the test that made it.
struct CallSite: Sendable {
    let fileID: String, filePath: String, line: Int, column: Int
}
