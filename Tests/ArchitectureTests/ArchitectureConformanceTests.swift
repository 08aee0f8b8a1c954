import Testing

/// The package's own sources obey the rules; each rule is also shown to catch a violation, so
/// a rule that silently matched nothing would fail here.
@Suite("Architecture conformance")
struct ArchitectureConformanceTests {
    let sources = PackageTree.sources

    @Test func theSourcesAreFoundAndEveryRingHasFiles() {
        let rings = Set(sources.compactMap(\.ring))
        #expect(rings == ["App", "Data", "Domain", "InMemoryStore", "MailMain", "MailReader", "PostgresStore", "Presentation", "Server", "ServerMain", "Words"])
        #expect(ArchitectureRules.useCaseNames(sources).contains("ListThreads"))
        #expect(ArchitectureRules.repositoryNames(sources).contains("ThreadListRepository"))
        #expect(sources.contains { !$0.typeBodies(endingWith: "Presenter").isEmpty })
    }

    @Test func innerRingsImportOnlyWhatTheyMay() {
        #expect(ArchitectureRules.importViolations(sources) == [])
    }

    @Test func commandsTalkToInteractorsNotStores() {
        #expect(ArchitectureRules.commandViolations(sources) == [])
    }

    @Test func everyCommandNamesItself() {
        #expect(ArchitectureRules.unnamedCommandViolations(sources) == [])
        let planted = SourceFile(path: "Sources/App/Commands/BoxCommand.swift", text: """
            struct Box: ParsableCommand {
                static let configuration = CommandConfiguration(commandName: "box", abstract: "A (boxed) thing.")
                struct Open: ParsableCommand { static let configuration = CommandConfiguration(abstract: "Open (it).", discussion: "commandName: in words") }
            }
            """)
        #expect(ArchitectureRules.unnamedCommandViolations([planted]).count == 1)
    }

    @Test func presentersNeverCallUseCasesOrRepositories() {
        #expect(ArchitectureRules.presenterViolations(sources) == [])
    }

    // MARK: Each rule catches what it is for.

    @Test func anInnerRingImportingAnOuterOneIsCaught() {
        let bad = SourceFile(path: "Sources/Domain/Entities/Leak.swift", text: "import Foundation\n@testable import Presentation\n")
        #expect(ArchitectureRules.importViolations([bad]) == ["Sources/Domain/Entities/Leak.swift imports Presentation, outside the Domain ring's [\"Foundation\"]"])
        let data = SourceFile(path: "Sources/Data/X.swift", text: "import GRDB\nimport ArgumentParser\n")
        #expect(ArchitectureRules.importViolations([data]).count == 1)
    }

    @Test func aCommandTouchingTheStoreIsCaught() {
        let useCase = SourceFile(path: "Sources/Domain/UseCases/ListThreads.swift", text: "public struct ListThreads {}")
        let store = SourceFile(path: "Sources/Data/SQLite/SQLiteDataStore.swift", text: "public final class SQLiteDataStore {}")
        let good = SourceFile(path: "Sources/App/Commands/Good.swift", text: """
            import Presentation
            struct Good { func run(in app: Composition) async throws { try await app.list(store: try app.store(global)).go() } }
            """)
        let bad = SourceFile(path: "Sources/App/Commands/Bad.swift", text: """
            import Data
            // ListThreads in a comment is fine; in code it is not.
            struct Bad { func run(in app: Composition) async throws {
                let page = try await ListThreads(threads: StoreThreadRepository(store: try app.store(global)))(.inbox)
                _ = try app.store(global).statistics()
            } }
            """)
        #expect(ArchitectureRules.commandViolations([useCase, store, good]) == [])
        let found = ArchitectureRules.commandViolations([useCase, store, bad])
        #expect(found.contains { $0.contains("imports Data") })
        #expect(found.contains { $0.contains("names the use case ListThreads") })
        #expect(found.contains { $0.contains("uses the store itself") })
        let named = SourceFile(path: "Sources/App/Commands/Named.swift", text: "let s: SQLiteDataStore? = nil")
        #expect(ArchitectureRules.commandViolations([store, named]) == ["Sources/App/Commands/Named.swift names SQLiteDataStore from Data: wire it in Sources/App/Composition"])
    }

    @Test func aPresenterCallingAUseCaseIsCaught() {
        let useCase = SourceFile(path: "Sources/Domain/UseCases/ListThreads.swift", text: "public struct ListThreads {}")
        let role = SourceFile(path: "Sources/Domain/Repositories/ThreadRepository.swift", text: "public protocol ThreadListRepository {}")
        let presenter = SourceFile(path: "Sources/Presentation/X/XPresenter.swift", text: """
            public struct XPresenter {
                let text = "ListThreads { in a string is not code"
                func present(_ response: Scene.ListThreads.Response) { _ = ListThreads.self }
            }
            public struct YPresenter { func present(_ response: Scene.ListThreads.Response) { _ = Domain.ListThreads.self } }
            public struct ZPresenter { func present(_ response: Scene.ListThreads.Response) {} }
            public struct XInteractor { let list: ListThreads; let threads: any ThreadListRepository }
            """)
        #expect(ArchitectureRules.presenterViolations([useCase, role, presenter])
            == ["Sources/Presentation/X/XPresenter.swift: XPresenter names ListThreads; a presenter only formats what the interactor hands it",
                "Sources/Presentation/X/XPresenter.swift: YPresenter names ListThreads; a presenter only formats what the interactor hands it"])
    }

    @Test func commentsAndStringsAreNotCode() {
        let file = SourceFile(path: "Sources/App/A.swift", text: "let a = \"x \\\" ListThreads\" // ListThreads\n/* ListThreads */ let b = \"\"\"\nListThreads\n\"\"\"\n")
        #expect(!file.mentions("ListThreads"))
        #expect(file.code.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
    }
}
