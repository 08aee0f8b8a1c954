"""The events part of scripts/bench-serve: many open `/v1/events` streams, and the time from a
CLI commit to the last of them receiving its `change` event.

One loop (epoll, no HTTP library) holds every connection: it sends the request, takes the body
apart when it is chunked, and reads each `change` event's arrival from the kernel
(SO_TIMESTAMPNS: when the bytes reached the socket), so a thousand sockets read one after the
other in Python do not count against the server. When this client had read them all is kept
too, for reference.
"""
import math
import os
import random
import selectors
import socket
import statistics
import struct
import subprocess
import time

SO_TIMESTAMPNS = getattr(socket, "SO_TIMESTAMPNS", 35)  # Linux; Python names it only on some builds


class Listener:
    """One `/v1/events` stream: `opened` once `: open` came, `changes` the kernel's arrival time of each `change` event."""

    def __init__(self, sock):
        self.sock = sock
        self.raw = bytearray()       # bytes not yet taken apart
        self.head = None             # the response head once complete
        self.chunked = False
        self.chunk_left = 0          # bytes of the current chunk still to come, with its CRLF
        self.body = bytearray()      # the event stream itself, frames not yet complete
        self.opened = False
        self.changes = []            # (arrived at the socket, read by this client), ns since the epoch
        self.lost = None

    def feed(self, data, arrived):
        read = time.time_ns()
        self.raw += data
        if self.head is None:
            end = self.raw.find(b"\r\n\r\n")
            if end < 0:
                return
            self.head = bytes(self.raw[:end]).decode("latin-1")
            del self.raw[:end + 4]
            if not self.head.startswith("HTTP/1.1 200"):
                self.lost = self.head.splitlines()[0]
                return
            self.chunked = "transfer-encoding: chunked" in self.head.lower()
        self._dechunk()
        while (end := self.body.find(b"\n\n")) >= 0:
            frame = b"\n" + bytes(self.body[:end]) + b"\n"
            del self.body[:end + 2]
            if frame.startswith(b"\n: open\n"):
                self.opened = True
            elif b"\nevent: change\n" in frame:
                self.changes.append((arrived, read))

    def _dechunk(self):
        if not self.chunked:
            self.body += self.raw
            self.raw.clear()
            return
        while self.raw:
            if self.chunk_left == 0:
                line_end = self.raw.find(b"\r\n")
                if line_end < 0:
                    return
                size = int(bytes(self.raw[:line_end]).split(b";")[0], 16)
                del self.raw[:line_end + 2]
                if size == 0:
                    self.lost = "the stream ended"
                    return
                self.chunk_left = size + 2
            take = min(self.chunk_left, len(self.raw))
            # The chunk's trailing CRLF (its last two bytes) is not part of the stream.
            self.body += self.raw[:min(take, max(0, self.chunk_left - 2))]
            del self.raw[:take]
            self.chunk_left -= take


