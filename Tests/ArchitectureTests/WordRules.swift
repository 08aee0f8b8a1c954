import Foundation

/// Words for people are chosen at the edge, and files stay small enough to read whole.
/// Each rule returns one line per violation, naming the file.
extension ArchitectureRules {
    /// A command line quoted for the user inside Domain: a string literal holding a flag (`--` and
    /// a letter) or `'threads …`. The flags and sentences a person reads belong to the front end
    /// that offers them (the CLI's in App), so another front end can word the same values its way.
    static func domainWordingViolations(_ files: [SourceFile]) -> [String] {
        // The sample inbox is content (messages a user reads in their inbox), not the program's own words.
        files.filter { $0.ring == "Domain" && !$0.path.hasPrefix("Sources/Domain/Samples/") }.flatMap { file in
            file.stringLiterals
                .filter { $0.text.range(of: "--[A-Za-z]", options: .regularExpression) != nil || $0.text.contains("'threads ") }
                .map { literal in
                    let excerpt = literal.text.count > 60 ? literal.text.prefix(57) + "..." : literal.text[...]
                    return "\(file.path):\(literal.line): \"\(excerpt)\" quotes a command line; word it at the edge (App)"
                }
        }
    }

    /// A sentence written in the HTTP ring: a string literal of three or more words. The service
    /// speaks the CLI's words (Words/ErrorWords.swift) and its own refusals' (Words/ServiceWords.swift),
    /// so one text says each thing, and the ring only picks statuses.
    static func serverWordingViolations(_ files: [SourceFile]) -> [String] {
        files.filter { $0.ring == "Server" }.flatMap { file in
            file.stringLiterals
                .filter { $0.text.range(of: "[A-Za-z]+ [A-Za-z]+ [A-Za-z]+", options: .regularExpression) != nil }
                .map { "\(file.path):\($0.line): \"\($0.text.prefix(60))\" is a sentence; word it in Sources/Words" }
        }
    }

    /// Markup written in an outer ring: a string literal in App or Server holding an HTML tag
    /// (`<` then a letter or `/`) or the start of a JSON object (`{"`). What a ring shows comes out
    /// of a presenter, built as values (`HTMLText`, `JSONText`) and escaped in one place; a view
    /// that joins strings into HTML or JSON is where escaping is forgotten.
    static func ringMarkupViolations(_ files: [SourceFile]) -> [String] {
        files.filter { $0.ring == "Server" || $0.ring == "App" }.flatMap { file in
            file.stringLiterals
                .filter { $0.text.range(of: #"<[A-Za-z/]|\{\\?""#, options: .regularExpression) != nil }
                .map { "\(file.path):\($0.line): \"\($0.text.prefix(60))\" is markup; let the scene's presenter make it" }
        }
    }

    /// A `ThreadsError` case carrying a sentence: a `String` payload unlabelled or labelled
    /// `message` (except in `invalidData`, whose `reason:` describes the imported line). Cases carry
    /// values and the front end words them (Words/ErrorWords.swift). Read one `case` line
    /// at a time, as ThreadsError.swift is written.
    static func errorSentenceViolations(_ files: [SourceFile]) -> [String] {
        // The sample inbox is content (messages a user reads in their inbox), not the program's own words.
        files.filter { $0.ring == "Domain" && !$0.path.hasPrefix("Sources/Domain/Samples/") }.flatMap { file in
            file.declarations("enum", named: "ThreadsError").flatMap { error -> [String] in
                let first = file.line(of: error.body.startIndex)
                return error.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { offset, line -> [String] in
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    guard trimmed.hasPrefix("case ") else { return [] }
                    return SourceFile.matches("\\b(\\w+)\\s*\\(([^()]*)\\)", in: trimmed[...]).flatMap { match -> [String] in
                        let (name, payload) = (match.groups[0], match.groups[1])
                        guard name != "invalidData" else { return [] }
                        return SourceFile.topLevel(payload, splitAt: ",").compactMap { element -> String? in
                            let halves = SourceFile.topLevel(element, splitAt: ":")
                            let label = halves.count > 1 ? halves[0] : nil
                            let type = SourceFile.topLevel(halves.last ?? "", splitAt: "=").first ?? ""
                            guard type == "String" || type == "String?", label == nil || label == "message" else { return nil }
                            let what = label.map { "a String named \($0)" } ?? "an unlabelled String"
                            return "\(file.path):\(first + offset): ThreadsError.\(name) carries \(what); carry a labelled value and word it at the edge"
                        }
                    }
                }
            }
        }
    }

    /// The most lines a Swift file may have.
    static let lineLimit = 300

    /// A Swift file over `lineLimit` lines (in Sources, Tests, Plugins, Benchmarks, Tools): a file
    /// that long holds more than one idea, and a reader should see a file's theme at a glance.
    static func fileLengthViolations(_ files: [SourceFile]) -> [String] {
        files.filter { $0.lineCount > lineLimit }.map { "\($0.path) has \($0.lineCount) lines, over \(lineLimit): split it by theme" }
    }
}
