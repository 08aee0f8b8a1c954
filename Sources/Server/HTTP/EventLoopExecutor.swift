import HummingbirdCore
import Logging
import NIOCore

/// A connection's task run on the event loop that owns its socket, so that a request is read,
/// answered and written on one thread (docs/performance.md, "The HTTP service over loopback").
///
/// Hummingbird runs each connection in a task on Swift's global executor. A request then
/// crossed threads twice (strace): the event loop read it and woke a thread of the cooperative
/// pool (a futex), which ran the handler and woke the loop again to write the answer (its
/// eventfd). With the task's executor preference on its event loop, the head the loop reads
/// resumes the task on the same thread in the same turn of the loop, and NIO's async writer
/// writes the answer straight into the pipeline (it checks `inEventLoop`): no handoff at all.
/// Measured on 2 cores (hey, 16 connections): 1.2–1.5 context switches a request instead of
/// 3.2–3.5; paced requests spread evenly at 250 a second, a p99 of 3.7 ms instead of 4.3–6.9;
/// hey's bursts of 16 at 1,000 a second, a p50 of 6.1 ms instead of 7.2; and with a reader
/// per loop (ServerStore), wrk's 32 connections 2,500 answers a second instead of 2,000.
///
/// The price: a handler's synchronous work holds the loop's other connections meanwhile, as it
/// held one of the cooperative pool's threads before, and there are only as many loops as
/// cores. Short reads run here on purpose (the SQLite store reads on the calling thread, on
/// readers kept for them), but one long read used to be enough to stall a loop for seconds:
/// an export of a million messages made `/v1/health` wait 16 s, eight of them 67 s (issue 44).
/// So nothing long runs on a loop: a route says when its reads are long (`LongRead`: exports,
/// searches of text), and the store then awaits a reader of a separate set, the task suspended
/// and the loop free; any other read past 20 ms is stopped and sent there too. Writes go to
/// the store's writer queue, an upload's spooling to NIO's thread pool (`UploadSpool`).
struct EventLoopChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await withTaskExecutorPreference(EventLoopTaskExecutor(value.channel.eventLoop)) {
            await inner.handle(value: value, logger: logger)
        }
    }
}

/// Swift's jobs run as tasks of a NIO event loop. From the loop's own thread `execute` only
/// queues the job for this turn of the loop; from another thread it wakes the loop.
final class EventLoopTaskExecutor: TaskExecutor {
    let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        eventLoop.execute { job.runSynchronously(on: executor) }
    }
}
