"""Helpers of scripts/bench-serve: the two servers, wrk and its output, Datasette's table.

Kept beside the script (as bench_startup.py is beside scripts/bench) so that neither file grows
past what one can read in a sitting.
"""
import json
import os
import re
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

# Whom the benchmarks' tokens speak for: the CLI's own person, the inbox's first, whose state
# every page reads as a single user's does (a token of its own name is a person new to the inbox).
ME = os.environ.get("THREADS_USER") or os.environ.get("USER") or os.environ.get("LOGNAME") or "me"


def fail(message):
    sys.exit(f"bench-serve: {message}")


def say(message):
    print(f"bench-serve: {message}", file=sys.stderr, flush=True)


def ensure_debian_tool(name):
    """`name` (wrk, or hey: a Go load generator that can pace its requests) from Debian's packages,
    installed when missing (we run as root)."""
    if shutil.which(name) is None:
        say(f"installing {name} (apt-get)")
        subprocess.run(["apt-get", "update", "-qq"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["apt-get", "install", "-y", "-qq", name], check=True, stdout=subprocess.DEVNULL,
                       env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    return shutil.which(name) or fail(f"{name} is missing and could not be installed")


def ensure_datasette(root):
    """Datasette (PyPI) in its own venv under .build, as scripts/check-openapi keeps schemathesis."""
    venv = root / ".build" / "venv-datasette"
    binary = venv / "bin" / "datasette"
    if not binary.exists():
        say("installing datasette into .build/venv-datasette (pip)")
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "datasette"], check=True)
    version = subprocess.run([str(binary), "--version"], check=True, capture_output=True, text=True).stdout.strip()
    return str(binary), version.split()[-1]


def idle_share(seconds):
    """The share of all cores' time that was idle over the next `seconds` (/proc/stat)."""
    def sample():
        fields = [int(v) for v in open("/proc/stat").readline().split()[1:9]]
        return sum(fields), fields[3] + fields[4]
    (total, idle), _ = sample(), time.sleep(seconds)
    total2, idle2 = sample()
    return (idle2 - idle) / max(1, total2 - total)


def wait_quiet(limit=180, share=0.9):
    """Waits, up to `limit` seconds, until the cores were at least `share` idle over 2 s, so that
    a round does not measure another process's load (the machine may be shared). Whether it was."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if idle_share(2) >= share:
            return True
    say(f"the machine was busy for {limit} s; measuring anyway")
    return False


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def get(url, token=None, timeout=10):
    """(status, body) of a GET; an HTTP error's status is returned, not raised."""
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"} if token else {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


