import Foundation
import Testing
@testable import UseCaseGenerator

/// The generator's output for actions that exist, held to the files as written: the package is
/// read with the action taken out (its files, and its member in every boundary, interactor,
/// presenter and view), the generator plans it again, and each file and member it would write
/// must be the written one with only its TODO places filled. `ShowFilter` and
/// `CountInbox` were written by hand before the generator existed; `CountThreads` was generated
/// and then filled in.
@Suite("Generator: an action regenerated is the action as written")
struct RegeneratedActionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    @Test(arguments: [("ShowFilter", "SavedFilters", nil), ("CountInbox", "InboxReport", nil), ("CountThreads", "ThreadList", "count")])
    func regeneratingAnActionGivesItsFilesAndMembers(useCase: String, scene: String, command: String?) throws {
        let names = try UseCaseNames(useCase: useCase, scene: scene, command: command)
        let package = try PackageSources(root: Self.root)
        let without = ActionRemoval.package(package, without: names)
        let plan = try GenerationPlan(names: names, package: without)

        // The use case and the action's models: the two files every action has.
        for path in ["Sources/Domain/UseCases/\(useCase).swift", "Sources/Presentation/\(scene)/\(scene)+\(useCase).swift"] {
            let generated = try #require(plan.newFiles.first { $0.path == path }?.text, "the plan writes no \(path)")
            let written = try #require(package.files[path]?.text)
            #expect(TemplateMatch.matches(generated: generated, written: written),
                    "\(path): \(TemplateMatch.firstDifference(generated: generated, written: written))")
        }

        // Every member it inserts: boundaries, interactor, presenters, views, spies.
        let members = [names.presentMethod, names.displayMethod, names.method]
        var compared = 0
        for (path, text) in plan.edits.applied(to: without) {
            let edited = SwiftFile(path: path, text: text)
            guard let original = package.files[path] else { continue }
            for declaration in edited.declarations {
                for member in edited.members(of: declaration) where members.contains(member.name) {
                    let generated = edited.slice(edited.lineStart(member.start), member.end)
                    let written = try #require(ActionRemoval.member(member.name, of: declaration.name, in: original),
                                               "\(path): \(declaration.name) has no \(member.name) as written")
                    #expect(TemplateMatch.matches(generated: generated, written: written),
                            "\(path), \(declaration.name).\(member.name): \(TemplateMatch.firstDifference(generated: generated, written: written))")
                    compared += 1
                }
            }
        }
        #expect(compared >= 6, "a boundary pair, the interactor, a presenter and two views at least")
    }

    @Test func aFileThatLeftTheShapeIsTold() {
        let generated = "public struct Request: Equatable, Sendable {\n    // \(TemplateMatch.mark): fields.\n    public var ids: [Int]\n}\n"
        #expect(TemplateMatch.matches(generated: generated, written: "public struct Request: Equatable, Sendable {\n    public var name: String\n\n    public init() {}\n}\n"))
        #expect(TemplateMatch.matches(generated: generated, written: "public struct Request: Equatable, Sendable {\n}\n"))
        #expect(!TemplateMatch.matches(generated: generated, written: "struct Request {\n    public var name: String\n}\n"))
        #expect(!TemplateMatch.matches(generated: generated, written: "public struct Request: Equatable, Sendable {\npublic var name: String\n}\n"),
                "a filled place stays inside its block")
        let documented = "/// \(TemplateMatch.mark): the action.\npublic enum A {}\n"
        #expect(TemplateMatch.matches(generated: documented, written: "/// One thread.\n/// Whole.\npublic enum A {}\n"))
        #expect(!TemplateMatch.matches(generated: documented, written: "public enum A {}\n"), "the doc comment stays")
    }
}

/// A new action in a scene the page shows: each presenter gets its method in its own format,
/// the HTML presenter's as HTML (docs/web.md), the others' as lines.
@Suite("Generator: a new action in a scene the page shows")
struct PageSceneGenerationTests {
    @Test func theHTMLPresenterGetsAnHTMLMethodAndTheTextPresenterALine() throws {
        let names = try UseCaseNames(useCase: "PinThreads", scene: "ThreadList", command: "pin")
        let package = try PackageSources(root: RegeneratedActionTests.root)
        let plan = try GenerationPlan(names: names, package: package)
        let edited = Dictionary(uniqueKeysWithValues: plan.edits.applied(to: package).map { ($0.path, $0.text) })
        let html = try #require(edited["Sources/Presentation/ThreadList/ThreadListHTMLPresenter.swift"])
        #expect(html.contains("public func presentPinThreads(_ response: ThreadList.PinThreads.Response) {"))
        #expect(html.contains(#"let line = HTMLText.element("p", attributes: [("role", "status")], text: "#))
        #expect(html.contains("display.displayPinThreads(ThreadList.PinThreads.ViewModel(lines: line.lines, html: line))"))
        let table = try #require(edited["Sources/Presentation/ThreadList/ThreadListTablePresenter.swift"])
        #expect(table.contains("display.displayPinThreads(ThreadList.PinThreads.ViewModel(lines: [.plain(line)]))"))
        #expect(!table.contains("HTMLText"))
    }
}
