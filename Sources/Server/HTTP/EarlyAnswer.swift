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

    /// A request's head has been read and its end has not.
    private var reading = false
    /// An answer began while the request was still being read: the connection ends with it.
    private var closing = false
    private var heads: HeadGuard?

    func handlerAdded(context: ChannelHandlerContext) {
        heads = try? context.pipeline.syncOperations.handler(type: HeadGuard.self)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        switch unwrapInboundIn(data) {
        case .head: reading = true
        case .body: break
        case .end:
            reading = false
            heads?.requestEnded()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response) where reading:
            closing = true
            response.headerFields[.connection] = "close"
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
