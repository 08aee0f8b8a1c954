import Foundation

/// Where a mail import's new messages go: what `MailThreading` decided, for a store to write.
public struct MailPlan: Equatable, Sendable {
    /// One thread that receives new messages.
    public struct Thread: Equatable, Sendable {
        /// The stored thread the messages join: the oldest of the stored threads they link. Nil
        /// for a thread to create.
        public var existing: Int64?
        /// Other stored threads the new messages link to it: their messages move into it and
        /// they are deleted.
        public var merged: [Int64]
        /// A new thread's key: the id of its oldest message.
        public var key: String
        /// The subject of the thread's oldest message, and when it was sent.
        public var title: String
        public var createdAt: Date
        /// Whether `title` and `createdAt` are to be written: always for a new thread; for a stored
        /// one, when a new message is older than everything it held.
        public var retitles: Bool
        /// Whether a new message is flagged: the thread is starred (a stored thread is never unstarred).
        public var isStarred: Bool
        /// The new messages, by the sequence number they were staged under, in import order.
        /// (The store links the ids they carry and name to the thread as it stores them.)
        public var messages: [Int]
    }

    /// In the order of each thread's newest new message, oldest first (between equal times, the
    /// thread met first): the order stores number new threads in and store the messages in,
    /// thread by thread (docs/mail.md, "Where the messages go").
    public var threads: [Thread]
    /// Messages left out: already stored, or met earlier in this import.
    public var alreadyHere: Int

    /// How many messages the plan adds.
    public var added: Int { threads.reduce(0) { $0 + $1.messages.count } }
}
