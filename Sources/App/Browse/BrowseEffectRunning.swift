/// What runs the browser's effects and hands back what came of them as events: `BrowseEffects`
/// through the scenes, or a test's stand-in.
///
/// A load runs in its own task, and the loop cancels it when a newer key makes it obsolete: it
/// should then stop its work (the stores throw `CancellationError` and stop their statement),
/// and whatever it returns after that is dropped, never reduced or drawn.
protocol BrowseEffectRunning: Sendable {
    func run(_ effect: BrowseEffect, columns: Int, session: TerminalSession?) async -> [BrowseEvent]
}

extension BrowseEffects: BrowseEffectRunning {}
