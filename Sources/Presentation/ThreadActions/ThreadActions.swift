/// The thread actions scene: `new`, `post`, and `star`, `read`, `archive`, `mute` with their opposites.
public enum ThreadActions {}
