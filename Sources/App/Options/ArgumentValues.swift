/// An option's values as `--help` and the parser list them, for the enums the command line takes
/// (`--format`, `--sort`, `--color`).
///
/// argument-parser's own default maps `allCases` through the key path `\.rawValue.defaultValueDescription`
/// on a generic type. The runtime builds such a key path from its mangled name, and the first
/// time for each type that means finding the type's RawRepresentable conformance by searching
/// all ~7,000 conformances in the binary: about 0.2 ms a type, at every start of every command,
/// a fifth of a list page's CPU. A closure over the same values needs no lookup. Its default
/// `allValueDescriptions` looks the same way for a description that none of these values has,
/// so they say `[:]`: a value is described by its own name.
enum ArgumentValues {
    static func rawValues<Value: CaseIterable & RawRepresentable<String>>(of type: Value.Type) -> [String] {
        type.allCases.map { $0.rawValue }
    }
}
