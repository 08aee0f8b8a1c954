/// One test file per ring, on TestSupport's doubles, the real presenter and `ViewSpy`, and the
/// in-process harness. Each pins what the skeleton does, so each fails if it stops doing it.
extension Templates {
    private var double: String { shape.testDouble }
    private var ids: String { "[ThreadID(3), ThreadID(5)]" }

    /// `Tests/DomainTests/NAMETests.swift`.
    var domainTests: String {
        #"""
        import Domain
        import TestSupport
        import Testing

        /// \#(n) with the repository double: what it returns, what it asks the repository, what it refuses.
        @Suite("Use case: \#(n)")
        struct \#(names.domainTests) {
            @Test func returnsTheIdsItActedOn() async throws {
                let \#(double) = \#(shape.double)()
                #expect(try await \#(n)(\#(shape.property): \#(double))(\#(ids)) == \#(ids))
                // TODO(new-use-case): answer `\#(names.method)` on the double and expect that call instead.
                #expect(\#(double).calls.isEmpty)
            }

            @Test func noIdsIsRefusedBeforeTheRepository() async {
                let \#(double) = \#(shape.double)()
                await #expect(throws: ThreadsError.noThreadIDs) { _ = try await \#(n)(\#(shape.property): \#(double))([]) }
                #expect(\#(double).calls.isEmpty)
            }
        }

        """#
    }

    /// `Tests/PresentationTests/SCENE+NAMETests.swift`.
    var presentationTests: String {
        #"""
        import Domain
        @testable import Presentation
        import TestSupport
        import Testing

        /// \#(action) through the interactor, with the repository double, the real presenter and the view spy.
        @Suite("\#(s): \#(n)")
        struct \#(names.presentationTests) {
            let \#(double) = \#(shape.double)()
            let view = ViewSpy()

            private var interactor: \#(names.interactor) {
                \#(names.interactor)(\#(shape.testArguments))
            }

            @Test func theIdsReachTheView() async throws {
                try await interactor.\#(names.method)(.init(ids: \#(ids)))
                // TODO(new-use-case): the words the presenter settles on.
                #expect(view.lines == ["\#(placeholder("3, 5"))"])
            }

            @Test func aFailureShowsNothing() async {
                await #expect(throws: ThreadsError.noThreadIDs) { try await interactor.\#(names.method)(.init(ids: [])) }
                #expect(view.calls.isEmpty)
            }
        }

        """#
    }

    /// `Tests/AppTests/<Cmd>CommandTests.swift`.
    var appTests: String {
        #"""
        @testable import App
        import InMemoryStore
        import Testing

        /// `threads \#(c)` in process: arguments in, the printed text out, the exit codes of docs/cli.md.
        @Suite("threads \#(c)")
        struct \#(names.appTests) {
            @Test func printsWhatItDid() async {
                let result = await InProcess.run(["\#(c)", "3", "5"], store: InMemoryDataStore())
                #expect(result.status == 0, "\(result.stderr)")
                // TODO(new-use-case): the words the presenter settles on, then what `threads list` or `show` shows afterwards.
                #expect(result.stdout == "\#(placeholder("3, 5"))\n")
                #expect(result.stderr.isEmpty)
            }

            @Test func aMalformedIdIsAUsageError() async {
                let result = await InProcess.run(["\#(c)", "twelve"], store: InMemoryDataStore())
                #expect(result.status == 64)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr == "threads: invalid thread id 'twelve': ids are positive whole numbers, as 'threads list' shows\n")
            }

            @Test func noIdsIsAUsageError() async {
                let result = await InProcess.run(["\#(c)"], store: InMemoryDataStore())
                #expect(result.status == 64)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr == "threads: give at least one thread id\n")
            }
        }

        """#
    }
}
