import Domain
import Foundation

/// The line under a thread's title, in every view of one thread: "with Aiko, Ben · 3 messages
/// · 1 unread · started 4h ago".
enum ThreadFactsTranslator {
    /// `starred`: whether to say so in words, for a view that shows no ★ beside the title;
    /// `tags`: whether to name the tags, for a view that does not show them as chips.
    static func facts(_ summary: ThreadSummary, now: Date, starred: Bool = false, tags: Bool = true) -> String {
        let thread = summary.thread
        var facts = ["with " + thread.participants.joined(separator: ", "),
                     summary.messageCount == 1 ? "1 message" : "\(summary.messageCount) messages"]
        if summary.unreadCount > 0 { facts.append("\(summary.unreadCount) unread") }
        if starred && thread.isStarred { facts.append("starred") }
        if thread.isArchived { facts.append("archived") }
        if thread.isMuted { facts.append("muted") }
        if tags && !thread.tags.isEmpty { facts.append("tagged " + thread.tags.joined(separator: ", ")) }
        if let assignee = thread.assignee { facts.append("assigned to " + assignee) }
        facts.append("started " + RelativeTime.phrase(thread.createdAt, now: now))
        return facts.joined(separator: " · ")
    }
}
