/// The query plan scene: `--explain` on `list`, `export` and the `--where` of a change.
public enum QueryPlan {}
