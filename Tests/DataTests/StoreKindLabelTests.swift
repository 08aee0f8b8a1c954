import Foundation
import Testing

/// CI runs the store suites twice: every store in the README's run, then again in the build with
/// the `Postgres` trait on PostgreSQL alone (`PostgresServer.alone`, .ci/run). The second run
/// finds a test over store kinds by its argument's label in the test's name, `aCase(kind:)` or
/// `aCase(on:)`, since nothing else in a name says what the test is over. So every `@Test`
/// parameter of a store-kind type (an enumeration of this folder with a `postgres` case) is
/// labelled `kind` or `on`: a test with another label would never meet PostgreSQL in CI.
@Suite("Tests over store kinds are named for CI's PostgreSQL run")
struct StoreKindLabelTests {
    /// The labels .ci/run selects by (`[(:](kind|on):` in a test's name).
    static let labels: Set<String> = ["kind", "on"]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Tests/, with its path from there; not this one, whose fixture is a
    /// stray on purpose.
    static func sources() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let own = URL(fileURLWithPath: #filePath).lastPathComponent
        return try files.filter { $0.pathExtension == "swift" && $0.lastPathComponent != own }.map { url in
            (String(url.path.dropFirst(folder.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// The enumerations declaring a `postgres` case: the nearest `enum` above each such case.
    static func kindTypes(_ sources: [(path: String, text: String)]) -> Set<String> {
        var types: Set<String> = []
        for (_, text) in sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "case postgres" {
                if let declaration = lines[..<index].last(where: { $0.contains("enum ") }),
                   let name = declaration.split(separator: "enum ").last?.prefix(while: { $0.isLetter || $0.isNumber }) {
                    types.insert(String(name))
                }
            }
        }
        return types
    }

    /// Each `@Test` function's parameters whose type is one of `types`: the file, the function
    /// and the parameter's external label.
    static func kindParameters(_ sources: [(path: String, text: String)], types: Set<String>) -> [(path: String, function: String, label: String)] {
        var found: [(String, String, String)] = []
        for (path, text) in sources {
            var rest = text[...]
            while let attribute = rest.range(of: "@Test") {
                rest = rest[attribute.upperBound...]
                guard let function = rest.range(of: "func ") else { break }
                let name = rest[function.upperBound...].prefix(while: { $0 != "(" })
                guard let open = rest[function.upperBound...].firstIndex(of: "("),
                      let close = rest[open...].firstIndex(of: ")") else { break }
                for parameter in rest[rest.index(after: open)..<close].split(separator: ",") {
                    let parts = parameter.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    let type = parts[1].trimmingCharacters(in: .whitespaces).split(separator: ".").last.map(String.init) ?? ""
                    guard types.contains(type), let label = parts[0].split(separator: " ").first else { continue }
                    found.append((path, String(name), String(label)))
                }
                rest = rest[close...]
            }
        }
        return found
    }

    @Test func theStoreKindTypesAreFound() throws {
        let types = Self.kindTypes(try Self.sources())
        #expect(types.isSuperset(of: ["StoreKind", "CLIDatabase", "SharedKind"]), "\(types)")
    }

    @Test func everyTestOverStoreKindsLabelsItsStoreKindOrOn() throws {
        let sources = try Self.sources()
        let parameters = Self.kindParameters(sources, types: Self.kindTypes(sources))
        // About 130 tests take a store kind; finding a handful would mean the reading broke.
        #expect(parameters.count > 100)
        let stray = parameters.filter { !Self.labels.contains($0.label) }
        #expect(stray.isEmpty, "label these `kind` (or `on kind`) so CI runs them on PostgreSQL: \(stray)")
    }

    @Test func aParameterWithAnotherLabelIsCaught() {
        let source = """
            enum Place { case sqlite
                case postgres
            }
            @Test(arguments: Place.allCases)
            func writes(store: Place, seed: Int) {}
            @Test(arguments: Place.allCases) func reads(kind: Place) {}
            """
        let sources = [(path: "Fixture.swift", text: source)]
        let parameters = Self.kindParameters(sources, types: Self.kindTypes(sources))
        #expect(parameters.map(\.function) == ["writes", "reads"])
        #expect(parameters.filter { !Self.labels.contains($0.label) }.map(\.label) == ["store"])
    }
}
