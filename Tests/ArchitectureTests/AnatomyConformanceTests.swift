import Testing

/// The scenes follow the one anatomy; each anatomy rule is also shown to catch a crafted
/// violation, so a rule that silently matched nothing would fail here.
@Suite("Anatomy conformance")
struct AnatomyConformanceTests {
    let sources = PackageTree.sources

    /// At least the scenes and actions the package has today are found (generated ones may add
    /// more: scripts/check-generator runs these tests with its use cases in place).
    @Test func theScenesAndTheirActionsAreFound() {
        let scenes = ArchitectureRules.sceneNames(sources)
        #expect(Set(scenes).isSuperset(of: ["InboxReport", "Interchange", "SavedFilters", "Seed", "ThreadActions", "ThreadDetail", "ThreadList", "Tokens"]))
        #expect(ArchitectureRules.actions(of: "ThreadActions", sources).map(\.name).starts(with: ["startThread", "postMessage", "changeThreads"]))
        #expect(ArchitectureRules.actions(of: "SavedFilters", sources).count >= 4)
        #expect(ArchitectureRules.actions(of: "Tokens", sources).map(\.name).starts(with: ["createToken", "listTokens", "revokeToken"]))
        #expect(scenes.flatMap { ArchitectureRules.actions(of: $0, sources) }.count >= 18)
    }

    @Test func everySceneHasItsParts() {
        #expect(ArchitectureRules.scenePartViolations(sources) == [])
    }

    @Test func oneVerbRunsThroughEveryAction() {
        #expect(ArchitectureRules.actionVerbViolations(sources) == [])
    }

    @Test func everySceneIsWiredInItsOwnCompositionFile() {
        #expect(ArchitectureRules.wiringViolations(sources) == [])
    }

    // MARK: Each rule catches what it is for.

    @Test func theWellFormedSceneFixturePasses() {
        let files = SceneFixture.files()
        #expect(ArchitectureRules.sceneNames(files) == ["Box"])
        #expect(ArchitectureRules.scenePartViolations(files) == [])
        #expect(ArchitectureRules.actionVerbViolations(files) == [])
        #expect(ArchitectureRules.wiringViolations(files) == [])
    }

    @Test func aMissingOrStrayScenePartIsCaught() {
        let folder = "Sources/Presentation/Box/"
        let files = SceneFixture.files(changing: [
            "Box.swift": "public enum Boxes {}",
            "BoxBoundaries.swift": nil,
            "BoxTextPresenter.swift": "public struct BoxTextPresenter: Sendable {}",
            "BoxPDFPresenter.swift": "public struct BoxPDFPresenter: BoxPresentationLogic {}",
            "Box+Extra.swift": "extension Box { public struct Extra {} }",
            "Helpers.swift": "enum Helpers {}",
            "Deep/BoxLabelTranslator.swift": "enum Deep {}",
        ])
        #expect(ArchitectureRules.scenePartViolations(files) == [
            "\(folder)Box.swift does not declare `enum Box`",
            "\(folder)BoxBoundaries.swift is missing: every scene has one",
            "\(folder)BoxTextPresenter.swift: BoxTextPresenter does not conform to BoxPresentationLogic",
            "\(folder)Box+Extra.swift does not declare `extension Box { enum Extra }`",
            "\(folder)BoxPDFPresenter.swift is none of the scene's parts: name it Box+NAME.swift (an action's models) or …Translator.swift",
            "\(folder)Deep/BoxLabelTranslator.swift is in a subfolder: a scene's folder is flat",
            "\(folder)Helpers.swift is none of the scene's parts: name it Box+NAME.swift (an action's models) or …Translator.swift",
        ])
        let noPresenter = SceneFixture.files(changing: ["BoxTextPresenter.swift": nil, "BoxJSONPresenter.swift": nil, "BoxInteractor.swift": "public enum BoxInteractor {}"])
        #expect(ArchitectureRules.scenePartViolations(noPresenter) == [
            "\(folder)BoxInteractor.swift does not declare `struct BoxInteractor`",
            "\(folder) has no presenter: add Box<Format>Presenter.swift, Format one of [\"Text\", \"Table\", \"TSV\", \"JSON\", \"JSONLines\", \"Screen\", \"HTML\"]",
        ])
        let misnamed = SceneFixture.files(changing: ["BoxJSONPresenter.swift": "public struct BoxPresenter: BoxPresentationLogic {}"])
        #expect(ArchitectureRules.scenePartViolations(misnamed) == ["\(folder)BoxJSONPresenter.swift does not declare the presenter BoxJSONPresenter"])
    }

    @Test func anActionWhoseNameBreaksOnTheWayIsCaught() {
        let interactor = "Sources/Presentation/Box/BoxInteractor.swift"
        let files = SceneFixture.files(changing: ["BoxInteractor.swift": """
            import Domain
            public struct BoxInteractor: Sendable {
                let threads: any BoxRepository
                let presenter: any BoxPresentationLogic
                public func countBox() async throws {
                    let count = try await OtherCount(threads: threads)()  // CountBox( in a comment is not a call
                    presenter.presentOther(Box.CountBox.Response(count: count))
                }
                private func helper() {}
            }
            extension BoxInteractor {
                public func archiveBox(_ request: Box.ArchiveBox.Request) async throws {}
            }
            """])
        #expect(ArchitectureRules.actionVerbViolations(files) == [
            "\(interactor): BoxInteractor.countBox does not run its use case CountBox(…)",
            "\(interactor): BoxInteractor.countBox does not hand its Response to presenter.presentCountBox",
            "\(interactor): BoxInteractor.archiveBox has no Sources/Presentation/Box/Box+ArchiveBox.swift for its models",
            "\(interactor): BoxInteractor.archiveBox has no presentArchiveBox(_:) in BoxPresentationLogic",
            "\(interactor): BoxInteractor.archiveBox has no displayArchiveBox(_:) in BoxDisplayLogic",
            "\(interactor): BoxInteractor.archiveBox has no use case ArchiveBox in Sources/Domain/UseCases/ArchiveBox.swift",
            "\(interactor): BoxInteractor.archiveBox does not run its use case ArchiveBox(…)",
            "\(interactor): BoxInteractor.archiveBox does not hand its Response to presenter.presentArchiveBox",
        ])
        let orphan = SceneFixture.files(changing: ["BoxBoundaries.swift": SceneFixture.boundaries(extra: "func presentEmptyBox(_ response: Box.EmptyBox.Response)")])
        #expect(ArchitectureRules.actionVerbViolations(orphan)
            == ["Sources/Presentation/Box/BoxBoundaries.swift: presentEmptyBox has no interactor method emptyBox"])
    }

    @Test func aSceneWithoutItsWiringIsCaught() {
        let path = "Sources/App/Composition/Composition+Box.swift"
        #expect(ArchitectureRules.wiringViolations(SceneFixture.files(changing: ["/" + path: nil]))
            == ["\(path) is missing: every scene Box is wired in its own file"])
        let elsewhere = SceneFixture.files(changing: ["/" + path: "extension Composition {}\n// extension TerminalView: BoxDisplayLogic\nextension TerminalView: OtherDisplayLogic {}"])
        #expect(ArchitectureRules.wiringViolations(elsewhere) == ["\(path) does not declare `extension TerminalView: BoxDisplayLogic`"])
    }
}

