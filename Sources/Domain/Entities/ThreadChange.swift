/// What a change does to each thread it is made to (`star`, `read`, `archive`, `mute`, their
/// opposites, `tag`): one step, or several made as one, in order, in one transaction
/// (`threads tag 3 +a -b`, the service's `{"starred":true,"archived":true}`).
///
/// Written as the step it holds (`.star(true)`, `.tag(name)`) or as a list of steps
/// (`[.readAll, .archive(true)]`), so a change reads the same at every hop.
public struct ThreadChange: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// One thing done to a thread.
    public enum Step: Equatable, Sendable {
        /// Sets (true) or clears the star.
        case star(Bool)
        /// Archives (true) or restores.
        case archive(Bool)
        /// Mutes (true) or unmutes.
        case mute(Bool)
        /// Marks every message read.
        case readAll
        /// Marks the newest message unread.
        case unreadNewest
        /// Puts the tag on (a thread that has it already keeps it as it is).
        case tag(TagName)
        /// Takes the tag off (a thread without it is left as it is).
        case untag(TagName)
        /// Gives the thread to a person, in place of whoever had it; nil gives it to no one.
        case assign(Person?)
    }

    /// In the order they are made.
    public var steps: [Step]

    public init(_ steps: [Step]) { self.steps = steps }
    public init(arrayLiteral steps: Step...) { self.init(steps) }

    public static func star(_ on: Bool) -> ThreadChange { [.star(on)] }
    public static func archive(_ on: Bool) -> ThreadChange { [.archive(on)] }
    public static func mute(_ on: Bool) -> ThreadChange { [.mute(on)] }
    public static let readAll: ThreadChange = [.readAll]
    public static let unreadNewest: ThreadChange = [.unreadNewest]
    public static func tag(_ name: TagName) -> ThreadChange { [.tag(name)] }
    public static func untag(_ name: TagName) -> ThreadChange { [.untag(name)] }
    public static func assign(_ person: Person?) -> ThreadChange { [.assign(person)] }

    /// Whether every step puts a tag on or takes one off.
    public var onlyTags: Bool {
        steps.allSatisfy {
            switch $0 {
            case .tag, .untag: true
            default: false
            }
        }
    }

    /// The threads this change would alter, in the inbox's usual scope: `star` the ones without a
    /// star, `unarchive` the archived ones, `read` those with unread messages (for several steps,
    /// those the first would alter). A shell completing `threads star ` offers these first, not
    /// threads the command would leave as they are.
    public var alteredThreads: ThreadFilter {
        guard let first = steps.first else { return ThreadFilter.inbox }
        return switch first {
        case .star(true): ThreadFilter(.not(.term(.state(.starred))))
        case .star(false): ThreadFilter(.term(.state(.starred)))
        case .archive(true): ThreadFilter(.not(.term(.state(.archived))))
        case .archive(false): ThreadFilter(.term(.state(.archived)))
        case .mute(true): ThreadFilter(.not(.term(.state(.muted))))
        case .mute(false): ThreadFilter(.term(.state(.muted)))
        case .readAll: ThreadFilter(.term(.state(.unread)))
        case .unreadNewest: ThreadFilter(.term(.state(.read)))
        case .tag(let name): ThreadFilter(.not(.term(.tag(name.text))))
        case .untag(let name): ThreadFilter(.term(.tag(name.text)))
        case .assign(let person?): ThreadFilter(.not(.term(.assignee(person.name))))
        case .assign(nil): ThreadFilter(.term(.state(.assigned)))
        }
    }
}
