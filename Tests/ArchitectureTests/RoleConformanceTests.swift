import Testing

/// Presenters, interactors, use cases and repositories keep to their roles; each rule is also
/// shown to catch a crafted violation, so a rule that silently matched nothing would fail here.
@Suite("Role conformance")
struct RoleConformanceTests {
    let sources = PackageTree.sources

    @Test func theRolesAreFoundInTheSources() {
        let presentation = sources.filter { $0.ring == "Presentation" }
        let table = presentation.flatMap { $0.declarations("struct", named: "ThreadListTablePresenter") }
        #expect(table.flatMap { SourceFile.initialisers(in: $0.body).flatMap(SourceFile.parameters).map(\.name) } == ["width", "clock", "display"])
        #expect(presentation.flatMap { $0.declarations("struct", named: "\\w+Interactor") }.count >= 7, "one a scene; generated scenes add theirs")
        let listThreads = sources.first { $0.path == "Sources/Domain/UseCases/ListThreads.swift" }
        #expect(listThreads?.matches("\\bthreads\\.(\\w+)\\(").map { $0.groups[0] } == ["listThreads"])
        let roles = sources.filter { $0.path.hasPrefix("Sources/Domain/Repositories/") }
        #expect(roles.flatMap { $0.declarations("protocol", named: "\\w+").flatMap { SourceFile.functions(in: $0.body) } }.count >= 18, "generated use cases add theirs")
    }

    @Test func presentersNeverChooseAFormatWithAFlag() {
        #expect(ArchitectureRules.presenterFlagViolations(sources) == [])
    }

    @Test func interactorsNeverFormatText() {
        #expect(ArchitectureRules.interactorFormattingViolations(sources) == [])
    }

    @Test func useCasesSpeakOneVerbToTheirRepository() {
        #expect(ArchitectureRules.useCaseVerbViolations(sources) == [])
        #expect(ArchitectureRules.repositoryVerbViolations(sources) == [])
    }

    @Test func storageVerbsStayBehindDataStore() {
        #expect(ArchitectureRules.storageVerbViolations(sources) == [])
    }

    // MARK: Each rule catches what it is for.

