import Domain

/// What the page's forms and links carry besides what they show: the session's CSRF token that
/// every form posts back, and the list's query that a form or link returns to. Without a token
/// (`threads list --format html`, a fragment to read or mail) the presenters write no forms.
public struct HTMLForms: Equatable, Sendable {
    /// The session's CSRF token; nil writes no forms.
    public var csrf: String?
    /// The list's query as typed (`q`), for the links and forms that keep it.
    public var query: String
    /// The list's saved filter (`filter`), which holds with the query, kept the same way.
    public var filter: String?

    public init(csrf: String?, query: String = "", filter: String? = nil) {
        self.csrf = csrf
        self.query = query
        self.filter = filter
    }

    /// What the list shows, as a form's hidden fields: the query, and the saved filter if any.
    public var listFields: [(String, String)] { [("q", query)] + (filter.map { [("filter", $0)] } ?? []) }

    /// The list these forms belong to, with `more` parameters.
    public func listAddress(_ more: [(String, String)] = []) -> String {
        Self.listAddress(query: query, (filter.map { [("filter", $0)] } ?? []) + more)
    }

    /// Links only: a fragment for a reader, not a page to act on.
    public static let none = HTMLForms(csrf: nil)

    /// A `POST` form to `action` with the token, `fields` as hidden inputs, then `content`
    /// (its buttons, a text box); nil without a token.
    public func post(to action: String, class name: String? = nil, fields: [(String, String)] = [], _ content: [HTMLText]) -> HTMLText? {
        guard let csrf else { return nil }
        let hidden = ([("csrf", csrf)] + fields).map { field in
            HTMLText.element("input", attributes: [("type", "hidden"), ("name", field.0), ("value", field.1)])
        }
        let attributes = (name.map { [("class", $0)] } ?? []) + [("method", "post"), ("action", action)]
        return .element("form", attributes: attributes, hidden + content)
    }

    /// `/?q=QUERY`, or `/` for the inbox; `more` appended as further parameters.
    public static func listAddress(query: String, _ more: [(String, String)] = []) -> String {
        let parameters = (query.isEmpty ? [] : [("q", query)]) + more
        guard !parameters.isEmpty else { return "/" }
        return "/?" + parameters.map { $0.0 + "=" + formEncoded($0.1) }.joined(separator: "&")
    }

    /// A thread's page.
    public static func threadAddress(_ id: ThreadID) -> String { "/threads/\(id.rawValue)" }

    /// `value` as a query parameter: unreserved characters as they are, a space as `+`, every
    /// other byte of its UTF-8 as `%XX` (the encoding a browser's GET form uses).
    static func formEncoded(_ value: String) -> String {
        var out: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                out.append(byte)
            case UInt8(ascii: " "): out.append(UInt8(ascii: "+"))
            default:
                let digits = Array("0123456789ABCDEF".utf8)
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension HTMLForms {
    /// A field as the person left it when the server refused it: what was typed, kept for them to
    /// correct, and the refusal's words, shown beside it (as the search field's error line is).
    public struct Field: Equatable, Sendable {
        public var text: String
        public var error: String

        public init(text: String = "", error: String = "") {
            self.text = text
            self.error = error
        }
    }
}
