/// A new scene's files, in the shape of `ThreadActions`: the namespace, the boundaries, the
/// interactor holding the thread repository, one text presenter, and its wiring in App. Each
/// already holds the first action's members, written by `Templates+Action`.
extension Templates {
    /// `SCENE.swift`.
    var scene: String {
        #"""
        /// The \#(names.sceneWords) scene: `threads \#(c)`.
        public enum \#(s) {
            /// Output formats of the scene; each has its own presenter over the same Responses.
            public enum Format: String, CaseIterable, Sendable {
                /// Plain text.
                case text
            }
        }

        """#
    }

    /// `SCENEBoundaries.swift`.
    var boundaries: String {
        #"""
        /// The \#(names.sceneWords) scene's output boundary.
        public protocol \#(names.presentationLogic): Sendable {
            \#(presentRequirement)
        }

        /// The \#(names.sceneWords) scene's view.
        public protocol \#(names.displayLogic): Sendable {
            \#(displayRequirement)
        }

        """#
    }

    /// `SCENEInteractor.swift`.
    var interactor: String {
        #"""
        import Domain

        /// Runs each action's use case and hands what it did to the presenter; a failure reaches the
        /// caller and nothing is presented.
        public struct \#(names.interactor): Sendable {
            private let threads: any \#(names.role)
            private let presenter: any \#(names.presentationLogic)

            public init(threads: any \#(names.role), presenter: any \#(names.presentationLogic)) {
                self.threads = threads
                self.presenter = presenter
            }

        \#(FileEdits.indented(interactorMethod("public "), "    "))
        }

        """#
    }

    /// `SCENETextPresenter.swift`.
    var textPresenter: String {
        #"""
        import Domain

        /// One line for each outcome.
        public struct \#(names.textPresenter): \#(names.presentationLogic) {
            private let display: any \#(names.displayLogic)

            public init(display: any \#(names.displayLogic)) { self.display = display }

        \#(FileEdits.indented(presenterMethod("public "), "    "))
        }

        """#
    }

    /// `Sources/App/Composition/Composition+SCENE.swift`: the factory and the terminal's conformance.
    var composition: String {
        #"""
        import Data
        import Domain
        import Presentation

        extension Composition {
            /// `\#(c)`, with the presenter for the format asked.
            func \#(shape.factory)(store: any DataStore, output: SceneOutput<\#(s).Format>) -> \#(names.interactor) {
                let presenter: any \#(names.presentationLogic)
                switch output.format {
                case .text: presenter = \#(names.textPresenter)(display: view(colors: output.colors))
                }
                return \#(names.interactor)(threads: StoreThreadRepository(store: store), presenter: presenter)
            }
        }

        extension \#(s).Format: OutputFormat {
            static func standard(toTerminal: Bool) -> Self { .text }
        }

        extension TerminalView: \#(names.displayLogic) {
            \#(displayMethod("", body: "show(viewModel)"))
        }

        """#
    }

    /// `Sources/Domain/Repositories/SCENERepository.swift`: the new scene's role, empty until its
    /// first use case asks the store for something.
    var role: String {
        #"""
        /// The \#(names.sceneWords) scene's role: one method per use case, named for it.
        public protocol \#(names.role): Sendable {
            // TODO(new-use-case): the method \#(n) calls, `func \#(names.method)(…) async throws -> …`.
        }

        """#
    }
}
