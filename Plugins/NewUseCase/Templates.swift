/// The text of each generated file, in the project's own style: one type per role, `///` on
/// every public requirement, and a `TODO(new-use-case)` wherever the author's behaviour goes.
/// The skeleton acts on thread ids because most commands do; change the input where yours differs.
struct Templates {
    let names: UseCaseNames

    private var n: String { names.useCase }
    private var s: String { names.scene }
    private var c: String { names.command }

    /// A new scene's namespace.
    var scene: String {
        #"""
        /// The \#(s) scene. TODO(new-use-case): one line on what the user sees here.
        public enum \#(s) {}

        """#
    }

    /// Sources/Domain/UseCases/NAME.swift
    var useCase: String {
        #"""
        /// TODO(new-use-case): one line on what `threads \#(c)` does for the user.
        public struct \#(n): Sendable {
            private let threads: any ThreadLookup

            /// Creates the use case over the repository role it needs; name another role
            /// (`ThreadEditing`, `ThreadListing`…) when the behaviour needs it.
            public init(threads: any ThreadLookup) { self.threads = threads }

            /// Runs the use case on `ids` and returns the ids it acted on; an unknown id fails it
            /// before anything is done.
            public func callAsFunction(_ ids: [ThreadID]) async throws -> [ThreadID] {
                guard !ids.isEmpty else { throw ThreadsError.invalidInput("give at least one thread id") }
                for id in ids {
                    if try await threads.detail(id) == nil { throw ThreadsError.unknownThread(id) }
                }
                // TODO(new-use-case): the behaviour, through the repository role.
                return ids
            }
        }

        """#
    }

    /// Sources/Presentation/SCENE/SCENE+NAME.swift
    var sceneAction: String {
        #"""
        import Domain

        extension \#(s) {
            /// `threads \#(c)`. TODO(new-use-case): one line on the action.
            public enum \#(n) {
                /// What the user asked for.
                public struct Request: Equatable, Sendable {
                    /// The threads to act on, as typed.
                    public var ids: [ThreadID]
                    /// Creates a request.
                    public init(ids: [ThreadID]) { self.ids = ids }
                }

                /// What the use case did, for the presenter.
                public struct Response: Equatable, Sendable {
                    /// The threads it acted on.
                    public var ids: [ThreadID]
                    /// Creates a response.
                    public init(ids: [ThreadID]) { self.ids = ids }
                }

