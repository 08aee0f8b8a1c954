import CGMime

/// `format=flowed` (RFC 3676): a line ending in a space goes on with the next line of the
/// same quote depth; space-stuffing is undone; with `delsp=yes` the soft space is dropped.
enum FlowedText {
    static func isFlowed(_ object: UnsafeMutablePointer<GMimeObject>) -> Bool {
        parameter(object, "format") == "flowed"
    }

    static func deletesSpace(_ object: UnsafeMutablePointer<GMimeObject>) -> Bool {
        parameter(object, "delsp") == "yes"
    }

    private static func parameter(_ object: UnsafeMutablePointer<GMimeObject>, _ name: String) -> String? {
        GMimeRuntime.string(g_mime_content_type_get_parameter(g_mime_object_get_content_type(object), name))?.lowercased()
    }

    /// `text`'s lines joined. Its line ends must be `\n` alone (MIMEBody makes them so): CRLF is
    /// one `Character` in Swift, which splitting at `\n` would leave whole.
    static func joined(_ text: String, deleteSpace: Bool) -> String {
        var output: [String] = []
        var pending: (depth: Int, text: String)?
        // The newline that ends the text ends its last line; it does not start an empty one.
        let endsWithNewline = text.hasSuffix("\n")
        for var line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(endsWithNewline ? 1 : 0) {
            let depth = line.prefix { $0 == ">" }.count
            line = line.dropFirst(depth)
            if line.first == " " { line = line.dropFirst() }  // space-stuffing
            let quote = String(repeating: ">", count: depth) + (depth > 0 ? " " : "")
            // The signature separator is never soft.
            let soft = line.hasSuffix(" ") && line != "-- "
            if let open = pending, open.depth != depth {
                output.append(open.text)
                pending = nil
            }
            let piece = soft && deleteSpace ? String(line.dropLast()) : String(line)
            let text = (pending?.text ?? quote) + piece
            if soft {
                pending = (depth, text)
            } else {
                output.append(text)
                pending = nil
            }
        }
        if let open = pending { output.append(open.text) }
        return output.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }
}
