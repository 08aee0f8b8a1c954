import CGMime
import Foundation

/// The text of a message's MIME tree: the first `text/plain` part that is not an attachment,
/// else the first `text/html` one as text; then `[attachment: NAME, TYPE, SIZE]` for each
/// attachment, in order.
enum MIMEBody {
    private struct Found {
        var plain: String?
        var html: String?
        var attachments: [String] = []
    }

    static func text(of body: UnsafeMutablePointer<GMimeObject>?) -> String {
        var found = Found()
        if let body { collect(body, into: &found) }
        let text = found.plain ?? found.html.map(HTMLText.text) ?? ""
        guard !found.attachments.isEmpty else { return text }
        return (text.isEmpty ? "" : text + (text.hasSuffix("\n") ? "\n" : "\n\n")) + found.attachments.joined(separator: "\n")
    }

    private static func collect(_ object: UnsafeMutablePointer<GMimeObject>, into found: inout Found) {
        let raw = UnsafeMutableRawPointer(object)
        if GMimeRuntime.isA(raw, g_mime_multipart_get_type()) {
            let multipart = raw.assumingMemoryBound(to: GMimeMultipart.self)
            for index in 0..<g_mime_multipart_get_count(multipart) {
                if let part = g_mime_multipart_get_part(multipart, index) { collect(part, into: &found) }
            }
            return
        }
        let type = GMimeRuntime.take(g_mime_content_type_get_mime_type(g_mime_object_get_content_type(object)))?.lowercased() ?? "application/octet-stream"
        let disposition = g_mime_object_get_content_disposition(object)
        let isAttachment = disposition.map { g_mime_content_disposition_is_attachment($0) != 0 } ?? false
        if !isAttachment, GMimeRuntime.isA(raw, g_mime_text_part_get_type()), type == "text/plain" || type == "text/html" {
            // In UTF-8 from the declared charset, transfer encoding undone; the line ends the
            // sender or the wire gave (CRLF, CR) made `\n` before anything reads lines.
            let text = LineEnds.newlines(GMimeRuntime.take(g_mime_text_part_get_text(raw.assumingMemoryBound(to: GMimeTextPart.self))) ?? "")
            if type == "text/plain", found.plain == nil {
                found.plain = FlowedText.isFlowed(object) ? FlowedText.joined(text, deleteSpace: FlowedText.deletesSpace(object)) : text
                return
            }
            if type == "text/html", found.html == nil {
                found.html = text
                return
            }
        }
        found.attachments.append(AttachmentLine.line(object, type: type))
    }
}