class Server:
    """A server process on loopback, its stderr (and stdout) in a log file; stopped by SIGTERM."""

    def __init__(self, name, command, log, ready_path, port=None):
        self.name, self.log_path = name, Path(log)
        self.log = open(self.log_path, "wb")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=self.log, stdin=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}" if port else None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                fail(f"{name} exited at start ({self.process.returncode}): {self.log_path.read_text()[-2000:]}")
            if self.base is None:
                found = re.search(r"listening on (http://\S+)", self.log_path.read_text(errors="replace"))
                self.base = found.group(1) if found else None
            if self.base:
                try:
                    if get(self.base + ready_path, timeout=2)[0] == 200:
                        return
                except OSError:
                    pass
            time.sleep(0.1)
        self.stop()
        fail(f"{name} did not answer {ready_path} within 60 s: {self.log_path.read_text()[-2000:]}")

    @property
    def pid(self):
        return self.process.pid

    def cpu_seconds(self):
        """User and system CPU the process has used so far (from /proc)."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                say(f"{self.name} did not stop within 20 s of SIGTERM; killing it")
                self.process.kill()
                self.process.wait()
        self.log.close()


UNITS = {"us": 1e-6, "ms": 1e-3, "s": 1.0, "m": 60.0}


def seconds(text):
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(number) * UNITS[unit]


def parse_wrk(output):
    """Requests/sec, requests, p50 and p99 (seconds), non-2xx/3xx count and socket errors of a wrk run."""
    found = lambda pattern: re.search(pattern, output, re.MULTILINE)
    rate, total = found(r"^Requests/sec:\s+([\d.]+)"), found(r"^\s+(\d+) requests in")
    p50, p99 = found(r"^\s+50%\s+(\S+)"), found(r"^\s+99%\s+(\S+)")
    if not (rate and total and p50 and p99):
        fail(f"could not read wrk's output:\n{output}")
    bad, errors = found(r"Non-2xx or 3xx responses:\s+(\d+)"), found(r"Socket errors:\s+(.*)$")
    return {"rate": float(rate.group(1)), "requests": int(total.group(1)), "p50": seconds(p50.group(1)),
            "p99": seconds(p99.group(1)), "non2xx": int(bad.group(1)) if bad else 0,
            "socket_errors": errors.group(1).strip() if errors else ""}


def wrk(binary, url, connections, duration, token=None, script=None):
    command = [binary, "-t2", f"-c{connections}", f"-d{duration}s", "--latency"]
    command += ["-H", f"Authorization: Bearer {token}"] if token else []
    command += ["-s", str(script)] if script else []
    result = subprocess.run(command + [url], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"wrk failed ({result.returncode}): {result.stderr.strip()}")
    figures = parse_wrk(result.stdout)
    if figures["non2xx"]:
        fail(f"{figures['non2xx']} answers that were not 2xx or 3xx from {url}:\n{result.stdout}")
    if figures["socket_errors"]:
        say(f"wrk saw socket errors ({figures['socket_errors']}) on {url}")
    return figures


def percentile(ordered, fraction):
    """The nearest-rank percentile of an ascending list."""
    return ordered[max(0, min(len(ordered) - 1, int(-(-fraction * len(ordered) // 1)) - 1))]


def hey_staggered(binary, url, rate, workers, duration, token=None):
    """The same offered rate from `workers` hey processes of one worker each, started a
    `workers`-th of a period apart (each with `-cpus 1`): hey starts its workers' tickers together, so `hey -c 16`
    sends its 16 requests within a millisecond of each other on every tick; this sends them
    evenly spread. A diagnostic beside `hey`: what a request costs when it does not arrive with
    fifteen others. Figures as `hey`'s."""
    per_worker, procs = rate / workers, []
    # One core each (Go's GOMAXPROCS): sixteen runtimes of two would spin for work beside the server.
    command = [binary, "-c", "1", "-cpus", "1", "-q", f"{per_worker:g}", "-z", f"{duration}s", "-o", "csv"]
    command += ["-H", f"Authorization: Bearer {token}"] if token else []
    deadline = time.monotonic() + duration + 60
    try:
        for _ in range(workers):
            procs.append(subprocess.Popen(command + [url], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
            time.sleep(1 / per_worker / workers)
        outputs = [p.communicate(timeout=max(1, deadline - time.monotonic())) for p in procs]
    except subprocess.TimeoutExpired:
        fail(f"a staggered hey did not finish within {duration + 60} s")
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    if any(p.returncode != 0 for p in procs):
        fail(f"a staggered hey failed: {[err.strip()[-300:] for _, err in outputs]}")
    return hey_figures("\n".join([outputs[0][0].splitlines()[0]] + [line for out, _ in outputs for line in out.splitlines()[1:]]),
                       url, rate, duration)


def hey(binary, url, rate, workers, duration, token=None, headers=()):
    """`rate` requests a second offered in all by `workers` connections for `duration` seconds.

    hey's `-q` is per worker, so each is paced at rate / workers: one request per tick, a tick
    dropped while the worker still waits for its answer (so a server slower than the pace gets
    fewer, and `rate` is the offered, not the answered, rate). Bounded in time by `-z` and so in
    count by rate x duration; a hung hey is killed 60 s past its duration. Every request's time
    comes from its CSV; those that also opened their connection (a worker's first) are left out,
    so the figures are of requests on open keep-alive connections, as wrk's are."""
    command = [binary, "-c", str(workers), "-q", f"{rate / workers:g}", "-z", f"{duration}s", "-o", "csv"]
    command += ["-H", f"Authorization: Bearer {token}"] if token else []
    command += [part for header in headers for part in ("-H", header)]
    try:
        result = subprocess.run(command + [url], capture_output=True, text=True, timeout=duration + 60)
    except subprocess.TimeoutExpired:
        fail(f"hey did not finish within {duration + 60} s: {' '.join(command)}")
    if result.returncode != 0:
        fail(f"hey failed ({result.returncode}): {result.stderr.strip()[-500:]}")
    return hey_figures(result.stdout, url, rate, duration)


def hey_figures(csv, url, rate, duration):
    """p50, p99 and max (seconds) of hey's CSV, leaving out requests that opened their connection."""
    lines = csv.strip().splitlines()
    if not lines or not lines[0].startswith("response-time,DNS+dialup,"):
        fail(f"could not read hey's output:\n{csv[:500]}")
    times, dialled, statuses = [], 0, {}
    for line in lines[1:]:
        fields = line.split(",")
        status = int(fields[6])
        statuses[status] = statuses.get(status, 0) + 1
        if float(fields[1]) > 0:
            dialled += 1
        else:
            times.append(float(fields[0]))
    if set(statuses) != {200}:
        fail(f"answers other than 200 from {url}: {statuses}")
    if len(times) < 10:
        fail(f"hey got only {len(times)} answers on open connections from {url}")
    times.sort()
    return {"offered": rate, "answered": (len(times) + dialled) / duration, "requests": len(times) + dialled,
            "p50": percentile(times, 0.50), "p99": percentile(times, 0.99), "max": times[-1], "dialled": dialled}


def median_round(rounds):
    """The round of median req/s (the middle one of an odd count), with its own latencies."""
    ordered = sorted(rounds, key=lambda r: r["rate"])
    return ordered[(len(ordered) - 1) // 2] if len(ordered) % 2 else {
        "rate": statistics.median(r["rate"] for r in rounds), "p50": statistics.median(r["p50"] for r in rounds),
        "p99": statistics.median(r["p99"] for r in rounds)}


POST_SCRIPT = """-- Written by scripts/bench-serve: each request posts one message into a thread drawn at random.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local body = '{"body":"A post from scripts/bench-serve, to see how many the service stores a second."}'
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("seed", counter)
end
function init(args)
  math.randomseed(seed * 7919)
end
function request()
  return wrk.format(nil, "/v1/threads/" .. math.random(%(low)d, %(high)d) .. "/messages", nil, body)
end
"""


def post_script(low, high):
    handle = tempfile.NamedTemporaryFile("w", prefix="bench-serve-", suffix=".lua", delete=False)
    with handle:
        handle.write(POST_SCRIPT % {"low": low, "high": high})
    return Path(handle.name)


# Per thread, what a row of our list answer shows (Sources/Server/openapi.json's Thread), the
# newest message flattened into three columns. Datasette sorts by one column and breaks ties by
# the primary key ascending, where our list breaks them by id descending; `sort_key` (the
# activity time in ms, then the id, both zero-padded) is that order in one column.
DATASETTE_TABLE = """
CREATE TABLE threads (
    id INTEGER PRIMARY KEY, key TEXT NOT NULL, title TEXT NOT NULL, participants TEXT NOT NULL,
    starred INTEGER NOT NULL, archived INTEGER NOT NULL, muted INTEGER NOT NULL,
    unread_count INTEGER NOT NULL, message_count INTEGER NOT NULL,
    created_at TEXT NOT NULL, last_activity_at TEXT NOT NULL,
    last_message_author TEXT, last_message_body TEXT, last_message_sent_at TEXT,
    sort_key TEXT NOT NULL
);
INSERT INTO threads
SELECT t.id, t.key, t.title,
       (SELECT json_group_array(name) FROM (SELECT name FROM src.participants WHERE thread_id = t.id ORDER BY position)),
       t.starred, t.archived, t.muted, t.unread_count, t.message_count,
       strftime('%Y-%m-%dT%H:%M:%SZ', t.created_at / 1000, 'unixepoch'),
       strftime('%Y-%m-%dT%H:%M:%SZ', t.last_activity_at / 1000, 'unixepoch'),
       m.author, m.body, strftime('%Y-%m-%dT%H:%M:%SZ', m.sent_at / 1000, 'unixepoch'),
       printf('%015d-%012d', t.last_activity_at, t.id)
FROM src.threads t
LEFT JOIN src.messages m ON m.id = (SELECT id FROM src.messages WHERE thread_id = t.id ORDER BY sent_at DESC, id DESC LIMIT 1);
-- Serves `starred = 1 AND archived = 0 AND muted = 0 ORDER BY sort_key DESC, id` (Datasette's SQL).
CREATE INDEX threads_starred_by_activity ON threads (starred, archived, muted, sort_key DESC, id);
"""
DATASETTE_QUERY = "starred=1&archived=0&muted=0&_sort_desc=sort_key&_size=50&_shape=array"


def build_datasette_table(source, target):
    """The denormalised copy of `source` that Datasette serves."""
    target = Path(target)
    partial = target.with_suffix(".partial")
    partial.unlink(missing_ok=True)
    db = sqlite3.connect(f"file:{partial}", uri=True)
    try:
        db.execute("ATTACH DATABASE ? AS src", (f"file:{source}?mode=ro",))
        db.executescript(DATASETTE_TABLE)
        db.execute("ANALYZE main")
        db.commit()
    finally:
        db.close()
    partial.replace(target)


def datasette_plan(path):
    """SQLite's plan for the SQL Datasette sends for DATASETTE_QUERY (checked: no temp B-tree)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        rows = db.execute("EXPLAIN QUERY PLAN SELECT * FROM threads WHERE archived = '0' AND muted = '0' AND starred = '1' "
                          "ORDER BY sort_key DESC, id LIMIT 51").fetchall()
    return "; ".join(row[-1] for row in rows)


def page_ids(server_base, token, datasette_base, datasette_name):
    """Our 50 ids for is:starred and Datasette's, in order."""
    status, body = get(f"{server_base}/v1/threads?q=is:starred&limit=50", token)
    if status != 200:
        fail(f"GET /v1/threads answered {status}: {body[:300]!r}")
    ours = [thread["id"] for thread in json.loads(body)["threads"]]
    status, body = get(f"{datasette_base}/{datasette_name}/threads.json?{DATASETTE_QUERY}")
    if status != 200:
        fail(f"Datasette answered {status}: {body[:300]!r}")
    return ours, [row["id"] for row in json.loads(body)]
