import CGMime

/// GMime's one-time set-up, done before the first parse.
enum GMimeRuntime {
    /// Runs `g_mime_init` exactly once, whatever thread asks first (a static's initialiser is atomic).
    static let ready: Bool = {
        g_mime_init()
        return true
    }()

    /// Whether `object` is a GObject of `type` (GLib's type-check macros do not reach Swift).
    static func isA(_ object: UnsafeMutableRawPointer, _ type: GType) -> Bool {
        g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// A C string GMime owns, as a Swift string; bytes that are not UTF-8 become U+FFFD.
    static func string(_ text: UnsafePointer<CChar>?) -> String? {
        text.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)).bindMemory(to: UInt8.self), as: UTF8.self) }
    }

    /// A C string the caller must free with `g_free`, as a Swift string.
    static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        defer { g_free(text) }
        return string(text)
    }
}
