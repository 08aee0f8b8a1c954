/// One sentence for each outcome.
public struct SeedTextPresenter: SeedPresentationLogic {
    private let display: any SeedDisplayLogic

    public init(display: any SeedDisplayLogic) { self.display = display }

    public func presentSeedSampleInbox(_ response: Seed.SeedSampleInbox.Response) {
        let line: String
        switch response.added {
        case 0: line = "The sample inbox is already loaded (\(response.total) threads); nothing added."
        case response.total: line = "Added the sample inbox: \(response.total) threads. Try 'threads list'."
        default: line = "Added \(response.added) of the \(response.total) sample threads (the others were already there)."
        }
        display.displaySeedSampleInbox(Seed.SeedSampleInbox.ViewModel(lines: [.plain(line)]))
    }

    public func presentSeedSyntheticInbox(_ response: Seed.SeedSyntheticInbox.Response) {
        let line = "Seeded \(response.threads) synthetic threads with \(response.messages) messages (seed \(response.seed))."
        display.displaySeedSyntheticInbox(Seed.SeedSyntheticInbox.ViewModel(lines: [.plain(line)]))
    }
}
