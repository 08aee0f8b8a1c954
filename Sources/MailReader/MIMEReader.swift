import CGMime
import Foundation

/// Decodes one message from its raw bytes with GMime: headers (RFC 5322, 2047, 2231), the
/// text body in UTF-8 from whatever charset it declares, and a line per attachment.
public enum MIMEReader {
    /// The message in `bytes`, or nil when they are not mail (no header block).
    public static func read(_ bytes: Data) -> MailMessage? {
        guard GMimeRuntime.ready, let message = parse(bytes) else { return nil }
        defer { g_object_unref(message) }
        let from = g_mime_message_get_from(message)
        return MailMessage(
            messageID: GMimeRuntime.string(g_mime_message_get_message_id(message)).flatMap { $0.isEmpty ? nil : $0 } ?? hashID(bytes),
            references: references(message),
            subject: GMimeRuntime.string(g_mime_message_get_subject(message)) ?? "",
            author: from.flatMap(author) ?? "",
            sentAt: g_mime_message_get_date(message).map { Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix($0))) },
            // The whole MIME tree: `g_mime_message_get_body` would guess at one part of it.
            body: MIMEBody.text(of: g_mime_message_get_mime_part(message)),
            isMarkedRead: header(message, "Status")?.contains("R") ?? false,
            isMarkedFlagged: header(message, "X-Status")?.contains("F") ?? false)
    }

    /// The parsed message (the caller unrefs it); nil for bytes without a header block.
    private static func parse(_ bytes: Data) -> UnsafeMutablePointer<GMimeMessage>? {
        let message: UnsafeMutablePointer<GMimeMessage>? = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            // The stream copies the bytes, so they need not outlive this closure.
            let stream = g_mime_stream_mem_new_with_buffer(base.assumingMemoryBound(to: CChar.self), buffer.count)
            defer { g_object_unref(stream) }
            let parser = g_mime_parser_new_with_stream(stream)
            defer { g_object_unref(parser) }
            return g_mime_parser_construct_message(parser, nil)
        }
        guard let message else { return nil }
        let headers = g_mime_object_get_header_list(UnsafeMutableRawPointer(message).assumingMemoryBound(to: GMimeObject.self))
        guard g_mime_header_list_get_count(headers) > 0 else {
            g_object_unref(message)
            return nil
        }
        return message
    }

    private static func header(_ message: UnsafeMutablePointer<GMimeMessage>, _ name: String) -> String? {
        GMimeRuntime.string(g_mime_object_get_header(UnsafeMutableRawPointer(message).assumingMemoryBound(to: GMimeObject.self), name))
    }

    /// `In-Reply-To`'s ids, then `References`', each once.
    private static func references(_ message: UnsafeMutablePointer<GMimeMessage>) -> [String] {
        var ids: [String] = []
        var seen = Set<String>()
        for name in ["In-Reply-To", "References"] {
            guard let text = header(message, name), let list = g_mime_references_parse(nil, text) else { continue }
            defer { g_mime_references_free(list) }
            for index in 0..<g_mime_references_length(list) {
                if let id = GMimeRuntime.string(g_mime_references_get_message_id(list, index)), !id.isEmpty, seen.insert(id).inserted {
                    ids.append(id)
                }
            }
        }
        return ids
    }

    /// The first `From` address's decoded display name, else the address itself.
    private static func author(_ list: UnsafeMutablePointer<InternetAddressList>) -> String? {
        guard internet_address_list_length(list) > 0, let address = internet_address_list_get_address(list, 0) else { return nil }
        if let name = GMimeRuntime.string(internet_address_get_name(address))?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
            return name
        }
        let raw = UnsafeMutableRawPointer(address)
        guard GMimeRuntime.isA(raw, internet_address_mailbox_get_type()) else { return nil }
        return GMimeRuntime.string(internet_address_mailbox_get_addr(raw.assumingMemoryBound(to: InternetAddressMailbox.self)))
    }

    /// The id of mail without a `Message-ID`: the SHA-256 of its raw bytes (GLib's, linked already).
    static func hashID(_ bytes: Data) -> String {
        let hex = bytes.withUnsafeBytes { buffer in
            GMimeRuntime.take(g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.bindMemory(to: guchar.self).baseAddress, gsize(buffer.count)))
        }
        return "threads-sha256-" + (hex ?? "")
    }
}
