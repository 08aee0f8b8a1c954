import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import Synchronization
import Words

/// Slow and oversized request heads, caught before HTTP parsing (docs/serve.md, "Limits"):
/// from the first byte of a request, its request line and headers must arrive within
/// `deadline` (10 s) and within `limit` bytes (16 KiB). A head that is late closes the
/// connection; one that is too large gets a 431 problem and the connection closes. An idle
/// keep-alive connection sends no bytes, so it is left to the 60 s idle timeout.
///
/// It sits first in the pipeline, before the parser, which alone knows where a body ends: once
/// the parser has read a request's end (`EarlyAnswer` says so), the next bytes the client sends
/// begin a new head. A body, however slow or large, is never taken for one.
final class HeadGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// Between requests: the next byte that arrives starts a head.
    private var betweenRequests = true
    private let deadline: TimeAmount
    private let limit: Int
    private var timer: Scheduled<Void>?
    /// Bytes of the head so far, and its last three, to find `\r\n\r\n` across reads.
    private var seen = 0
    private var tail: [UInt8] = []
    private var refused = false
    /// Set on a connection past the cap: its only answer, before anything is read.
    private let refusal: Problem?

    init(deadline: TimeAmount, limit: Int, refusal: Problem? = nil) {
        self.deadline = deadline
        self.limit = limit
        self.refusal = refusal
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if let refusal, context.channel.isActive { refuse(context, with: refusal) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if let refusal, !refused { refuse(context, with: refusal) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let bytes = unwrapInboundIn(data)
        if betweenRequests && timer == nil && bytes.readableBytes > 0 {
            seen = 0
            tail = []
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            timer = context.eventLoop.scheduleTask(in: deadline) { loopBound.value.close(promise: nil) }
        }
        if timer != nil {
            if let end = Self.endOfHead(in: bytes, after: tail) {
                seen += end
                timer?.cancel()
                timer = nil
                betweenRequests = false
            } else {
                seen += bytes.readableBytes
                tail = Array((tail + bytes.readableBytesView.suffix(3)).suffix(3))
            }
            if seen > limit {
                refuse(context, with: Problem(.requestHeaderFieldsTooLarge, "headers-too-large", ServiceWords.headersTooLarge(limit: limit)))
                return
            }
        }
        context.fireChannelRead(data)
    }

    /// The parser has read a request's end: what comes next is the next request's head.
    func requestEnded() {
        betweenRequests = true
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    /// How many bytes of `bytes` reach the end of the head (its `\r\n\r\n`), nil when it is not there.
    static func endOfHead(in bytes: ByteBuffer, after tail: [UInt8]) -> Int? {
        var window = tail
        for (index, byte) in bytes.readableBytesView.enumerated() {
            window.append(byte)
            if window.count > 4 { window.removeFirst() }
            if window == [13, 10, 13, 10] { return index + 1 }
        }
        return nil
    }

    /// `problem` (a 431, or a 503 past the connection cap), then the connection closes: what
    /// follows cannot be read as a request.
    private func refuse(_ context: ChannelHandlerContext, with problem: Problem) {
        refused = true
        timer?.cancel()
        timer = nil
        let body = problem.json.serialized
        var answer = context.channel.allocator.buffer(capacity: body.utf8.count + 200)
        answer.writeString("HTTP/1.1 \(problem.status.code) \(problem.title)\r\nContent-Type: application/problem+json\r\n")
        for field in problem.headers { answer.writeString("\(field.name): \(field.value)\r\n") }
        answer.writeString("Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n")
        answer.writeString(body)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(answer))).whenComplete { _ in context.close(promise: nil) }
    }
}

/// Hummingbird's HTTP/1 channel with the head guard in front of its parser, and a cap on the
/// connections open at once: one past it is answered 503 with `Retry-After` before a byte of it
/// is read, and closed, so a flood of connections costs the server a few bytes each rather than
/// its file descriptors and memory.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value
    let inner: HTTP1Channel
    let deadline: TimeAmount
    let limit: Int
    let connections: ConnectionCount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let admitted = connections.admit()
        if admitted { channel.closeFuture.whenComplete { _ in connections.leave() } }
        let refusal = admitted ? nil : Problem(.serviceUnavailable, "too-many-connections",
                                               ServiceWords.tooManyConnections(limit: connections.limit), headers: [.retryAfter: "1"])
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(HeadGuard(deadline: deadline, limit: limit, refusal: refusal))
        }.flatMap { inner.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// The connections a server has open, against its cap.
final class ConnectionCount: Sendable {
    let limit: Int
    private let open = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// One more, when that stays within the cap.
    func admit() -> Bool {
        var current = open.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = open.compareExchange(expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    func leave() {
        open.subtract(1, ordering: .relaxed)
    }
}
