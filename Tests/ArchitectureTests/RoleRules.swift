/// What each role may do: presenters are chosen, never switched; interactors hand values on,
/// never words; use cases and repositories share one verb, and storage verbs stay in Data.
/// Each rule returns one line per violation, naming the file.
extension ArchitectureRules {
    /// A presenter initialiser taking a format flag (a `Bool`, or a parameter named `json` or
    /// `format`): choosing the format is choosing the presenter, which the Composition factories
    /// in `Sources/App/Composition` do; a presenter that switched inside would be two in one.
    static func presenterFlagViolations(_ files: [SourceFile]) -> [String] {
        files.filter { $0.ring == "Presentation" }.flatMap { file in
            file.declarations("struct|class|enum|actor|extension", named: "\\w+Presenter").flatMap { presenter in
                SourceFile.initialisers(in: presenter.body).flatMap(SourceFile.parameters).filter { parameter in
                    SourceFile.mentions("Bool", in: parameter.type) || [parameter.label ?? "", parameter.name].contains { ["json", "format"].contains($0) }
                }.map { "\(file.path): \(presenter.name).init takes `\($0.label.map { "\($0) " } ?? "")\($0.name): \($0.type)`; a format is a presenter of its own, chosen in Composition" }
            }
        }
    }

    /// What only a presenter or the view may name: styled text, JSON text, text view models, widths.
    static let formattingNames = ["StyledLine", "StyledSpan", "JSONText", "TextViewModel", "DisplayWidth"]

    /// An interactor (its type or an extension of it) that formats text: it names a styled line,
    /// JSON text, a text view model, `.plain(` or display widths. An interactor hands a Response of
    /// values to its presenter, so the same interactor serves every format and every front end.
    static func interactorFormattingViolations(_ files: [SourceFile]) -> [String] {
        files.filter { $0.ring == "Presentation" }.flatMap { file in
            file.declarations("struct|class|enum|actor|extension", named: "\\w+Interactor").flatMap { interactor -> [String] in
                var named = formattingNames.filter { !SourceFile.matches("\\b\($0)\\b", in: interactor.body).isEmpty }
                if interactor.body.contains(".plain(") { named.append(".plain(") }
                return named.map { "\(file.path): \(interactor.name) names \($0); an interactor hands values to its presenter, which formats them" }
            }
        }
    }

    /// A use case calling its repository by another verb: in `Sources/Domain/UseCases/XYZ.swift`
    /// every call on a stored repository property (`threads.`, `filters.`, or any property typed as
    /// a repository role) is `.xyz(`. A use case that needs what another does calls that use case
    /// (`ImportInbox(threads: threads)(…)`), so a repository method never only renames another.
    static func useCaseVerbViolations(_ files: [SourceFile]) -> [String] {
        let roles = repositoryNames(files).joined(separator: "|")
        return files.filter { $0.path.hasPrefix("Sources/Domain/UseCases/") }.flatMap { file -> [String] in
            let useCase = String(file.fileName.dropLast(".swift".count))
            let verb = lowerCamel(useCase)
            let typed = file.matches("\\b(?:let|var)\\s+(\\w+)\\s*:\\s*(?:any\\s+)?(?:\(roles))\\b").map { $0.groups[0] }
            let properties = Set(["threads", "filters"] + typed).sorted().joined(separator: "|")
            return file.matches("(?<![\\w.])(?:self\\s*\\.\\s*)?(\(properties))\\s*\\.\\s*(\\w+)\\s*\\(")
                .filter { $0.groups[1] != verb }
                .map { "\(file.path):\(file.line(of: $0.at)): \(useCase) calls \($0.groups[0]).\($0.groups[1]); a use case speaks its own verb, \($0.groups[0]).\(verb), or calls another use case" }
        }
    }

    /// A repository method named for no use case: every method of the protocols in
    /// `Sources/Domain/Repositories` serves the use case of its name (`ThreadListRepository.listThreads`
    /// serves `ListThreads`); an import stream's `next` is its input, not a request.
    /// The protocols an import reads its input through: JSON Lines' threads and mail's messages.
    static let importStreams: Set<String> = ["DraftSource", "MailDraftSource"]

    static func repositoryVerbViolations(_ files: [SourceFile]) -> [String] {
        let useCases = Set(useCaseNames(files))
        return files.filter { $0.path.hasPrefix("Sources/Domain/Repositories/") }.flatMap { file in
            file.declarations("protocol", named: "\\w+").flatMap { role in
                SourceFile.functions(in: role.body)
                    .filter { !(importStreams.contains(role.name) && $0.name == "next") && !useCases.contains(upperCamel($0.name)) }
                    .map { "\(file.path):\(file.line(of: $0.at)): \(role.name).\($0.name) is named for no use case (no \(upperCamel($0.name)) in Sources/Domain/UseCases)" }
            }
        }
    }

    /// The verbs of storage, which belong to `DataStore` and its implementations in Data.
    static let storageVerbs = ["insert", "update", "upsert", "select", "fetch"]

    /// A storage verb in `Sources/Domain/Repositories` (a method starting `insert`, `update`,
    /// `upsert`, `select` or `fetch`): the repository speaks the use case's verb; how rows are
    /// written is the store's business, behind `DataStore`.
    static func storageVerbViolations(_ files: [SourceFile]) -> [String] {
        let verbs = storageVerbs.joined(separator: "|")
        return files.filter { $0.path.hasPrefix("Sources/Domain/Repositories/") }.flatMap { file in
            file.matches("\\bfunc\\s+((?:\(verbs))(?![a-z0-9_])\\w*)").map {
                "\(file.path):\(file.line(of: $0.at)): \($0.groups[0]) is a storage verb; name the method for its use case and leave storage to DataStore"
            }
        }
    }
}