/// A small scene `Box` in the real shape, with one action `CountBox` through every hop, and a
/// shared file that is not a scene. Keys are file names in the scene's folder, or paths from
/// the package root after a `/`.
enum SceneFixture {
    static func boundaries(extra: String = "") -> String {
        """
        public protocol BoxPresentationLogic: Sendable {
            func presentCountBox(_ response: Box.CountBox.Response)
            \(extra)
        }
        public protocol BoxDisplayLogic: Sendable {
            func displayCountBox(_ viewModel: Box.CountBox.ViewModel)
        }
        """
    }

    static let base: [String: String] = [
        "Box.swift": "/// The box.\npublic enum Box {\n    public enum Format: String { case text }\n}",
        "Box+CountBox.swift": "extension Box {\n    public enum CountBox { public struct Request {}; public struct Response { let count: Int } }\n}",
        "BoxBoundaries.swift": boundaries(),
        "BoxInteractor.swift": """
            import Domain
            public struct BoxInteractor: Sendable {
                private let threads: any BoxRepository
                private let presenter: any BoxPresentationLogic
                public init(threads: any BoxRepository, presenter: any BoxPresentationLogic) { self.threads = threads; self.presenter = presenter }
                public func countBox(_ request: Box.CountBox.Request) async throws {
                    let count = try await CountBox(threads: threads)()
                    presenter.presentCountBox(Box.CountBox.Response(count: count))
                }
            }
            """,
        "BoxTextPresenter.swift": "public struct BoxTextPresenter: BoxPresentationLogic {\n    public init(display: any BoxDisplayLogic) {}\n}",
        "BoxJSONPresenter.swift": "public struct BoxJSONPresenter {}\nextension BoxJSONPresenter: Sendable, BoxPresentationLogic {}",
        "BoxLabelTranslator.swift": "enum BoxLabel {}",
        "/Sources/Presentation/Shared/StyledText.swift": "public struct StyledLine {}",
        "/Sources/Domain/UseCases/CountBox.swift": "public struct CountBox { private let threads: any BoxRepository }",
        "/Sources/Domain/Repositories/BoxRepository.swift": "public protocol BoxRepository: Sendable {\n    func countBox() async throws -> Int\n}",
        "/Sources/App/Composition/Composition+Box.swift": """
            extension Composition { func box(store: any DataStore, output: SceneOutput<Box.Format>) -> BoxInteractor { fatalError() } }
            extension TerminalView: BoxDisplayLogic {
                func displayCountBox(_ viewModel: Box.CountBox.ViewModel) { show(viewModel) }
            }
            """,
    ]

    /// The fixture with some files replaced, added, or (for nil) removed.
    static func files(changing changes: [String: String?] = [:]) -> [SourceFile] {
        var texts = base
        for (name, text) in changes { texts[name] = text }
        return texts.map { name, text in
            SourceFile(path: name.hasPrefix("/") ? String(name.dropFirst()) : "Sources/Presentation/Box/" + name, text: text)
        }.sorted { $0.path < $1.path }
    }
}
