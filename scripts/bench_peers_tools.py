#!/usr/bin/env python3
"""What scripts/bench-peers runs each tool with, and how it indexes a corpus with each: the commands, their
environments, the copies of the programs the questions are timed from, and the indexes made or reused.
"""
import json, os, re, shlex, shutil, subprocess, sys, time  # noqa: E401
from datetime import datetime, timezone
from pathlib import Path

TOOLS, PIPE = ("threads", "notmuch", "mu"), subprocess.PIPE
BASE_ENV = dict(os.environ, TZ="UTC")
fail = lambda text: sys.exit(say(text) or 1)  # noqa: E731
plural = lambda number, noun: f"{number:,} {noun}{'' if number == 1 else 's'}"  # noqa: E731


def say(text):
    print(f"bench-peers: {text}", file=sys.stderr, flush=True)


def run(argv, env=BASE_ENV, lines=False):
    """Runs argv (no shell): (wall seconds, stdout). Fails loudly on a bad exit, or with lines=True on no output."""
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, stdout=PIPE, stderr=PIPE)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        fail(f"{shlex.join(map(str, argv))} failed (exit {done.returncode}):\n{done.stderr.decode(errors='replace')[-3000:]}")
    if lines and not done.stdout.strip():
        fail(f"{shlex.join(map(str, argv))} printed nothing, and every question here has an answer")
    return seconds, done.stdout.decode(errors="replace")


class Tools:
    """Each tool's command lines and environment, on one corpus's indexes."""

    def __init__(self, binary, folders, programs=None):
        self.binary, self.folders = binary, folders
        self.env = {"threads": dict(BASE_ENV, THREADS_DATABASE=str(folders["threads"] / "t.sqlite")),
                    "notmuch": dict(BASE_ENV, NOTMUCH_CONFIG=str(folders["notmuch"] / "notmuch.config")), "mu": dict(BASE_ENV)}
        self.programs = {"threads": binary, "notmuch": "notmuch", "mu": "mu"}
        for tool, (program, libraries) in (programs or {}).items():
            self.programs[tool] = program
            self.env[tool]["LD_LIBRARY_PATH"] = libraries

    def argv(self, tool, tail):
        muhome = ["--muhome", str(self.folders["mu"] / "mu")]
        program = self.programs[tool]
        return [program, *tail[:1], *muhome, *tail[1:]] if tool == "mu" else [program, *tail]

    def timed(self, folder):
        """The same tools run from copies of their programs and of every library each loads, all written just
        now into folder/<tool>: a program file just written starts up to a millisecond faster than one the kernel
        dropped and read back page by page (docs/performance-notes.md), and a tool installed long ago would
        otherwise be timed against one installed a minute ago."""
        copies = {}
        for tool, program in self.programs.items():
            program, target = shutil.which(program), folder / tool
            shutil.rmtree(target, ignore_errors=True)
            target.mkdir(parents=True)
            for path in [program, *re.findall(r"=> (/\S+)", run(["ldd", program])[1])]:
                shutil.copy2(path, target / Path(path).name)
            copies[tool] = (str(target / Path(program).name), str(target))
        return Tools(self.binary, self.folders, copies)

    def run(self, tool, tail, lines=False):
        return run(self.argv(tool, tail), self.env[tool], lines)

    def found(self, tool, query):
        """How many threads (messages, for mu) the query selects."""
        if tool == "notmuch":
            return int(self.run(tool, ["count", "--output=threads", query])[1])
        if tool == "mu":
            return len(self.run(tool, ["find", "--fields=i", query])[1].splitlines())
        text = self.run(tool, ["count", *([query] if query else [])])[1].strip()
        match = re.match(r"([\d,]+) threads?\b", text) or fail(f"threads count {query!r} printed {text!r}, not 'N threads, M unread'")
        return int(match[1].replace(",", ""))


def index_once(tool, tools, corpus):
    """One tool's index made from nothing: (wall seconds, peak RSS in KiB and CPU seconds (user + system, children
    included) by /usr/bin/time, messages, what it found)."""
    folder, env = tools.folders[tool], tools.env[tool]
    for path in [*folder.glob("t.sqlite*"), folder / "nm", folder / "mu"]:
        shutil.rmtree(path) if path.is_dir() else path.unlink(missing_ok=True)
    if tool == "notmuch":
        (folder / "nm").mkdir()
        Path(env["NOTMUCH_CONFIG"]).write_text(f"[database]\npath={folder / 'nm'}\nmail_root={corpus}\n[new]\ntags=unread;inbox\n"
                                               "[user]\nname=bench\nprimary_email=bench@bench.example\n")
    elif tool == "mu":
        run(tools.argv("mu", ["init", "--maildir", str(corpus), "--quiet"]))
    argv = {"threads": [tools.binary, "import", "--maildir", str(corpus), "--quiet"],
            "notmuch": ["notmuch", "new", "--quiet"], "mu": tools.argv("mu", ["index", "--quiet"])}[tool]
    seconds, out = run(["/usr/bin/time", "-f", "%M %U %S", "-o", str(folder / "rss"), *argv], env)
    rss, user, system = (folder / "rss").read_text().split()[-3:]
    rss, cpu = int(rss), float(user) + float(system)
    if tool == "threads":
        last = (out.strip().splitlines() or [""])[-1]
        match = re.fullmatch(r"Imported (\d+) messages into (\d+) threads \(0 already here, 0 not mail\)", last) or fail(
            f"threads import ended with {last!r}, not 'Imported N messages into M threads (0 already here, 0 not mail)'")
        return seconds, (rss, cpu), int(match[1]), plural(int(match[2]), "thread")
    if tool == "notmuch":
        return seconds, (rss, cpu), int(tools.run(tool, ["count", "*"])[1]), plural(tools.found(tool, "*"), "thread")
    messages = tools.found(tool, "")
    return seconds, (rss, cpu), messages, plural(messages, "message")


def index_all(tools, corpus, size, args, kind="short"):
    """Each tool's index, made (and timed --index-rounds times) or reused: its figures, then or now."""
    figures, warm = {}, False
    for tool in TOOLS:
        folder, meta = tools.folders[tool], tools.folders[tool] / "index.json"
        if meta.exists() and not args.reindex:
            figures[tool] = {**json.loads(meta.read_text()), "cached": True}
            say(f"{size:,} {kind}: {tool}: reusing the index in {folder} (timed {figures[tool]['when']})")
            continue
        meta.unlink(missing_ok=True)
        folder.mkdir(parents=True, exist_ok=True)
        if not warm:
            say(f"reading {corpus} into the page cache")
            subprocess.run(f"find {shlex.quote(str(corpus))} -type f -print0 | xargs -0 cat >/dev/null", shell=True, check=True)
            warm = True
        rounds = []
        for number in range(args.index_rounds):
            rounds.append(index_once(tool, tools, corpus))
            if rounds[-1][2] != size:
                fail(f"{tool} indexed {rounds[-1][2]:,} messages of {size:,}")
            say(f"{size:,} {kind}: {tool} indexed in {rounds[-1][0]:.1f} s (CPU {rounds[-1][1][1]:.1f} s), {rounds[-1][1][0] // 1024} MiB "
                f"({number + 1}/{args.index_rounds})")
        figures[tool] = {"seconds": [r[0] for r in rounds], "rss_kib": max(r[1][0] for r in rounds),
                         "cpu_seconds": [r[1][1] for r in rounds], "found": rounds[-1][3],
                         "when": datetime.now(timezone.utc).strftime("%Y-%m-%d")}
        meta.write_text(json.dumps(figures[tool], indent=1) + "\n")
    return figures
