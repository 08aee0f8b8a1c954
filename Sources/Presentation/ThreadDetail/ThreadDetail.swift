/// The thread scene: `threads show ID`, one thread and all its messages.
public enum ThreadDetail {}
