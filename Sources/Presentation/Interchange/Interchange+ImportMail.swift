import Domain

extension Interchange {
    /// The messages of Maildirs and mboxes, threaded and stored all together or not at all.
    public enum ImportMail {
        public struct Request: Sendable {
            public var source: any MailDraftSource
            /// Whether to name what was passed over.
            public var verbose: Bool
            /// `--tag NAME…`, as typed: put on every thread the import adds or extends.
            public var tags: [String]

            public init(source: any MailDraftSource, verbose: Bool = false, tags: [String] = []) {
                self.source = source
                self.verbose = verbose
                self.tags = tags
            }
        }

        public struct Response: Equatable, Sendable {
            public var count: MailImportCount
            /// What the reader passed over: files that are not mail, `tmp/`, stray dot-folders.
            public var skipped: [SkippedMail]
            public var verbose: Bool

            public init(count: MailImportCount, skipped: [SkippedMail], verbose: Bool = false) {
                self.count = count
                self.skipped = skipped
                self.verbose = verbose
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
