import Foundation

/// The rules every imported or created thread meets (docs/interchange.md).
public enum DraftRules {
    /// Longest title, in characters, after trimming.
    public static let maximumTitleLength = 500

    /// Problems with `draft`, in the words of an import error; nil when valid.
    public static func problem(_ draft: ThreadDraft) -> String? {
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        if title.isEmpty || title.count > maximumTitleLength { return "title must be 1 to \(maximumTitleLength) characters after trimming" }
        if draft.participants.isEmpty || draft.participants.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            return "participants must be at least one non-empty name"
        }
        if draft.key.isEmpty { return "key must not be empty" }
        return nil
    }
}
