import HTTPTypes
import NIOCore
import NIOHTTPTypes
import Words

/// A request's body must keep coming (docs/serve.md, "Limits"): from its head, the rest of a
/// request has `grace` (10 s) to arrive, and every byte that arrives buys `1 / minimumRate` of a
/// second more, as Apache's `mod_reqtimeout` does it. An upload at any honest speed finishes (256 MiB
/// at 500 bytes a second would be allowed its five days); a body that trickles a byte now and then
/// to hold a connection and a handler open is answered 408 and the connection closes. The head
/// itself is timed before the parser (`HeadGuard`).
final class BodyDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let grace: TimeAmount
    private let minimumRate: Int
    private var deadline: NIODeadline?
    private var timer: Scheduled<Void>?
    /// A final answer has begun: the deadline no longer matters to anyone waiting for one.
    private var answered = false

    init(grace: TimeAmount, minimumRate: Int) {
        self.grace = grace
        self.minimumRate = minimumRate
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            answered = false
            deadline = .now() + grace
            schedule(context)
        case .body(let bytes):
            deadline = deadline.map { $0 + .nanoseconds(Int64(bytes.readableBytes) * 1_000_000_000 / Int64(minimumRate)) }
        case .end:
            deadline = nil
            timer?.cancel()
            timer = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .head(let response) = unwrapOutboundIn(data), response.status.kind != .informational { answered = true }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    /// One timer at a time, at the deadline as it stood; when it fires, a deadline that moved
    /// on meanwhile is waited for again.
    private func schedule(_ context: ChannelHandlerContext) {
        timer?.cancel()
        guard let deadline else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: deadline) { [weak self] in self?.fire(loopBound.value) }
    }

    private func fire(_ context: ChannelHandlerContext) {
        timer = nil
        guard let deadline else { return }
        guard deadline <= .now() else { return schedule(context) }
        self.deadline = nil
        guard !answered else { return context.close(promise: nil) }
        // The answer goes out whole before the close; the handler still waiting for the body
        // then finds the connection gone.
        let problem = Problem(.requestTimeout, "body-too-slow", ServiceWords.bodyTooSlow)
        let body = ByteBuffer(string: problem.json.serialized)
        let head = HTTPResponse(status: .requestTimeout, headerFields: [
            .contentType: "application/problem+json", .contentLength: String(body.readableBytes), .connection: "close",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
    }
}
