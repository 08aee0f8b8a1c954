/// The dependency rule and the roles inside the rings, as checks over source text. The target
/// graph in Package.swift already stops a module importing what it does not depend on; these
/// rules cover what the graph cannot see. Each returns one line per violation, naming the file.
enum ArchitectureRules {
    /// What each ring may import. An inner ring never names an outer one.
    static let allowedImports: [String: Set<String>] = [
        "Domain": ["Foundation"],
        "Presentation": ["Domain", "Foundation"],
        // GRDBSQLite (SQLite3 on Apple platforms) is GRDB's own SQLite module: still the database edge.
        // Crypto: the SHA-256 of API tokens, so only hashes are stored. Synchronization: the
        // standard library's atomics and Mutex. SQLiteTuning: SQLite's process-wide settings (C).
        "Data": ["Crypto", "Domain", "Foundation", "GRDB", "GRDBSQLite", "SQLite3", "SQLiteTuning", "Synchronization"],
        // The words of failures, shared by the outer rings: values in, sentences out.
        "Words": ["Domain", "Foundation", "Presentation"],
        // The HTTP ring: the scenes and Hummingbird, never a store (no Data, GRDB or PostgreSQL);
        // Synchronization, the standard library's atomics and Mutex; NIOPosix's thread pool, for
        // the file writes of an upload's spool.
        "Server": ["Domain", "Foundation", "HTTPTypes", "Hummingbird", "HummingbirdCore", "Logging", "NIOCore", "NIOHTTPTypes", "NIOPosix",
                   "Presentation", "ServiceLifecycle", "Synchronization", "Words"],
        // Mail's reader: GMime through its module map, nothing of the stores.
        "MailReader": ["CGMime", "Domain", "Foundation"],
        // A store in plain memory: the store protocol and records, no database library.
        "InMemoryStore": ["Data", "Domain", "Foundation"],
        // The shared store: the store protocol and records, postgres-nio and what it is built on.
        "PostgresStore": ["Data", "Domain", "Foundation", "PostgresNIO", "NIOCore", "NIOConcurrencyHelpers", "NIOSSL", "Logging"],
    ]

    /// An inner-ring file importing anything its ring is not allowed.
    static func importViolations(_ files: [SourceFile]) -> [String] {
        files.flatMap { file -> [String] in
            guard let ring = file.ring, let allowed = allowedImports[ring] else { return [] }
            return file.imports.filter { !allowed.contains($0) }.map { "\(file.path) imports \($0), outside the \(ring) ring's \(allowed.sorted())" }
        }
    }

    /// A command that reaches past its interactor: importing Data or GRDB, naming a store,
    /// repository or use case type, or using the store for anything but handing it to the
    /// composition root.
    static func commandViolations(_ files: [SourceFile]) -> [String] {
        let dataTypes = files.filter { $0.ring == "Data" }.flatMap(\.declaredTypes)
        let useCases = useCaseNames(files)
        return files.filter { $0.path.hasPrefix("Sources/App/Commands/") }.flatMap { file -> [String] in
            var found = file.imports.filter { ["Data", "GRDB", "PostgresStore", "PostgresNIO"].contains($0) }.map { "\(file.path) imports \($0): a command talks to its interactor, not the store" }
            found += Set(dataTypes).sorted().filter(file.mentions).map { "\(file.path) names \($0) from Data: wire it in Sources/App/Composition" }
            found += useCases.filter(file.mentions).map { "\(file.path) names the use case \($0): a command calls an interactor" }
            // `app.store(…)` opens the store; its only use in a command is as the `store:` argument.
            let opens = file.code.components(separatedBy: ".store(").count - 1
            let handedOn = file.code.components(separatedBy: "store: try app.store(").count - 1
            if opens > handedOn { found.append("\(file.path) uses the store itself: pass `store: try app.store(…)` to a Composition factory") }
            return found
        }
    }

    /// A presenter that calls a use case or a repository: presenters only turn responses into view models.
    static func presenterViolations(_ files: [SourceFile]) -> [String] {
        let forbidden = useCaseNames(files) + repositoryNames(files)
        return files.filter { $0.ring == "Presentation" }.flatMap { file in
            file.typeBodies(endingWith: "Presenter").flatMap { presenter in
                forbidden.filter { SourceFile.mentions($0, in: presenter.body) }
                    .map { "\(file.path): \(presenter.name) names \($0); a presenter only formats what the interactor hands it" }
            }
        }
    }

    /// The use cases: the top-level types declared in `Sources/Domain/UseCases`.
    static func useCaseNames(_ files: [SourceFile]) -> [String] {
        files.filter { $0.path.hasPrefix("Sources/Domain/UseCases/") }.flatMap(\.topLevelTypes).sorted()
    }

    /// The repository roles: the protocols declared in `Sources/Domain/Repositories`.
    static func repositoryNames(_ files: [SourceFile]) -> [String] {
        files.filter { $0.path.hasPrefix("Sources/Domain/Repositories/") }.flatMap(\.declaredTypes).sorted() + ["ThreadRepository"]
    }
}

extension ArchitectureRules {
    /// A command configuration that leaves out `commandName:`. argument-parser then derives the
    /// name from the type's name with `String(describing:)`, reflection that cost about a million
    /// instructions a command on every run of `threads`, `--version` included (callgrind; docs/performance-notes.md).
    static func unnamedCommandViolations(_ files: [SourceFile]) -> [String] {
        files.filter { $0.path.hasPrefix("Sources/App/Commands/") }.flatMap { file -> [String] in
            file.code.components(separatedBy: "CommandConfiguration(").dropFirst().compactMap { rest in
                // The arguments up to the matching parenthesis.
                var depth = 1
                let arguments = rest.prefix { character in
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    return depth > 0
                }
                return arguments.contains("commandName:") ? nil : "\(file.path): a CommandConfiguration without commandName:; name the command"
            }
        }
    }
}
