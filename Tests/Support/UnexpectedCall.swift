import Testing

/// What a test double throws, after recording a test issue, when it is asked for something the
/// test did not set up: a use case that reaches further than the test expects fails loudly.
public struct UnexpectedCall: Error, CustomStringConvertible {
    public let description: String

    init(_ call: String, sourceLocation: SourceLocation) {
        description = "unexpected call: \(call)"
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }
}