                /// What the view prints.
                public typealias ViewModel = TextViewModel
            }
        }

        /// The view `threads \#(c)` prints on.
        public protocol \#(names.displayLogic): Sendable {
            /// Shows the outcome.
            func \#(names.displayMethod)(_ viewModel: \#(s).\#(n).ViewModel)
        }

        /// Runs \#(n) with the request and hands what it did to the presenter.
        public struct \#(names.interactor): Sendable {
            private let useCase: \#(n)
            private let presenter: \#(names.presenter)

            /// Creates the interactor.
            public init(useCase: \#(n), presenter: \#(names.presenter)) {
                self.useCase = useCase
                self.presenter = presenter
            }

            /// Runs the use case; a failure reaches the caller and nothing is presented.
            public func run(_ request: \#(s).\#(n).Request) async throws {
                let ids = try await useCase(request.ids)
                presenter.present(\#(s).\#(n).Response(ids: ids))
            }
        }

        /// Turns what \#(n) did into the words the user reads.
        public struct \#(names.presenter): Sendable {
            private let display: any \#(names.displayLogic)

            /// Creates the presenter, which shows its output on `display`.
            public init(display: any \#(names.displayLogic)) { self.display = display }

            /// One line naming the threads.
            public func present(_ response: \#(s).\#(n).Response) {
                // TODO(new-use-case): the words the user reads.
                let ids = response.ids.map(\.description).joined(separator: ", ")
                let line = "\#(c): " + (response.ids.count == 1 ? "thread \(ids)." : "threads \(ids).")
                display.\#(names.displayMethod)(\#(s).\#(n).ViewModel(lines: [.plain(line)]))
            }
        }

        """#
    }

    /// Sources/App/Commands/NAMECommand.swift: arguments in, a request out, nothing else.
    var command: String {
        #"""
        import ArgumentParser
        import Presentation

        /// `threads \#(c) ID…`. TODO(new-use-case): one line for the reader of this file.
        struct \#(names.commandType): ThreadIDsCommand {
            static let configuration = CommandConfiguration(
                commandName: "\#(c)", abstract: "TODO(new-use-case): one line for --help.",
                discussion: "Example:\n  threads \#(c) 12 15")

            @Argument(help: "Thread ids.") var ids: [String]
            @OptionGroup var global: GlobalOptions

            func run(in app: Composition) async throws {
                let request = \#(s).\#(n).Request(ids: try ThreadIDs.parseList(ids))
                try await app.\#(names.factory)(store: try app.store(global)).run(request)
            }
        }

        """#
    }

    /// Sources/App/Composition/Composition+NAME.swift: the wiring, kept out of the command.
    var wiring: String {
        #"""
        import Data
        import Domain
        import Presentation

        extension Composition {
            /// `threads \#(c)`: the use case over the store's repository, the presenter onto the terminal.
            func \#(names.factory)(store: any DataStore) -> \#(names.interactor) {
                \#(names.interactor)(
                    useCase: \#(n)(threads: StoreThreadRepository(store: store)),
                    presenter: \#(names.presenter)(display: view(colors: false)))
            }
        }

        extension TerminalView: \#(names.displayLogic) {
            func \#(names.displayMethod)(_ viewModel: \#(s).\#(n).ViewModel) {
                buffer.append(renderer.render(viewModel.lines))
            }
        }

        """#
    }

    /// Tests/DomainTests/NAMETests.swift
    var domainTests: String {
        #"""
        import Data
        import Domain
        import Foundation
        import Testing

        /// \#(n) over the plain in-memory store, through the repository the app uses.
        @Suite("Use case: \#(n)")
        struct \#(n)Tests {
            /// A repository holding one thread, and that thread's id.
            private func repositoryWithOneThread() async throws -> (StoreThreadRepository, ThreadID) {
                let repository = StoreThreadRepository(store: InMemoryDataStore())
                let id = try await repository.create(ThreadDraft(
                    key: "one", title: "One thread", participants: ["Aiko"], createdAt: Date(timeIntervalSince1970: 1_772_323_200)))
                return (repository, id)
            }

            @Test func actsOnKnownThreads() async throws {
                let (repository, id) = try await repositoryWithOneThread()
                #expect(try await \#(n)(threads: repository)([id]) == [id])
                // TODO(new-use-case): assert the behaviour: what the repository holds afterwards.
            }

            @Test func anUnknownIdFailsNamingIt() async throws {
                let (repository, id) = try await repositoryWithOneThread()
                let unknown = ThreadID(id.rawValue + 1)
                await #expect(throws: ThreadsError.notFound("unknown thread id \(unknown); see 'threads list --all'")) {
                    _ = try await \#(n)(threads: repository)([id, unknown])
                }
                // TODO(new-use-case): assert that nothing changed for `id` either.
            }

            @Test func noIdsIsAUsageError() async throws {
                let (repository, _) = try await repositoryWithOneThread()
                await #expect(throws: ThreadsError.invalidInput("give at least one thread id")) {
                    _ = try await \#(n)(threads: repository)([])
                }
            }
        }

        """#
    }

    /// Tests/PresentationTests/NAMESceneTests.swift
    var presentationTests: String {
        #"""
        import Domain
        import Foundation
        import Presentation
        import Testing

        /// The \#(n) wiring: the request reaches the use case, its response the presenter,
        /// and the view model the view, with test doubles on both sides.
        @Suite("\#(s): \#(n)")
        struct \#(n)SceneTests {
            /// A repository that knows some threads and records every id it is asked about.
            final class Lookup: ThreadLookup, @unchecked Sendable {
                private let known: Set<ThreadID>
                private var asked: [ThreadID] = []  // guarded by `lock`
                private let lock = NSLock()
                init(known: Set<ThreadID>) { self.known = known }
                var calls: [ThreadID] { lock.withLock { asked } }

                func detail(_ id: ThreadID) async throws -> ThreadDetail? {
                    lock.withLock { asked.append(id) }
                    guard known.contains(id) else { return nil }
                    let thread = MessageThread(id: id, key: "k\(id)", title: "T\(id)", participants: ["Aiko"], createdAt: Date(timeIntervalSince1970: 0))
                    return ThreadDetail(summary: ThreadSummary(thread: thread, unreadCount: 0, messageCount: 0, lastActivityAt: thread.createdAt, lastMessage: nil), messages: [])
                }
            }

            /// A view that records the text of every view model it is given.
            final class View: \#(names.displayLogic), @unchecked Sendable {
                private var shown: [[String]] = []  // guarded by `lock`
                private let lock = NSLock()
                var calls: [[String]] { lock.withLock { shown } }

                func \#(names.displayMethod)(_ viewModel: \#(s).\#(n).ViewModel) {
                    lock.withLock { shown.append(viewModel.lines.map(\.text)) }
                }
            }

            @Test func theRequestReachesTheUseCaseAndTheOutcomeTheView() async throws {
                let lookup = Lookup(known: [ThreadID(3), ThreadID(5)])
                let view = View()
                let interactor = \#(names.interactor)(useCase: \#(n)(threads: lookup), presenter: \#(names.presenter)(display: view))
                try await interactor.run(\#(s).\#(n).Request(ids: [ThreadID(3), ThreadID(5)]))
                #expect(lookup.calls == [ThreadID(3), ThreadID(5)])
                // TODO(new-use-case): pin the words the presenter settles on.
                #expect(view.calls == [["\#(c): threads 3, 5."]])
            }

            @Test func aFailureShowsNothing() async {
                let view = View()
                let interactor = \#(names.interactor)(useCase: \#(n)(threads: Lookup(known: [])), presenter: \#(names.presenter)(display: view))
                await #expect(throws: ThreadsError.self) { try await interactor.run(\#(s).\#(n).Request(ids: [ThreadID(9)])) }
                #expect(view.calls.isEmpty)
            }
        }

        """#
    }

    /// Tests/AppTests/NAMECommandTests.swift
    var appTests: String {
        #"""
        @testable import App
        import Data
        import Foundation
        import Testing

        /// `threads \#(c)` in process: arguments in, the view model's text out, spec exit codes.
        @Suite("threads \#(c)")
        struct \#(names.commandType)Tests {
            /// A store with two threads made by `threads new`, and their ids as printed.
            private func storeWithTwoThreads() async throws -> (InMemoryDataStore, [String]) {
                let store = InMemoryDataStore()
                var ids: [String] = []
                for title in ["First", "Second"] {
                    let made = await InProcess.run(["new", "--title", title, "--with", "Aiko"], store: store)
                    #expect(made.status == 0, "\(made.stderr)")
                    ids.append(made.stdout.trimmingCharacters(in: .newlines))
                }
                return (store, ids)
            }

            @Test func printsWhatItDidForKnownIds() async throws {
                let (store, ids) = try await storeWithTwoThreads()
                let result = await InProcess.run(["\#(c)"] + ids, store: store)
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout == "\#(c): threads \(ids.joined(separator: ", ")).\n")
                #expect(result.stderr.isEmpty)
                // TODO(new-use-case): assert what the user sees afterwards (`threads list`, `show`).
            }

            @Test func anUnknownIdIsOneLineAndExit1() async throws {
                let (store, _) = try await storeWithTwoThreads()
                let result = await InProcess.run(["\#(c)", "999"], store: store)
                #expect(result.status == 1)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr == "threads: unknown thread id 999; see 'threads list --all'\n")
            }

            @Test func aMalformedIdIsAUsageError() async throws {
                let (store, _) = try await storeWithTwoThreads()
                let result = await InProcess.run(["\#(c)", "twelve"], store: store)
                #expect(result.status == 64)
                #expect(result.stderr.hasPrefix("threads: "))
            }
        }

        """#
    }
}
