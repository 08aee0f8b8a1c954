/// What `--route` adds in the service's ring: the route (a view: the HTTP request into the
/// scene's Request, the interactor, what the JSON presenter made as the body), its line in the
/// route table, its operation in the OpenAPI document, and its in-process test.
extension Templates {
    /// `Sources/Server/Routes/ROUTES+NAME.swift`, beside the routes that already use the scene.
    func routeHandler(_ shape: RouteShape) -> String {
        let route = shape.route
        // The second line continues at the body's indentation.
        let read = route.reads
            ? #"let parameters = try RequestParameters(request: request, context: context).query(allowing: ["ids"])"#
                + "\n        " + #"let ids = try RequestParameters.threadIDs("ids", parameters["ids"])"#
            : #"let ids = try await RequestBody.decode(RouteBodies.ThreadIDs.self, request, limit: scenes.environment.settings.maxBody).ids"#
        let heading = route.reads ? "`GET \(route.path)?ids=3,5`" : #"`POST \#(route.path)` `{"ids":[3,5]}`"#
        // What the route's guard hands the handler: any token that stands for a read, a
        // read-write one's for a write (`Route`).
        let caller = route.reads ? "Caller" : "Writer"
        // A scene that answers as someone answers as the caller's person (`caller.person`, `writer.person`).
        let guardName = shape.asPerson ? caller.lowercased() : ""
        let person = shape.asPerson ? ", as: \(guardName).person" : ""
        return #"""
            import Hummingbird
            import Presentation

            extension \#(shape.routes) {
                /// \#(heading): the `\#(action)` action, answered with what
                /// `threads \#(c) 3 5 --format json` prints. TODO(new-use-case): what the client gets, in one line.
                @Sendable static func \#(names.method)(_ request: Request, _ context: ServiceContext, _\#(guardName.isEmpty ? "" : " " + guardName): \#(caller), _ scenes: Scenes) async throws -> Response {
                    \#(read)
                    let view = ResponseView()
                    try await scenes.\#(shape.factory)(view\#(person)).\#(names.method)(\#(action).Request(ids: ids))
                    return JSONAnswer.response(view.text, to: request)
                }
            }

            """#
    }

    /// The route table's line for it: a read takes any token, a write a read-write one.
    func routeTableLine(_ shape: RouteShape) -> String {
        let declared = shape.route.reads ? #".get("\#(shape.route.path)""# : #".write(.post, "\#(shape.route.path)""#
        return "\(declared), token: \(shape.routes).\(names.method)),"
    }

    /// `Tests/ServerTests/NAMERouteTests.swift`: the answer byte for byte the command's, and ids refused in the service's words.
    func routeTests(_ shape: RouteShape) -> String {
        let route = shape.route
        let call = route.reads ? #"(.get, "\#(route.path)?ids=3,5")"# : ##"(.post, "\##(route.path)", json: #"{"ids":[3,5]}"#)"##
        let bad = route.reads ? #"(.get, "\#(route.path)?ids=3,x")"# : ##"(.post, "\##(route.path)", json: #"{"ids":[3,"x"]}"#)"##
        let refusal = route.reads ? #"(400, "parameter 'ids' is '3,x'; it takes thread ids separated by commas, like 3,5")"#
            : #"(422, "'ids' takes an array of thread ids (whole numbers from 1)")"#
        return #"""
            import Testing

            /// `\#(route.method) \#(route.path)` in process, held to what `threads \#(c) --format json` prints for the same database.
            @Suite("Service: \#(route.method) \#(route.path)")
            struct \#(shape.tests) {
                @Test func itAnswersWhatTheCommandPrints() async throws {
                    let inbox = try await ServiceInbox()
                    let answer = try await inbox.answer\#(call)
                    #expect(answer.status == 200, "\(answer.body)")
                    // TODO(new-use-case): what the action changed, read back through another route.
                    #expect(answer.body + "\n" == (try inbox.cli(["\#(c)", "3", "5", "--format", "json"]).stdout))
                }

                @Test func idsThatAreNotThreadIDsAreRefused() async throws {
                    let inbox = try await ServiceInbox()
                    let answer = try await inbox.answer\#(bad)
                    #expect((answer.status, answer.object["detail"] as? String) == \#(refusal))
                }
            }

            """#
    }
}

extension Templates {
    /// The operation's entry in the document's `paths`, at its indentation there.
    func documentEntry(_ shape: RouteShape) -> String {
        let route = shape.route
        let idsSchema = DocumentJSON.object([("type", .string("array")), ("items", .object([("type", .string("integer")), ("minimum", .integer(1))]))])
        let input: (String, DocumentJSON) = route.reads
            ? ("parameters", .array([.object([
                ("name", .string("ids")), ("in", .string("query")), ("required", .bool(true)),
                ("schema", .object([("type", .string("string")), ("pattern", .string("^[1-9][0-9]*(,[1-9][0-9]*)*$"))])),
            ])]))
            : ("requestBody", .object([("required", .bool(true)), ("content", .object([("application/json", .object([("schema", .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)), ("properties", .object([("ids", idsSchema)])),
            ])),
            // The body a client would send; the trust boundary's test sends it with every kind of token.
            ("example", .object([("ids", .array([.integer(3), .integer(5)]))])),
            ]))]))]))
        var refusals = [("400", "A bad parameter or body."), ("401", "No token, or one not known here.")]
        if !route.reads {
            refusals += [("403", "A read-only token on a write."), ("413", "A body over --max-body."),
                         ("415", "A body that is not application/json."), ("422", "Ids that are not thread ids.")]
        }
        refusals += [("404", "No such thread."), ("503", "The store is busy past its timeout, or cannot be reached.")]
        let problem = DocumentJSON.object([("application/problem+json", .object([("schema", .object([("$ref", .string("#/components/schemas/Problem"))]))]))])
        let answer = DocumentJSON.object([
            ("description", .string("What `threads \(c) --format json` prints.")),
            ("content", .object([("application/json", .object([("schema", .object([]))]))])),
        ])
        let operation = DocumentJSON.object([
            ("operationId", .string(names.method)),
            ("summary", .string("TODO(new-use-case): the `threads \(c)` action, in one line.")),
            input,
            ("responses", .object([("200", answer)] + refusals.map { ($0.0, .object([("description", .string($0.1)), ("content", problem)])) })),
        ])
        return DocumentJSON.member(route.path, .object([(route.lowercasedMethod, operation)]), indent: "    ") + ",\n"
    }
}
