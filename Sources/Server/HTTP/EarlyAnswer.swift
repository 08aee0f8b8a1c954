import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// An answer sent before its request's body was read whole (a 401 before an upload, a 413 past
/// the limit, a 415, a 503) is the connection's last word: it goes out with `Connection: close`,
/// the rest of the body is dropped unread, and the connection closes (docs/serve.md). Reading on
/// for the next request would mean reading, or mistaking for a request head, whatever the client
/// still sends of a body nobody wants.
///
/// The close is a lingering one, as web servers do it: the answer is followed by the end of the
/// server's side of the stream, and what the client still sends is read and dropped for up to
/// `linger` before the socket closes. Closing at once, with the client's bytes unread, would make
/// the kernel reset the connection, and a client still sending could lose the answer to the reset.
///
/// It also tells the head guard when a request has ended, so that only the bytes after a
/// request's end are timed and measured as the next head.
final class EarlyAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long what a client sends after its early answer is read and dropped.
    static let linger: TimeAmount = .seconds(2)

    /// Requests whose end the parser has read, and final answers begun. Answers go out in the
    /// order of the requests, so the answer begun as number N is early when fewer than N
    /// requests have ended. (Counting, rather than a flag of the request being read, keeps a
    /// pipelined next request, whose head may arrive while this one is answered, from making
    /// this answer look early.)
    private var ended = 0
    private var answered = 0
    /// An answer began while the request was still being read: the connection ends with it.
    private var closing = false
    private var heads: HeadGuard?

    func handlerAdded(context: ChannelHandlerContext) {
        heads = try? context.pipeline.syncOperations.handler(type: HeadGuard.self)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        if case .end = unwrapInboundIn(data) {
            ended += 1
            heads?.requestEnded()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response) where response.status.kind != .informational:
            answered += 1
            if ended < answered {
                closing = true
                response.headerFields[.connection] = "close"
            }
            context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .end where closing:
            let written = context.writeAndFlush(data)
            written.cascade(to: promise)
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.whenComplete { _ in
                loopBound.value.close(mode: .output, promise: nil)
                loopBound.value.eventLoop.scheduleTask(in: Self.linger) { loopBound.value.close(promise: nil) }
            }
        default:
            context.write(data, promise: promise)
        }
    }
}
