/// The inbox report scene: `threads stats` and `threads db check`.
public enum InboxReport {}
