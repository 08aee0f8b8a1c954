import Domain
import Foundation
import Testing

/// How a name given at a ring's edge (`--as`, `$THREADS_USER`, a token's person) becomes a person.
@Suite("A person's name")
struct PersonNameTests {
    /// Trimmed exactly as Foundation's `.whitespaces` trims (every space separator and the tab,
    /// never a newline), which `named` no longer calls.
    @Test(arguments: ["Aiko", "  Aiko\t", "\u{3000}佐藤\u{00A0}", "\u{2003}Ben Ito\u{202F}", "a\u{200B}", "\u{180E}Rin", "Ben\u{200D}", " \u{1F600} "])
    func isTrimmedAsFoundationTrimsWhitespace(name: String) throws {
        #expect(try Person.named(name).name == name.trimmingCharacters(in: .whitespaces))
    }

    /// Nothing but spaces, or a control character anywhere (a newline among them), names no one.
    @Test(arguments: ["", "   ", "\t\u{3000}", "Ai\u{0007}ko", "\nAiko\n", "Aiko\r"])
    func namesNoOne(name: String) {
        #expect(throws: ThreadsError.missingPerson) { try Person.named(name) }
    }

    @Test func comparesWhateverItsCase() throws {
        #expect(try Person.named(" aiko ") == Person("AIKO"))
    }
}
