import Domain

/// One line for each outcome; `new` prints the id alone so scripts can capture it.
public struct ThreadActionsTextPresenter: ThreadActionsPresentationLogic {
    private let display: any ThreadActionsDisplayLogic

    public init(display: any ThreadActionsDisplayLogic) { self.display = display }

    public func presentStartThread(_ response: ThreadActions.StartThread.Response) {
        display.displayStartThread(ThreadActions.StartThread.ViewModel(lines: [.plain(String(response.id.rawValue))], id: response.id))
    }

    public func presentPostMessage(_ response: ThreadActions.PostMessage.Response) {
        let line = response.crossing.map { "Not posted: \($0) in thread \(response.id)." } ?? "Posted to thread \(response.id)."
        display.displayPostMessage(ThreadActions.PostMessage.ViewModel(lines: [.plain(line)]))
    }

    public func presentChangeThreads(_ response: ThreadActions.ChangeThreads.Response) {
        if response.awaitsConfirmation {
            return display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: [], question: Self.question(response)))
        }
        // A dry run is for scripts and eyes alike: the ids, one a line, nothing else.
        if response.dryRun {
            return display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: response.ids.map { .plain(String($0.rawValue)) }))
        }
        // `threads tag ID… +a -b` prints nothing, as `notmuch tag` does: the ids were the user's own.
        if !response.byQuery, response.change.onlyTags {
            return display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: []))
        }
        let line = response.ids.isEmpty ? "No threads match the query; nothing changed." : Self.confirmation(Self.verb(response.change), response.ids)
        display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: [.plain(line)]))
    }

    /// How many ids a change confirmation names before counting the rest.
    static let idsShown = 10

    /// `Starred: thread 3.` or `Starred: 12 threads (1, 2, … and 2 more).`: a confirmation, not a
    /// listing, so a long batch names its first ids and counts the rest; repeated ids count once.
    static func confirmation(_ verb: String, _ ids: [ThreadID]) -> String {
        var seen = Set<ThreadID>()
        let unique = ids.filter { seen.insert($0).inserted }
        let shown = unique.prefix(idsShown).map(\.description).joined(separator: ", ")
        let rest = unique.count > idsShown ? " and \(unique.count - idsShown) more" : ""
        return "\(verb): " + (unique.count == 1 ? "thread \(shown)." : "\(unique.count) threads (\(shown)\(rest)).")
    }

    /// `Starred`, or `Starred and archived` for several steps made as one.
    static func verb(_ change: ThreadChange) -> String {
        let verbs = change.steps.enumerated().map { index, step in index == 0 ? verb(step) : verb(step).lowercased() }
        return verbs.count < 2 ? verbs.joined() : verbs.dropLast().joined(separator: ", ") + " and " + (verbs.last ?? "")
    }

    /// `star 34 threads? [y/N]`: the command's own word, for the person at the terminal.
    static func question(_ response: ThreadActions.ChangeThreads.Response) -> String {
        let words = response.change.steps.map(command).joined(separator: " and ")
        return "\(words) \(response.ids.count) threads? [y/N]"
    }

    /// The command that makes `change`: `star`, `unread`, `unarchive` …
    static func command(_ step: ThreadChange.Step) -> String {
        switch step {
        case .star(let on): return on ? "star" : "unstar"
        case .archive(let on): return on ? "archive" : "unarchive"
        case .mute(let on): return on ? "mute" : "unmute"
        case .readAll: return "read"
        case .unreadNewest: return "unread"
        case .tag(let name): return "tag +\(name)"
        case .untag(let name): return "tag -\(name)"
        case .assign(let person?): return "assign to \(person)"
        case .assign(nil): return "unassign"
        }
    }

    static func verb(_ step: ThreadChange.Step) -> String {
        switch step {
        case .star(true): return "Starred"
        case .star(false): return "Unstarred"
        case .archive(true): return "Archived"
        case .archive(false): return "Restored"
        case .mute(true): return "Muted"
        case .mute(false): return "Unmuted"
        case .readAll: return "Marked read"
        case .unreadNewest: return "Marked unread"
        case .tag(let name): return "Tagged \(name)"
        case .untag(let name): return "Untagged \(name)"
        case .assign(let person?): return "Assigned to \(person)"
        case .assign(nil): return "Unassigned"
        }
    }
}
