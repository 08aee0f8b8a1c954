import Domain
@testable import Presentation
import Testing

/// HTML made of values: text is only ever text, in an element or an attribute.
@Suite("HTML text")
struct HTMLTextTests {
    /// The rule written the slow, obvious way: scalar by scalar.
    static func reference(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func markupInTextIsShownNeverRun() {
        let hostile = #"<script>alert("x")</script><img src=x onerror='alert(1)'>&amp;"#
        let cell = HTMLText.element("td", attributes: [("title", hostile)], text: hostile)
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;amp;"
        #expect(cell.serialized == "<td title=\"\(escaped)\">\(escaped)</td>")
    }

    @Test func textBeyondASCIIIsCopiedAndForbiddenControlsAreReplaced() {
        #expect(HTMLText.text("会議室 4 · Zoë 👩‍👩‍👧").serialized == "会議室 4 · Zoë 👩‍👩‍👧")
        #expect(HTMLText.text("a\u{0}b\u{1B}[31mc\u{7F}\td\ne\r").serialized == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}\td\ne\r")
    }

    @Test func randomStringsMatchTheRule() {
        let alphabet: [Unicode.Scalar] = ["a", "&", "<", ">", "\"", "'", "\u{0}", "\t", "\n", "\u{1F}", "\u{7F}", " ", "é", "見", "\u{1F600}", ";", "#"]
        var generator = SeededRandom(seed: 35)  // seeded, so a failure repeats
        for _ in 0..<2000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...30, using: &generator) { scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
            let value = String(scalars)
            #expect(HTMLText.text(value).serialized == Self.reference(value), "\(value.debugDescription)")
        }
    }

    @Test func elementsNestInOrderAndVoidElementsAreNotClosed() {
        let row = HTMLText.element("tr", attributes: [("data-thread-id", "12"), ("data-starred", "true")], [
            .element("td", text: "★"),
            .element("td", [.element("a", attributes: [("href", "/threads/12?a=1&b=2")], text: "ロゴ"), .element("br"), .text("x")]),
            .element("input", attributes: [("type", "search"), ("name", "q")], [.text("ignored")]),
        ])
        #expect(row.serialized == #"<tr data-thread-id="12" data-starred="true"><td>★</td><td><a href="/threads/12?a=1&amp;b=2">ロゴ</a><br>x</td><input type="search" name="q"></tr>"#)
        #expect(HTMLText.fragment([.text("a"), .element("b", text: "c")]).serialized == "a<b>c</b>")
    }

    @Test(arguments: ["td", "data-thread-id", "h1", "aria-label"]) func plainNamesAreNames(name: String) {
        #expect(HTMLText.isName(name))
    }

    @Test(arguments: ["", "1td", "td onclick", "a\"b", "x>", "-x", "é"]) func anythingElseIsNotAName(name: String) {
        #expect(!HTMLText.isName(name))
    }
}
