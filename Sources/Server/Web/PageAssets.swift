import HTTPTypes
import Hummingbird
import NIOCore
import Presentation

/// The page's script and stylesheet (`Assets/`), built into the binary and served under names
/// that carry a hash of their bytes: a new build's assets have new names, so a browser may keep
/// each for a year and never runs an old script against a new page.
enum PageAssets {
    struct Asset: Sendable {
        let path: String
        let bytes: [UInt8]
        let contentType: String
    }

    static let script = asset("app", "js", PackageResources.app_js, contentType: "text/javascript; charset=utf-8")
    static let stylesheet = asset("app", "css", PackageResources.app_css, contentType: "text/css; charset=utf-8")

    /// Their addresses, for the page's `<head>`.
    static let addresses = HTMLPage.Assets(script: script.path, stylesheet: stylesheet.path)

    private static func asset(_ name: String, _ suffix: String, _ bytes: [UInt8], contentType: String) -> Asset {
        let hash = bytes.withUnsafeBytes { ContentHash.of($0) }
        let hex = String(hash, radix: 16)
        let tag = String(repeating: "0", count: 16 - hex.count) + hex
        return Asset(path: "/assets/\(name).\(tag.prefix(12)).\(suffix)", bytes: bytes, contentType: contentType)
    }

    /// `GET /assets/NAME`: the asset of that exact name, cached for a year; 404 for any other.
    @Sendable static func serve(_ request: Request, _ context: ServiceContext, _: Void, _ scenes: Scenes) async throws -> Response {
        guard let asset = [script, stylesheet].first(where: { $0.path == request.uri.path }) else { throw HTTPError(.notFound) }
        return Response(status: .ok, headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=31536000, immutable"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
}
