import Foundation
@testable import UseCaseGenerator

/// A package read with one action taken out, as it was before the action was added: its files
/// (the use case, the models, the command and the three tests, where they exist) and its member
/// in every declaration (`presentNAME`, `displayNAME`, the interactor's `name`).
enum ActionRemoval {
    static func package(_ package: PackageSources, without names: UseCaseNames) -> PackageSources {
        let dropped: Set = [
            "Sources/Domain/UseCases/\(names.useCase).swift", "Sources/Presentation/\(names.scene)/\(names.scene)+\(names.useCase).swift",
            "Sources/App/Commands/\(names.commandType).swift", "Tests/DomainTests/\(names.domainTests).swift",
            "Tests/PresentationTests/\(names.scene)+\(names.useCase)Tests.swift", "Tests/AppTests/\(names.appTests).swift",
        ]
        var files: [String: SwiftFile] = [:]
        for (path, file) in package.files where !dropped.contains(path) {
            files[path] = withoutMembers([names.presentMethod, names.displayMethod, names.method], file)
        }
        return PackageSources(root: package.root, files: files)
    }

    /// The member `name` of the declaration `owner` as written, from its line's start.
    static func member(_ name: String, of owner: String, in file: SwiftFile) -> String? {
        for declaration in file.declarations where declaration.name == owner {
            if let member = file.members(of: declaration).first(where: { $0.name == name }) {
                return file.slice(file.lineStart(member.start), member.end)
            }
        }
        return nil
    }

    /// `file` without the members named `names`, each with the blank space before it.
    private static func withoutMembers(_ names: [String], _ file: SwiftFile) -> SwiftFile {
        let bytes = Array(file.text.utf8)
        var ranges: [Range<Int>] = []
        for declaration in file.declarations {
            for member in file.members(of: declaration) where names.contains(member.name) && member.keyword == "func" {
                var start = file.lineStart(member.start)
                while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\n") { start -= 1 }
                ranges.append(start..<member.end)
            }
        }
        guard !ranges.isEmpty else { return file }
        var kept = bytes
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) { kept.removeSubrange(range) }
        return SwiftFile(path: file.path, text: String(decoding: kept, as: UTF8.self))
    }
}
