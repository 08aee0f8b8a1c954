// Nothing to call: the target's one function runs by itself when the test bundle loads
// (MallocArena.c says why). SwiftPM wants a public header for a C target.
