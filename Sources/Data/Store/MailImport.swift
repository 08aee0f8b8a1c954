import Domain

/// What a store does for a mail import, inside the one transaction `MailImport.run` works in.
public protocol MailImportTarget {
    /// What the store holds under each of `ids` that it knows; the others are left out.
    mutating func known(_ ids: [String]) throws -> [String: MailThreading.Known]
    /// Keeps `message` aside under `sequence` until the plan says which thread it joins.
    mutating func stage(_ message: MessageDraft, sequence: Int) throws
    /// Writes the plan: new threads, merges, titles, stars, the staged messages, and each touched
    /// thread's participants recounted from its messages.
    mutating func apply(_ plan: MailPlan) throws
}

/// The loop of a mail import, the same for every store: messages are read a batch at a time, the
/// store is asked once a batch about the ids the import has not met, and bodies go straight to
/// the store, so memory holds a batch and the ids. A store whose calls are synchronous hands
/// `run` a target; one whose calls are not (PostgreSQL) takes the same steps itself.
public struct MailImport {
    /// Messages a store is asked about together.
    public static let batchSize = 256

    private var threading = MailThreading()
    private var finished = false

    public init() {}

    /// The next batch and the ids in it the import has not met yet (sorted), or nil at the end.
    public mutating func nextBatch(from source: any MailDraftSource) throws -> (drafts: [MailDraft], unmet: [String])? {
        guard !finished else { return nil }
        var drafts: [MailDraft] = []
        while drafts.count < Self.batchSize, let draft = try source.next() { drafts.append(draft) }
        finished = drafts.count < Self.batchSize
        guard !drafts.isEmpty else { return nil }
        var unmet = Set<String>()
        for draft in drafts { unmet.formUnion(threading.unmet(draft)) }
        return (drafts, unmet.sorted())
    }

    /// Threads the batch, given what the store holds under its unmet ids; `stage` receives each
    /// message to keep, with its sequence number.
    public mutating func take(_ drafts: [MailDraft], known: [String: MailThreading.Known], stage: (MessageDraft, Int) throws -> Void) rethrows {
        for draft in drafts {
            if let sequence = threading.add(draft, known: known) { try stage(draft.message, sequence) }
        }
    }

    /// Where every staged message goes.
    public mutating func plan() -> MailPlan { threading.plan() }

    public static func run(_ source: any MailDraftSource, into target: inout some MailImportTarget) throws -> MailImportCount {
        var steps = MailImport()
        while let batch = try steps.nextBatch(from: source) {
            let known = batch.unmet.isEmpty ? [:] : try target.known(batch.unmet)
            try steps.take(batch.drafts, known: known) { try target.stage($0, sequence: $1) }
        }
        let plan = steps.plan()
        try target.apply(plan)
        return plan.count
    }
}

extension MailPlan {
    /// What the plan does, as the import reports it.
    public var count: MailImportCount { MailImportCount(added: added, threads: threads.count, alreadyHere: alreadyHere) }
}
