/// What one action adds to a scene: its models file, and the member it adds to each boundary,
/// the interactor, every presenter and every view. Members are written without indentation
/// (the file they join gives it) and with the access modifiers of the methods they follow.
extension Templates {
    /// `Sources/Presentation/SCENE/SCENE+NAME.swift`, in the shape of `ThreadActions+ChangeThreads.swift`.
    var actionModels: String {
        #"""
        import Domain

        extension \#(s) {
            /// `threads \#(c)`. TODO(new-use-case): the action, in one line.
            public enum \#(n) {
                public struct Request: Equatable, Sendable {
                    // TODO(new-use-case): what the command asks, as typed (`public init() {}` when nothing).
                    /// As typed: repeats allowed.
                    public var ids: [ThreadID]

                    public init(ids: [ThreadID]) { self.ids = ids }
                }

                public struct Response: Equatable, Sendable {
                    // TODO(new-use-case): what the use case answered, for the presenters.
                    public var ids: [ThreadID]

                    public init(ids: [ThreadID]) { self.ids = ids }
                }

                // TODO(new-use-case): lines to print; or, when a view needs more, a PrintableViewModel struct.
                public typealias ViewModel = TextViewModel
            }
        }

        """#
    }

    /// The requirement `SCENEPresentationLogic` gains.
    var presentRequirement: String { "func \(names.presentMethod)(_ response: \(action).Response)" }

    /// The requirement `SCENEDisplayLogic` gains.
    var displayRequirement: String { "func \(names.displayMethod)(_ viewModel: \(action).ViewModel)" }

    /// The interactor's action method: the use case over the scene's repository, its Response to the presenter.
    func interactorMethod(_ modifiers: String) -> String {
        #"""
        \#(modifiers)func \#(names.method)(_ request: \#(action).Request) async throws {
            // TODO(new-use-case): the Request's values to the use case, its answer to the Response.
            let ids = try await \#(n)(\#(shape.property): \#(shape.property))(request.ids)
            presenter.\#(names.presentMethod)(\#(action).Response(ids: ids))
        }
        """#
    }

    /// A presenter's method: the placeholder line to its display.
    func presenterMethod(_ modifiers: String) -> String {
        #"""
        \#(modifiers)func \#(names.presentMethod)(_ response: \#(action).Response) {
            // TODO(new-use-case): the words the user reads.
            let line = "\#(c): threads " + response.ids.map(\.description).joined(separator: ", ") + "."
            display.\#(names.displayMethod)(\#(action).ViewModel(lines: [.plain(line)]))
        }
        """#
    }

    /// The same for a scene's HTML presenter: the words as a status line of the page, written out
    /// for a view that prints and kept as HTML for the page's frame.
    func htmlPresenterMethod(_ modifiers: String) -> String {
        #"""
        \#(modifiers)func \#(names.presentMethod)(_ response: \#(action).Response) {
            // TODO(new-use-case): the words the user reads.
            let line = HTMLText.element("p", attributes: [("role", "status")], text: "\#(c): threads " + response.ids.map(\.description).joined(separator: ", ") + ".")
            display.\#(names.displayMethod)(\#(action).ViewModel(lines: line.lines, html: line))
        }
        """#
    }

    /// A spy presenter's method (no display of its own), one line with the body its others have.
    func oneLinePresentMethod(_ modifiers: String, body: String) -> String {
        "\(modifiers)func \(names.presentMethod)(_ response: \(action).Response) { \(body) }"
    }

    /// A view's method, one line with the body its other display methods have.
    func displayMethod(_ modifiers: String, body: String) -> String {
        "\(modifiers)func \(names.displayMethod)(_ viewModel: \(action).ViewModel) { \(body) }"
    }
}
