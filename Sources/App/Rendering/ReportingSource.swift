import Domain

/// A draft source that reports each thread it hands over.
final class ReportingSource: DraftSource, @unchecked Sendable {
    // Consumed by one import at a time.
    private let inner: any DraftSource
    private let progress: ProgressReporter

    init(_ inner: any DraftSource, progress: ProgressReporter) {
        self.inner = inner
        self.progress = progress
    }

    func next() throws -> ThreadDraft? {
        let draft = try inner.next()
        if draft != nil { progress.advance() }
        return draft
    }
}
