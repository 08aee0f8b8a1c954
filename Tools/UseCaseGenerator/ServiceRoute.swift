/// The route `--route "POST /v1/threads/pin"` asks for. The generated action takes thread ids,
/// so the method says where they come from: GET reads `?ids=3,5` (an action that only reads),
/// POST the body `{"ids":[3,5]}`. The path is fixed: the ids come with the request.
struct ServiceRoute {
    /// `GET` or `POST`.
    let method: String
    /// `/v1/threads/pin`.
    let path: String

    init(_ text: String) throws {
        let parts = text.split(separator: " ")
        guard parts.count == 2, ["GET", "POST"].contains(parts[0].uppercased()) else {
            throw GeneratorError("--route takes a method and a path, like \"POST /v1/threads/pin\": GET when the action only reads "
                                 + "(ids in ?ids=3,5), else POST (ids in the body)")
        }
        let path = String(parts[1])
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2)
        let isWord = { (segment: Substring) in
            guard let first = segment.unicodeScalars.first, ("a"..."z").contains(first), !segment.hasSuffix("-") else { return false }
            return segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
        guard path.hasPrefix("/v1/"), !segments.isEmpty, segments.allSatisfy(isWord) else {
            throw GeneratorError("'\(path)' is not a route path: /v1/ and then lowercase words, like /v1/threads/pin "
                                 + "(no {parameters}: the ids come with the request)")
        }
        self.method = parts[0].uppercased()
        self.path = path
    }

    var reads: Bool { method == "GET" }
    /// Hummingbird's and OpenAPI's spelling, `post`.
    var lowercasedMethod: String { method.lowercased() }
}
