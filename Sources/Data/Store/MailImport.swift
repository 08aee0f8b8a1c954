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
/// the store, so memory holds a batch and the ids.
public enum MailImport {
    /// Messages a store is asked about together.
    static let batchSize = 256

    public static func run(_ source: any MailDraftSource, into target: inout some MailImportTarget) throws -> MailImportCount {
        var threading = MailThreading()
        var batch: [MailDraft] = []
        repeat {
            batch.removeAll(keepingCapacity: true)
            while batch.count < batchSize, let draft = try source.next() { batch.append(draft) }
            var unmet = Set<String>()
            for draft in batch { unmet.formUnion(threading.unmet(draft)) }
            let known = unmet.isEmpty ? [:] : try target.known(unmet.sorted())
            for draft in batch {
                if let sequence = threading.add(draft, known: known) { try target.stage(draft.message, sequence: sequence) }
            }
        } while batch.count == batchSize
        let plan = threading.plan()
        try target.apply(plan)
        return MailImportCount(added: plan.added, threads: plan.threads.count, alreadyHere: plan.alreadyHere)
    }
}
