import Testing

/// The browser is a view like the CLI: it reaches no store, and the inner rings hold no terminal
/// code. Each rule is also shown to catch a crafted violation.
@Suite("Screen conformance")
struct ScreenConformanceTests {
    let sources = PackageTree.sources

    @Test func theBrowsersViewIsRead() {
        #expect(sources.filter { $0.path.hasPrefix("Sources/App/Browse/") }.count > 10)
        #expect(sources.contains { $0.path == "Sources/App/Terminal/TerminalSession.swift" })
    }

    @Test func theBrowsersViewReachesNoStore() {
        #expect(ArchitectureRules.screenStoreViolations(sources) == [])
    }

    @Test func innerRingsHoldNoTerminalCode() {
        #expect(ArchitectureRules.innerTerminalViolations(sources) == [])
    }

    @Test func aScreenFileReachingTheStoreIsCaught() {
        let store = SourceFile(path: "Sources/Data/SQLite/SQLiteDataStore.swift", text: "public final class SQLiteDataStore {}")
        let screen = SourceFile(path: "Sources/App/Browse/Leak.swift", text: "import Data\nlet s: SQLiteDataStore? = nil\n")
        #expect(ArchitectureRules.screenStoreViolations([store, screen]) == [
            "Sources/App/Browse/Leak.swift imports Data: the browser's view reaches no store",
            "Sources/App/Browse/Leak.swift names SQLiteDataStore from Data: the browser's view reaches no store",
        ])
    }

    @Test func terminalCodeInAnInnerRingIsCaught() {
        let file = SourceFile(path: "Sources/Presentation/X/Leak.swift", text: #"""
            import Glibc
            let on = isatty(1)
            let clear = "\u{1B}[2J"
            """#)
        #expect(ArchitectureRules.innerTerminalViolations([file]) == [
            "Sources/Presentation/X/Leak.swift imports Glibc: terminal code stays in App",
            "Sources/Presentation/X/Leak.swift calls isatty: terminal code stays in App",
            "Sources/Presentation/X/Leak.swift:3: an escape sequence; terminal code stays in App",
        ])
    }
}
