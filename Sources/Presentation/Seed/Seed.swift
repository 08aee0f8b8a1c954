/// The seed scene: `threads seed`, the sample inbox or a synthetic one.
public enum Seed {}
