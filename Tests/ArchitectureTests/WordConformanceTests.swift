import Testing

/// Domain carries values, not a front end's words, and every file stays small; each rule is
/// also shown to catch a crafted violation, so a rule that silently matched nothing would fail.
@Suite("Word and size conformance")
struct WordConformanceTests {
    let sources = PackageTree.sources

    @Test func theLiteralsAndEveryFolderAreRead() {
        #expect(sources.filter { $0.ring == "Domain" }.flatMap(\.stringLiterals).count > 50)
        let folders = Set(PackageTree.allSwiftFiles.map { $0.path.split(separator: "/")[0] })
        #expect(folders == ["Sources", "Tests", "Plugins", "Benchmarks", "Tools"])
    }

    @Test func domainQuotesNoCommandLine() {
        #expect(ArchitectureRules.domainWordingViolations(sources) == [])
    }

    @Test func errorsCarryValuesNotSentences() {
        #expect(sources.contains { $0.path == "Sources/Domain/Errors/ThreadsError.swift" && $0.has("\\benum\\s+ThreadsError\\b") })
        #expect(ArchitectureRules.errorSentenceViolations(sources) == [])
    }

    @Test func noSwiftFileIsOverThreeHundredLines() {
        #expect(ArchitectureRules.fileLengthViolations(PackageTree.allSwiftFiles) == [])
    }

    // MARK: Each rule catches what it is for.

    @Test func stringLiteralsAreReadAsWritten() {
        let file = SourceFile(path: "Sources/Domain/X.swift", text: #"""
            let a = "one \"two\"" // "not a literal"
            /* "nor /* nested */ this" */ let b = "x \(f("inner")) y"
            let c = """
                three
                """
            let d = #"raw "quoted" \(not)"#
            """#)
        #expect(file.stringLiterals.map(\.text) == [#"one \"two\""#, "inner", "x  y", "three", #"raw "quoted" \(not)"#])
        #expect(file.stringLiterals.map(\.line) == [1, 2, 2, 3, 6])
    }

    @Test func aCommandLineQuotedInDomainIsCaught() {
        let path = "Sources/Domain/Values/Words.swift"
        let domain = SourceFile(path: path, text: #"""
            // Try `threads list --starred` (a comment is not a string).
            let fine = "a -- 1, x--"
            let flag = "see --all"
            let quoted = "run 'threads list' first"
            let long = """
                Try `threads list --search ロゴ` and the rest of a long, long message of the sample.
                """
            let raw = #"--filter \(name)"#
            """#)
        let app = SourceFile(path: "Sources/App/Rendering/ErrorWords.swift", text: #"let words = "see 'threads list --all'""#)
        #expect(ArchitectureRules.domainWordingViolations([domain, app]) == [
            "\(path):3: \"see --all\" quotes a command line; word it at the edge (App)",
            "\(path):4: \"run 'threads list' first\" quotes a command line; word it at the edge (App)",
            "\(path):5: \"Try `threads list --search ロゴ` and the rest of a long, lo...\" quotes a command line; word it at the edge (App)",
            "\(path):8: \"--filter \\(name)\" quotes a command line; word it at the edge (App)",
        ])
    }

    @Test func anErrorCarryingASentenceIsCaught() {
        let path = "Sources/Domain/Errors/ThreadsError.swift"
        let errors = SourceFile(path: path, text: """
            public enum ThreadsError: Error, Equatable {
                case noThreadIDs
                case unknownFilter(String)
                case failed(message: String)
                case unknownThread(ThreadID, more: Int = 0)
                case named(name: String, Int), other(String?)
                /// `reason` says what is wrong with the line.
                case invalidData(line: Int, reason: String)
            }
            public enum StoreProblem { case ioFailure(path: String, String) }
            """)
        let exempt = SourceFile(path: path, text: "public enum ThreadsError: Error {\n    case invalidData(String)\n}")
        #expect(ArchitectureRules.errorSentenceViolations([errors]) == [
            "\(path):3: ThreadsError.unknownFilter carries an unlabelled String; carry a labelled value and word it at the edge",
            "\(path):4: ThreadsError.failed carries a String named message; carry a labelled value and word it at the edge",
            "\(path):6: ThreadsError.other carries an unlabelled String; carry a labelled value and word it at the edge",
        ])
        #expect(ArchitectureRules.errorSentenceViolations([exempt]) == [])
    }

    @Test func aLongFileIsCaught() {
        func lines(_ count: Int, ending: String = "\n") -> String {
            Array(repeating: "let x = 1", count: count).joined(separator: "\n") + ending
        }
        let files = [
            SourceFile(path: "Sources/Domain/Fits.swift", text: lines(300)),
            SourceFile(path: "Sources/Domain/FitsWithoutNewline.swift", text: lines(300, ending: "")),
            SourceFile(path: "Plugins/NewUseCase/Long.swift", text: lines(301)),
            SourceFile(path: "Tests/X/LongWithoutNewline.swift", text: lines(301, ending: "")),
        ]
        #expect(files.map(\.lineCount) == [300, 300, 301, 301])
        #expect(ArchitectureRules.fileLengthViolations(files) == [
            "Plugins/NewUseCase/Long.swift has 301 lines, over 300: split it by theme",
            "Tests/X/LongWithoutNewline.swift has 301 lines, over 300: split it by theme",
        ])
    }

    @Test func noOuterRingWritesHTMLOrJSONByJoiningStrings() {
        #expect(ArchitectureRules.ringMarkupViolations(sources) == [])
        let planted = SourceFile(path: "Sources/Server/Web/Leak.swift", text: #"""
            let a = "<tr data-thread-id=\"" + id + "\">"
            let b = "{\"ids\":" + ids
            let c = "text/html; charset=utf-8"
            let d = "a < b"
            """#)
        #expect(ArchitectureRules.ringMarkupViolations([planted]) == [
            #"Sources/Server/Web/Leak.swift:1: "<tr data-thread-id=\"" is markup; let the scene's presenter make it"#,
            #"Sources/Server/Web/Leak.swift:2: "{\"ids\":" is markup; let the scene's presenter make it"#,
        ])
    }

    @Test func theHTTPRingWritesNoSentencesOfItsOwn() {
        #expect(ArchitectureRules.serverWordingViolations(sources) == [])
        let planted = SourceFile(path: "Sources/Server/Routes/Leak.swift", text: "let a = \"no such thread here\"\nlet b = \"application/json\"\n")
        #expect(ArchitectureRules.serverWordingViolations([planted]) == [
            "Sources/Server/Routes/Leak.swift:1: \"no such thread here\" is a sentence; word it in Sources/Words",
        ])
    }
}
