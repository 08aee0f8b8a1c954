import Foundation
@testable import Server
import Testing

/// The OpenAPI document and the router are one contract: every route the service takes is in
/// the document with its method, and every operation the document names is served.
@Suite("Service: the OpenAPI document")
struct OpenAPIDocumentTests {
    static var document: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(PackageResources.openapi_json))) as? [String: Any] ?? [:]
    }

    /// `GET /v1/threads/{id}` for each operation of the document.
    static var documented: Set<String> {
        let paths = document["paths"] as? [String: [String: Any]] ?? [:]
        return Set(paths.flatMap { path, operations in operations.keys.map { "\($0.uppercased()) \(path)" } })
    }

    @Test func itIsOpenAPI31() {
        #expect(Self.document["openapi"] as? String == "3.1.0")
    }

    @Test func everyRouteIsDocumentedAndEveryOperationRouted() {
        let routed = Set(RouteTable.service.routes.map { route in
            "\(route.method.rawValue) " + route.path.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(separator: "/")
        })
        #expect(routed.count == RouteTable.service.routes.count)
        #expect(routed == Self.documented)
    }

    @Test func onlyTheOpenRoutesNeedNoToken() {
        let paths = Self.document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        let open = Set(paths.filter { $0.value.values.contains { ($0["security"] as? [Any])?.isEmpty == true } }.keys)
        #expect(open == Set(RouteTable.service.routes.filter { $0.access == .open }.map(\.path)))
    }
}
