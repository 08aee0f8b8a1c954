/// The view model of every scene whose output is finished text: styled lines, top to bottom.
/// Scenes name it as their own (`ThreadList.Fetch.ViewModel`), so each reads as Clean Swift
/// expects, without six copies of the same struct.
public struct TextViewModel: Equatable, Sendable {
    /// The lines, top to bottom.
    public var lines: [StyledLine]

    public init(lines: [StyledLine]) { self.lines = lines }
}
