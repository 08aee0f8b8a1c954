import Domain

/// The seed scene: `threads seed --sample`.
public enum Seed {
    /// Generate a synthetic inbox.
    public enum Synthetic {
        /// How many threads and messages, from which seed.
        public struct Request: Equatable, Sendable {
            /// Threads to add.
            public var threads: Int
            /// Messages in all.
            public var messages: Int
            /// The random seed.
            public var seed: UInt64
            /// Creates a request.
            public init(threads: Int, messages: Int, seed: UInt64) {
                self.threads = threads
                self.messages = messages
                self.seed = seed
            }
        }
    }

    /// Load the hand-written sample inbox.
    public enum Sample {
        /// How it went.
        public struct Response: Equatable, Sendable {
            /// Threads added now.
            public var added: Int
            /// Threads in the sample.
            public var total: Int

            /// Creates a response.
            public init(added: Int, total: Int) {
                self.added = added
                self.total = total
            }
        }

        /// What the view prints.
        public struct ViewModel: Equatable, Sendable {
            /// One sentence.
            public var message: String

            /// Creates a view model.
            public init(message: String) { self.message = message }
        }
    }
}

/// The seed scene's view.
public protocol SeedDisplayLogic: Sendable {
    /// Shows the outcome.
    func displaySample(_ viewModel: Seed.Sample.ViewModel)
}

/// Seeds and reports. The scene is small, so interactor and presenter share this file.
public struct SeedInteractor: Sendable {
    private let seedSample: SeedSampleInbox
    private let seedSynthetic: SeedSyntheticInbox
    private let presenter: SeedPresenter

    /// Creates the interactor.
    public init(seedSample: SeedSampleInbox, seedSynthetic: SeedSyntheticInbox, presenter: SeedPresenter) {
        self.seedSample = seedSample
        self.seedSynthetic = seedSynthetic
        self.presenter = presenter
    }

    /// Generates a synthetic inbox.
    public func seedSyntheticInbox(_ request: Seed.Synthetic.Request) async throws {
        let count = try await seedSynthetic(threads: request.threads, messages: request.messages, seed: request.seed)
        presenter.presentSynthetic(threads: count, messages: request.messages, seed: request.seed)
    }

    /// Loads the sample inbox.
    public func seedSampleInbox() async throws {
        let (added, total) = try await seedSample()
        presenter.presentSample(Seed.Sample.Response(added: added, total: total))
    }
}

/// Words for the seed outcome.
public struct SeedPresenter: Sendable {
    private let display: any SeedDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any SeedDisplayLogic) { self.display = display }

    /// Reports a synthetic inbox.
    public func presentSynthetic(threads: Int, messages: Int, seed: UInt64) {
        display.displaySample(Seed.Sample.ViewModel(message: "Seeded \(threads) synthetic threads with \(messages) messages (seed \(seed))."))
    }

    /// Reports how many sample threads were added.
    public func presentSample(_ response: Seed.Sample.Response) {
        let message: String
        switch response.added {
        case 0: message = "The sample inbox is already loaded (\(response.total) threads); nothing added."
        case response.total: message = "Added the sample inbox: \(response.total) threads. Try 'threads list'."
        default: message = "Added \(response.added) of the \(response.total) sample threads (the others were already there)."
        }
        display.displaySample(Seed.Sample.ViewModel(message: message))
    }
}
