import Domain
import Testing

/// The rule for a tag's name (docs/cli.md, "Tags"): letters of any script, digits, - _ . /, 1–64
/// characters once trimmed, not starting with - or +; compared without regard to case.
@Suite("Tag names")
struct TagNameTests {
    @Test(arguments: ["work", "client/acme", "tax-2026", "a.b_c", "請求書", "日本語/メモ", "Zoë", "e\u{301}te", "हिन्दी", "7", String(repeating: "x", count: 64)])
    func aNameOfLettersDigitsAndTheFourMarksIsATag(name: String) throws {
        #expect(try TagName(validating: name).text == name.precomposedStringWithCanonicalMapping)
    }

    @Test(arguments: ["", " ", "a b", "-x", "+x", "a,b", "a:b", "\"q\"", "tab\tin", "new\nline", "emoji🙂", "a*", String(repeating: "x", count: 65)])
    func anythingElseIsRefusedNamedAsTyped(name: String) {
        #expect(throws: ThreadsError.invalidTagName(name: name)) { try TagName(validating: name) }
    }

    @Test func spacesAroundAreDroppedAndCaseIsOneTag() throws {
        let padded = try TagName(validating: "  Work \n")
        #expect(padded.text == "Work")
        #expect(padded == (try TagName(validating: "WORK")))
        #expect(padded.key == "work")
        // By the key's code points, as titles sort: one order in every locale.
        #expect(["b", "Work", "a", "work", "Äpfel"].sortedAsTags() == ["a", "b", "Work", "work", "Äpfel"])
    }

    @Test func aPatternKeepsOneTagOrEveryTagUnderAPrefix() {
        #expect(QueryTerm.TagMatch("Client/ACME") == .named("client/acme"))
        #expect(QueryTerm.TagMatch("client/*").keeps("client/acme/eu"))
        #expect(!QueryTerm.TagMatch("client/*").keeps("client"))
        #expect(!QueryTerm.TagMatch("client/*").keeps("clients/x"))
    }
}
