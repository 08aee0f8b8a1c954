/// The saved-filters scene: `threads filter save|list|show|delete`.
public enum SavedFilters {}
