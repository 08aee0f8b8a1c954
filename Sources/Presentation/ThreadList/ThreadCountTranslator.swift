import Domain

/// A count in the words and fields every presenter of the list shows it with.
public enum ThreadCountTranslator {
    /// "14 threads, 7 unread": the text formats' one line, always in that form (docs/cli.md), so
    /// a script may split it as a person reads it.
    public static func sentence(_ count: ThreadCount) -> String {
        "\(count.threads) threads, \(count.unreadMessages) unread"
    }

    /// `{"threads":14,"unread_messages":7}`.
    public static func json(_ count: ThreadCount) -> JSONText {
        .object([("threads", .number(Int64(count.threads))), ("unread_messages", .number(Int64(count.unreadMessages)))])
    }
}
