"""An inbox behind a running `threads serve`, and the command line on the same database.

Each test module that changes threads starts its own `Inbox` (a fresh database in a temporary
folder, the sample inbox, a read-write and a read-only token, `threads serve --listen
127.0.0.1:0`), so no module depends on what another one did. Modules that only read use
`Inbox.shared()`: the server scripts/test-web started (THREADS_WEB_BASE and the rest), or one
started here when the suite is run without it.

The command line is the reference every page is held to: `inbox.cli("list", ...)` runs
$THREADS_BINARY on the inbox's database.
"""

import atexit
import json
import os
import signal
import subprocess
import tempfile
import time
import urllib.parse

BINARY = os.environ.get("THREADS_BINARY", "")
_started = []


def binary():
    if not BINARY or not os.access(BINARY, os.X_OK):
        raise RuntimeError(f"THREADS_BINARY must name the built threads binary (it is {BINARY!r})")
    return BINARY


class CommandFailed(AssertionError):
    pass


class Inbox:
    def __init__(self, base, token, readonly_token, database, home, process=None, folder=None):
        self.base = base.rstrip("/")
        self.token = token
        self.readonly_token = readonly_token
        self.database = database
        self.home = home
        self.process = process
        self.folder = folder
        self.origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(self.base))

    # Starting and stopping

    @classmethod
    def start(cls, name="web", seeds=(), sample=True):
        """A fresh database with the sample inbox (and `seed --threads N --messages M
        --random-seed S` for each (N, M, S) in seeds), two tokens, and a server on it."""
        folder = tempfile.mkdtemp(prefix=f"threads-web-{name}-")
        database = os.path.join(folder, "inbox.sqlite")
        home = os.path.join(folder, "home")
        os.mkdir(home)
        inbox = cls("http://127.0.0.1:0", "", "", database, home, folder=folder)
        if sample:
            inbox.cli("seed", "--sample")
        for threads, messages, random_seed in seeds:
            inbox.cli("seed", "--threads", str(threads), "--messages", str(messages),
                      "--random-seed", str(random_seed), "--quiet")
        # Both speak for the CLI's own user, the inbox's one person, as a single user's tokens should
        # (a token of its own name would be a person new to the inbox, with everything read).
        inbox.token = inbox.cli("token", "create", "web", "--person", "Web Tester").stdout.strip()
        inbox.readonly_token = inbox.cli("token", "create", "web-read-only", "--read-only", "--person", "Web Tester").stdout.strip()
        inbox.process, inbox.base = inbox.serve()
        inbox.origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(inbox.base))
        _started.append(inbox)
        return inbox

    def serve(self, log_name="serve.log"):
        """Starts one more `threads serve` on this database; returns (process, base URL).
        The caller stops the process (stop_process)."""
        log_path = os.path.join(self.folder or tempfile.mkdtemp(prefix="threads-web-"), log_name)
        with open(log_path, "wb") as log:
            # Not a session of its own: scripts/test-web ends the suite's whole process group,
            # so a server left by a crashed test does not outlive the run.
            process = subprocess.Popen([binary(), "serve", "--listen", "127.0.0.1:0"],
                                       env=self.environment(), stdin=subprocess.DEVNULL,
                                       stdout=subprocess.DEVNULL, stderr=log)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with open(log_path, encoding="utf-8", errors="replace") as log:
                for line in log:
                    if line.startswith("threads: listening on "):
                        return process, line[len("threads: listening on "):].strip()
            if process.poll() is not None:
                break
            time.sleep(0.05)
        stop_process(process)
        with open(log_path, encoding="utf-8", errors="replace") as log:
            raise RuntimeError(f"threads serve did not start:\n{log.read()}")

    @classmethod
    def shared(cls):
        """The server scripts/test-web started on the pristine sample inbox, for tests that
        change no thread; else one started here, once."""
        global _shared
        if _shared is None:
            base = os.environ.get("THREADS_WEB_BASE")
            if base:
                _shared = cls(base, os.environ["THREADS_WEB_TOKEN"],
                              os.environ["THREADS_WEB_READONLY_TOKEN"],
                              os.environ["THREADS_DATABASE"], os.environ.get("HOME", ""))
            else:
                _shared = cls.start("shared")
        return _shared

    def stop(self):
        if self.process is not None:
            stop_process(self.process)
            self.process = None

    # The command line

    def environment(self):
        env = dict(os.environ)
        env.update(THREADS_DATABASE=self.database, COLUMNS="400", NO_COLOR="1",
                   THREADS_USER="Web Tester", LC_ALL=env.get("LC_ALL") or "C.UTF-8")
        if self.home:
            env["HOME"] = self.home
        return env

    def cli(self, *args, check=True, input=None):
        """Runs threads with args on this inbox's database."""
        result = subprocess.run([binary(), *args], env=self.environment(), capture_output=True,
                                input=input.encode() if isinstance(input, str) else input)
        result.stdout = result.stdout.decode("utf-8")
        result.stderr = result.stderr.decode("utf-8")
        if check and result.returncode != 0:
            raise CommandFailed(f"threads {' '.join(args)} exited {result.returncode}: {result.stderr.strip()}")
        return result

    def threads(self, query=None, limit=50, offset=0, flags=()):
        """`threads list --format json` (one page of the web list: 50)."""
        args = ["list", "--format", "json", "--limit", str(limit), "--offset", str(offset), *flags]
        if query is not None:
            args += ["--", query]
        return json.loads(self.cli(*args).stdout)

    def header(self, query=None):
        """The first line of `threads list --format table`: the list's header line."""
        args = ["list", "--format", "table", "--color", "never"]
        if query is not None:
            args += ["--", query]
        return self.cli(*args).stdout.splitlines()[0]

    def show(self, thread_id):
        return json.loads(self.cli("show", str(thread_id), "--format", "json").stdout)

    def count(self, query):
        return json.loads(self.cli("count", "--format", "json", "--", query).stdout)["threads"]

    def query_error(self, query):
        """The CLI's words for a bad query: its stderr line without `threads: `."""
        result = self.cli("list", "--format", "json", "--", query, check=False)
        if result.returncode == 0:
            raise AssertionError(f"the CLI accepted the query {query!r}")
        line = result.stderr.strip().splitlines()[0]
        return line[len("threads: "):] if line.startswith("threads: ") else line

    def thread_titled(self, title):
        for thread in self.threads(limit=0, flags=("--all",)):
            if thread["title"] == title:
                return thread
        raise AssertionError(f"no thread titled {title!r} in threads list --all")

    def new_thread(self, title, with_=("Ben",), body=None):
        args = ["new", "--title", title]
        for name in with_:
            args += ["--with", name]
        if body is not None:
            args += ["--body", body]
        return int(self.cli(*args).stdout.strip())

    def post(self, thread_id, body):
        self.cli("post", str(thread_id), "--body", body)

    def url(self, path="/"):
        return self.base + path


_shared = None


def stop_process(process):
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=12)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@atexit.register
def _stop_all():
    for inbox in _started:
        inbox.stop()
