@testable import Data
import Foundation
import Testing

/// The short-term index's tokenizer version (docs/search.md).
@Suite("Short-term index: tokenizer version")
struct TokenizerVersionTests {
    @Test func theVersionIsTheAlgorithmsRevisionAndTheRuntimesUnicodeVersion() {
        #expect(ShortTermTokenizer.version == "\(ShortTermTokenizer.revision)/Unicode \(ShortTermTokenizer.unicodeVersion)")
        let known = ShortTermTokenizer.sentinels.filter { $0.scalar.properties.age != nil }
        #expect(ShortTermTokenizer.unicodeVersion == known.last?.version ?? "<13.0")
        // Each sentinel is of the version it stands for, wherever the runtime knows it.
        for sentinel in known {
            let age = sentinel.scalar.properties.age.map { "\($0.major).\($0.minor)" }
            #expect(age == sentinel.version, "U+\(String(sentinel.scalar.value, radix: 16, uppercase: true))")
        }
        let versions = ShortTermTokenizer.sentinels.map(\.version)
        #expect(versions == versions.sorted { $0.compare($1, options: .numeric) == .orderedAscending })
    }
}
