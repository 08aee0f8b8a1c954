import Foundation

/// Where `--route` puts the action in the service's ring, read from how the ring already serves
/// the scene: the factory in `Sources/Server/Scenes/Scenes+SCENE.swift` and the routes enum that
/// calls it.
struct RouteShape {
    let route: ServiceRoute
    /// The routes enum the handler joins, `ThreadRoutes`.
    let routes: String
    /// The service's factory for the scene, `threadActions`.
    let factory: String
    /// Whether the factory is handed the caller's person (`as person: Person`), as the scenes
    /// that answer as someone are (docs/team.md).
    let asPerson: Bool
    /// The test type, `PinThreadsRouteTests`.
    let tests: String
}

/// The route's files and insertions, checked in full before anything is written (as the rest of
/// the plan is): the handler and its test are new files; the route table gains a line above its
/// marker, and the OpenAPI document an operation at the head of its `paths`.
enum RoutePlan {
    static let routeTable = "Sources/Server/Routes/RouteTable.swift"
    static let routeMarker = "// new-use-case adds routes above this line"
    static let document = "Sources/Server/openapi.json"
    private static let paths = "  \"paths\": {\n"

    /// The route's shape, and the document with its operation; the route table's line goes into `edits`.
    static func plan(_ route: ServiceRoute, _ templates: Templates, package: PackageSources, edits: inout FileEdits) throws
        -> (shape: RouteShape, document: String) {
        let names = templates.names
        let wiring = "Sources/Server/Scenes/Scenes+\(names.scene).swift"
        guard !templates.shape.isNew, let scenes = package.files[wiring],
              let factory = firstMatch(#"func ([a-z][A-Za-z0-9]*)\(_ view: [^)]*\) -> \#(names.interactor)\b"#, in: scenes.code) else {
            throw GeneratorError("the service does not serve the \(names.scene) scene yet (\(wiring) wires none): leave out --route, "
                                 + "give the scene a JSON presenter and that wiring (docs/serve.md), then add actions with --route")
        }
        let routeFiles = package.files.values.filter { $0.path.hasPrefix("Sources/Server/Routes/") }.sorted { $0.path < $1.path }
        guard let routes = routeFiles.lazy.compactMap({ file in
            file.code.contains("scenes.\(factory)(") ? file.declarations.first(where: { $0.kind == "enum" && $0.name.hasSuffix("Routes") })?.name : nil
        }).first else {
            throw GeneratorError("no routes enum in Sources/Server/Routes calls scenes.\(factory)(…), so there is no place beside it for the route; add it by hand")
        }
        if let taken = routeFiles.first(where: { $0.code.contains("static func \(names.method)(") }) {
            throw GeneratorError("\(taken.path) already has a route named \(names.method); choose another use case name")
        }
        guard let table = package.files[routeTable], let marker = table.text.range(of: routeMarker) else {
            throw GeneratorError("\(routeTable) has lost the line '\(routeMarker)'; put it back at the end of the routes")
        }
        if table.text.contains(route.reads ? ".get(\"\(route.path)\"," : ".write(.post, \"\(route.path)\",") {
            throw GeneratorError("the route \(route.method) \(route.path) already exists (\(routeTable)); pass --route with another path")
        }
        let asPerson = scenes.code.range(of: #"func \#(factory)\(_ view: [^)]*\bas person: Person\b"#, options: .regularExpression) != nil
        let shape = RouteShape(route: route, routes: routes, factory: factory, asPerson: asPerson, tests: names.useCase + "RouteTests")
        if let found = package.declaration(of: shape.tests) {
            throw GeneratorError("\(shape.tests) already exists (\(found.kind) \(found.name) in \(found.file)); choose another use case name")
        }

        let url = package.root.appendingPathComponent(document)
        guard let text = try? String(contentsOf: url, encoding: .utf8), let head = text.range(of: paths) else {
            throw GeneratorError("\(document) has no `\"paths\": {` line at two spaces, where the route's operation goes")
        }
        guard !text.contains("\n    \"\(route.path)\": {") else {
            throw GeneratorError("\(document) already describes \(route.path); pass --route with another path")
        }
        let offset = table.text.utf8.distance(from: table.text.startIndex, to: marker.lowerBound)
        edits.insert("\(table.indentation(offset))\(templates.routeTableLine(shape))\n", at: table.lineStart(offset), in: table)
        return (shape, text.replacingCharacters(in: head, with: paths + templates.documentEntry(shape)))
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
