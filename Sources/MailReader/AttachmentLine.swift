import CGMime
import Foundation

/// What a message keeps of a part it does not show: `[attachment: NAME, TYPE, SIZE]`.
enum AttachmentLine {
    static func line(_ object: UnsafeMutablePointer<GMimeObject>, type: String) -> String {
        let raw = UnsafeMutableRawPointer(object)
        let isPart = GMimeRuntime.isA(raw, g_mime_part_get_type())
        // GMime decodes an RFC 2231 (or, as mailers still send it, RFC 2047) file name.
        let name = isPart ? GMimeRuntime.string(g_mime_part_get_filename(raw.assumingMemoryBound(to: GMimePart.self))) : nil
        return "[attachment: \(name.flatMap { $0.isEmpty ? nil : $0 } ?? "unnamed"), \(type), \(size(bytes(object, isPart: isPart)))]"
    }

    /// The part's size once its transfer encoding is undone (a whole attached message: as sent).
    private static func bytes(_ object: UnsafeMutablePointer<GMimeObject>, isPart: Bool) -> Int {
        guard let counter = g_mime_stream_null_new() else { return 0 }
        defer { g_object_unref(counter) }
        if isPart, let content = g_mime_part_get_content(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GMimePart.self)) {
            return max(0, g_mime_data_wrapper_write_to_stream(content, counter))
        }
        return max(0, g_mime_object_write_to_stream(object, nil, counter))
    }

    /// `512 B`, `12 KB`, `3.4 MB`: 1,024-based, as mail clients show sizes.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return "\(Int((Double(bytes) / 1024).rounded())) KB" }
        return String(format: "%.1f MB", Double(bytes) / (1024 * 1024))
    }
}