    @Test func aPresenterWithAFormatFlagIsCaught() {
        let presenters = SourceFile(path: "Sources/Presentation/Box/BoxTextPresenter.swift", text: """
            public struct BoxTextPresenter: BoxPresentationLogic {
                public init(width: Int, clock: Clock, display: any BoxDisplayLogic) {}
                init(display: any BoxDisplayLogic, json: Bool) {}
                public init(format: Format, colors: Bool? = nil, onLine: @escaping (Int) -> Void = { _ in }) {}
            }
            extension BoxJSONPresenter {
                init(as json: String) { self.init(display: View(isJSON: true)) }
            }
            struct PresenterOptions { init(json: Bool) {} }
            """)
        let factory = SourceFile(path: "Sources/App/Composition/Composition+Box.swift", text: """
            struct ComposedPresenter { init(json: Bool) {} }
            """)
        let path = "Sources/Presentation/Box/BoxTextPresenter.swift"
        #expect(ArchitectureRules.presenterFlagViolations([presenters, factory]) == [
            "\(path): BoxTextPresenter.init takes `json: Bool`; a format is a presenter of its own, chosen in Composition",
            "\(path): BoxTextPresenter.init takes `format: Format`; a format is a presenter of its own, chosen in Composition",
            "\(path): BoxTextPresenter.init takes `colors: Bool?`; a format is a presenter of its own, chosen in Composition",
            "\(path): BoxJSONPresenter.init takes `as json: String`; a format is a presenter of its own, chosen in Composition",
        ])
    }

    @Test func anInteractorFormattingTextIsCaught() {
        let path = "Sources/Presentation/Box/BoxInteractor.swift"
        let interactor = SourceFile(path: path, text: """
            public struct BoxInteractor {
                // StyledLine in a comment is fine; "DisplayWidth" in a string too.
                public func countBox() { presenter.presentCountBox(.init(line: StyledLine([.plain("x")]))) }
            }
            extension BoxInteractor { func width(_ s: String) -> Int { DisplayWidth.of(s) } }
            struct BoxTextPresenter { let model: TextViewModel; let line = StyledLine([.plain("ok")]) }
            struct BoxTextViewModelInteractorless { let json: JSONText }
            """)
        #expect(ArchitectureRules.interactorFormattingViolations([interactor]) == [
            "\(path): BoxInteractor names StyledLine; an interactor hands values to its presenter, which formats them",
            "\(path): BoxInteractor names .plain(; an interactor hands values to its presenter, which formats them",
            "\(path): BoxInteractor names DisplayWidth; an interactor hands values to its presenter, which formats them",
        ])
    }

    @Test func aUseCaseCallingAnotherVerbIsCaught() {
        let roles = SourceFile(path: "Sources/Domain/Repositories/BoxRepository.swift", text: """
            public protocol BoxUpkeep: Sendable {
                func countBox() async throws -> Int
                func purge() async throws
            }
            public protocol DraftSource: AnyObject { func next() throws -> Int? }
            public protocol OtherSource { func next() throws -> Int? }
            """)
        let good = SourceFile(path: "Sources/Domain/UseCases/CountBox.swift", text: """
            public struct CountBox {
                private let threads: any BoxUpkeep
                public func callAsFunction(_ request: Request) async throws -> Int {
                    _ = request.threads.count(); _ = try await ImportInbox(threads: threads)(from: source)
                    return try await self.threads.countBox() // threads.purge() in a comment
                }
            }
            """)
        let bad = SourceFile(path: "Sources/Domain/UseCases/EmptyBox.swift", text: """
            public struct EmptyBox {
                private let threads: any BoxUpkeep
                private let store: any BoxUpkeep
                public func callAsFunction() async throws {
                    _ = try await threads.countBox()
                    try await self.filters.purge()
                    try await store.emptyBox(); try await store.purge()
                }
            }
            """)
        let useCases = "Sources/Domain/UseCases/"
        #expect(ArchitectureRules.useCaseVerbViolations([roles, good]) == [])
        #expect(ArchitectureRules.useCaseVerbViolations([roles, good, bad]) == [
            "\(useCases)EmptyBox.swift:5: EmptyBox calls threads.countBox; a use case speaks its own verb, threads.emptyBox, or calls another use case",
            "\(useCases)EmptyBox.swift:6: EmptyBox calls filters.purge; a use case speaks its own verb, filters.emptyBox, or calls another use case",
            "\(useCases)EmptyBox.swift:7: EmptyBox calls store.purge; a use case speaks its own verb, store.emptyBox, or calls another use case",
        ])
        #expect(ArchitectureRules.repositoryVerbViolations([roles, good]) == [
            "Sources/Domain/Repositories/BoxRepository.swift:3: BoxUpkeep.purge is named for no use case (no Purge in Sources/Domain/UseCases)",
            "Sources/Domain/Repositories/BoxRepository.swift:6: OtherSource.next is named for no use case (no Next in Sources/Domain/UseCases)",
        ])
    }

    @Test func aStorageVerbInARepositoryIsCaught() {
        let roles = SourceFile(path: "Sources/Domain/Repositories/BoxRepository.swift", text: """
            public protocol BoxEditing {
                func insertThread(_ draft: ThreadDraft) async throws -> ThreadID
                func selection() -> Int
                func fetch() async throws
            }
            extension BoxEditing { func updateThreads() {}; func upsert_all() {} }
            """)
        let store = SourceFile(path: "Sources/Data/Store/DataStore.swift", text: "protocol DataStore { func insertThread() }")
        let path = "Sources/Domain/Repositories/BoxRepository.swift"
        #expect(ArchitectureRules.storageVerbViolations([roles, store]) == [
            "\(path):2: insertThread is a storage verb; name the method for its use case and leave storage to DataStore",
            "\(path):4: fetch is a storage verb; name the method for its use case and leave storage to DataStore",
            "\(path):6: updateThreads is a storage verb; name the method for its use case and leave storage to DataStore",
        ])
    }

    @Test func parametersAndFunctionsAreReadAsDeclared() {
        let list = SourceFile(path: "X.swift", text: "(_ a: [String: Int] = [:], for b: @escaping (Int, Int) -> Void, c: Set<Int>)").code[...]
        let parameters = SourceFile.parameters(list)
        #expect(parameters.map(\.label) == ["_", "for", nil])
        #expect(parameters.map(\.name) == ["a", "b", "c"])
        #expect(parameters.map(\.type) == ["[String: Int]", "@escaping (Int, Int) -> Void", "Set<Int>"])
        let file = SourceFile(path: "X.swift", text: "protocol P {\n    func a(_ x: Int)\n    func b() -> Int\n}\nstruct S { public func c(_ f: () -> Void = {}) { f() } }")
        let functions = SourceFile.functions(in: file.code[...])
        #expect(functions.map(\.name) == ["a", "b", "c"])
        #expect(functions.map { $0.body == nil } == [true, true, false])
        #expect(functions.map(\.isPublic) == [false, false, true])
        #expect(functions.map { file.line(of: $0.at) } == [2, 3, 5])
    }
}
