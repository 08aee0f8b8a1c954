/// The seed scene's output boundary.
public protocol SeedPresentationLogic: Sendable {
    func presentSeedSampleInbox(_ response: Seed.SeedSampleInbox.Response)
    func presentSeedSyntheticInbox(_ response: Seed.SeedSyntheticInbox.Response)
}

/// The seed scene's view.
public protocol SeedDisplayLogic: Sendable {
    func displaySeedSampleInbox(_ viewModel: Seed.SeedSampleInbox.ViewModel)
    func displaySeedSyntheticInbox(_ viewModel: Seed.SeedSyntheticInbox.ViewModel)
}
