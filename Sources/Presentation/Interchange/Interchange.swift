/// The interchange scene: `threads import` and `threads export`, JSON Lines (docs/interchange.md).
public enum Interchange {}
