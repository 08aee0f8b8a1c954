import Testing

/// One way to choose a scene's output, a Request for every action, one naming rule for roles;
/// each rule is also shown to catch a crafted violation.
@Suite("Regularity conformance")
struct RegularityConformanceTests {
    let sources = PackageTree.sources

    @Test func everySceneChoosesItsOutputTheSameWay() {
        #expect(ArchitectureRules.factoryViolations(sources) == [])
    }

    @Test func everyActionHasARequest() {
        #expect(ArchitectureRules.requestViolations(sources) == [])
    }

    @Test func everyRoleIsNamedForItsScene() {
        #expect(ArchitectureRules.roleNameViolations(sources) == [])
    }

    @Test func theWellFormedSceneFixturePasses() {
        let files = SceneFixture.files()
        #expect(ArchitectureRules.factoryViolations(files) == [])
        #expect(ArchitectureRules.requestViolations(files) == [])
        #expect(ArchitectureRules.roleNameViolations(files) == [])
    }

    @Test func aFactoryWithAFlagOfItsOwnIsCaught() {
        let files = SceneFixture.files(changing: [
            "/Sources/App/Composition/Composition+Box.swift": "extension Composition { func box(store: any DataStore, json: Bool) -> BoxInteractor { x } }",
            "Box.swift": "public enum Box {}",
        ])
        #expect(ArchitectureRules.factoryViolations(files) == [
            "Sources/Presentation/Box/Box.swift does not declare `enum Format`, the scene's output formats",
            "Sources/App/Composition/Composition+Box.swift: box(…) takes (store:anyDataStore, json:Bool), not "
                + "(store: any DataStore, output: SceneOutput<Box.Format>) with defaults for the rest",
        ])
    }

    @Test func anActionWithoutARequestIsCaught() {
        let files = SceneFixture.files(changing: [
            "Box+CountBox.swift": "extension Box {\n    public enum CountBox { public struct Response { let count: Int } }\n}",
            "BoxInteractor.swift": "public struct BoxInteractor {\n    public func countBox() async throws {}\n}",
        ])
        #expect(ArchitectureRules.requestViolations(files) == [
            "Sources/Presentation/Box/Box+CountBox.swift declares no Request: every action has one, empty when there is nothing to ask",
            "Sources/Presentation/Box/BoxInteractor.swift: BoxInteractor.countBox takes (), not (_ request: Box.CountBox.Request)",
        ])
    }

    @Test func aRoleNamedByAnotherRuleIsCaught() {
        let files = SceneFixture.files(changing: [
            "/Sources/Domain/Repositories/BoxRepository.swift": "public protocol BoxUpkeep: Sendable {}",
            "BoxInteractor.swift": "public struct BoxInteractor {\n    private let threads: any BoxUpkeep\n}",
        ])
        #expect(ArchitectureRules.roleNameViolations(files) == [
            "Sources/Domain/Repositories/BoxRepository.swift:1: BoxUpkeep is not <Scene>Repository for a scene",
            "Sources/Presentation/Box/BoxInteractor.swift: BoxInteractor holds no role first, not BoxRepository",
        ])
    }
}