class Client:
    def __init__(self, host, port, token, subscribers):
        self.selector = selectors.EpollSelector()
        self.listeners = []
        request = (f"GET /v1/events HTTP/1.1\r\nHost: {host}:{port}\r\nAuthorization: Bearer {token}\r\n"
                   "Accept: text/event-stream\r\n\r\n").encode()
        for index in range(subscribers):
            sock = socket.create_connection((host, port), timeout=10)
            sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
            sock.sendall(request)
            sock.setblocking(False)
            listener = Listener(sock)
            self.listeners.append(listener)
            self.selector.register(sock, selectors.EVENT_READ, listener)
            if index % 100 == 99:
                self.pump(0)  # the server's `: open` frames, so they never pile up
        self.until(lambda: all(l.opened for l in self.listeners), 60, f"not every one of {subscribers} streams opened")

    def pump(self, timeout):
        for key, _ in self.selector.select(timeout):
            listener = key.data
            if isinstance(listener, list):  # a process's pidfd: it has exited
                listener.append(time.time_ns())
                self.selector.unregister(key.fileobj)
                continue
            try:
                data, ancillary, _, _ = listener.sock.recvmsg(65536, socket.CMSG_SPACE(16))
            except BlockingIOError:
                continue
            if not data:
                listener.lost = listener.lost or "closed by the server"
                self.selector.unregister(listener.sock)
                continue
            arrived = next((struct.unpack("qq", payload[:16]) for level, kind, payload in ancillary
                            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS), None)
            if arrived is None:
                raise RuntimeError("the kernel gave no receive time (SO_TIMESTAMPNS)")
            listener.feed(data, arrived[0] * 1_000_000_000 + arrived[1])

    def failed(self):
        return [l.lost for l in self.listeners if l.lost]

    def until(self, condition, seconds, what):
        deadline = time.monotonic() + seconds
        while not condition():
            if self.failed():
                raise RuntimeError(f"{len(self.failed())} streams broke: {self.failed()[0]}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{what} within {seconds} s")
            self.pump(0.005)

    def idle(self, seconds):
        """Reads whatever comes (keep-alives) for `seconds`."""
        deadline = time.monotonic() + seconds
        self.until(lambda: time.monotonic() >= deadline, seconds + 5, "idle")

    def close(self):
        for listener in self.listeners:
            listener.sock.close()
        self.selector.close()


def idle_cpu(server_cpu, wait, seconds):
    """The server's CPU seconds a second while `wait(seconds)` runs."""
    before, start = server_cpu(), time.perf_counter()
    wait(seconds)
    return (server_cpu() - before) / (time.perf_counter() - start)


def percentile(values, fraction):
    """The nearest-rank percentile: the smallest value with at least `fraction` of them at or below it."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def measure(host, port, token, subscribers, commit_commands, idle_seconds, server_cpu):
    """Measures the idle server without and with the streams, then times each commit; returns the figures."""
    idle_before = idle_cpu(server_cpu, time.sleep, idle_seconds)  # no stream open: no poll runs
    client = Client(host, port, token, subscribers)
    try:
        idle = idle_cpu(server_cpu, client.idle, idle_seconds)  # every stream open, nothing changing
        figures = {"last": [], "first": [], "read": [], "cli": []}
        for index, command in enumerate(commit_commands):
            t0 = time.time_ns()
            cli = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            exited, pidfd = [], os.pidfd_open(cli.pid)  # readable once the CLI has exited
            client.selector.register(pidfd, selectors.EVENT_READ, exited)
            client.until(lambda: exited and all(len(l.changes) > index for l in client.listeners), 30,
                         f"commit {index + 1} did not reach every listener")
            os.close(pidfd)
            if cli.wait() != 0:
                raise RuntimeError(f"{' '.join(command)} failed ({cli.returncode}): {cli.stderr.read().decode().strip()}")
            cli.stderr.close()
            if any(len(l.changes) != index + 1 for l in client.listeners):
                raise RuntimeError(f"a listener got more than one change event for commit {index + 1}")
            arrivals = [l.changes[index][0] for l in client.listeners]
            figures["last"].append((max(arrivals) - t0) / 1e9)
            figures["first"].append((min(arrivals) - t0) / 1e9)
            figures["read"].append((max(l.changes[index][1] for l in client.listeners) - t0) / 1e9)
            figures["cli"].append((exited[0] - t0) / 1e9)
            # A pause of random length, so that commits fall at every phase of the server's poll.
            client.idle(random.uniform(0.1, 0.3))
    finally:
        client.close()
    result = {"subscribers": subscribers, "commits": len(commit_commands), "idle_cpu": idle, "idle_cpu_before": idle_before}
    for key, values in figures.items():
        result[key] = values
        result[key + "_summary"] = {"p50": statistics.median(values), "p99": percentile(values, 0.99), "max": max(values)}
    return result
