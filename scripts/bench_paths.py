"""The paths users run, timed for two builds side by side (scripts/bench-compare --paths): the guard
that shows a feature's cost in the change that adds it, not a month later.

Each build runs on its own copy of the same inbox (100,000 threads, 1,000,000 messages, seed 1,
seeded by the before build; the after build migrates its copy once), whole process, the runs of
both builds and of the sqlite3 reference interleaved so that a slow moment of the machine meets
all of them alike. The reference is the bare `sqlite3 -json` reading the same page from one ideal
denormalised table (scripts/bench_startup.py): the physical limit of the json page here.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

import bench_startup

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build-compare"
# (label, threads arguments, target): the table of issue 36, each path at or below the before build.
PATHS = [
    ("list --starred --format json --limit 50", ["list", "--starred", "--format", "json", "--limit", "50"]),
    ("list --format table --limit 50", ["list", "--format", "table", "--limit", "50"]),
    ("list --format tsv --limit 50", ["list", "--format", "tsv", "--limit", "50"]),
    ("list --all --search checklist --format json --limit 50 (a word of the titles)",
     ["list", "--all", "--search", "checklist", "--format", "json", "--limit", "50"]),
    ("list --all --search draft --format json --limit 50 (a word of the bodies)",
     ["list", "--all", "--search", "draft", "--format", "json", "--limit", "50"]),
    ("--version", ["--version"]),
]
STARRED_JSON = (f"SELECT {bench_startup.COLUMNS} FROM flat WHERE archived = 0 AND muted = 0 AND starred = 1 "
                f"{bench_startup.ORDER}")


def build(ref):
    """A binary: the path given, or commit `ref` installed by its own scripts/install (cached)."""
    if Path(ref).is_file():
        return str(Path(ref).resolve())
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", ref + "^{commit}"],
                            check=True, capture_output=True, text=True).stdout.strip()
    prefix = WORK / commit[:12]
    binary = prefix / "bin" / "threads"
    if binary.exists():
        rewritten(prefix / "bin")
        return str(binary)
    tree = WORK / "tree"
    if not tree.exists():
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), commit], check=True,
                       stdout=subprocess.DEVNULL)
    subprocess.run(["git", "-C", str(tree), "checkout", "-q", "--detach", commit], check=True)
    print(f"bench-compare: building {ref} ({commit[:12]}) with its scripts/install", file=sys.stderr)
    subprocess.run([str(tree / "scripts" / "install"), "--prefix", str(prefix)], check=True, stdout=subprocess.DEVNULL)
    return str(binary)


def rewritten(folder):
    """Writes each program in `folder` anew, in place: a build installed hours ago may have had its pages dropped
    and read back one by one, and then starts most of a millisecond slower than the same bytes just written
    (docs/performance-notes.md). Both sides of a comparison start from files just written."""
    for program in sorted(folder.iterdir()):
        if program.is_file() and not program.name.endswith(".part"):
            part = program.with_name(program.name + ".part")
            shutil.copy2(program, part)
            os.replace(part, program)


def inboxes(before, after):
    """The inbox seeded by `before`, and a copy `after` has opened (migrated) once."""
    WORK.mkdir(exist_ok=True)
    key = Path(before).parent.parent.name if WORK in Path(before).parents else "given"
    old, new = WORK / f"inbox-{key}.sqlite", WORK / f"inbox-{key}-after.sqlite"
    if not old.exists():
        print("bench-compare: seeding 100,000 threads, 1,000,000 messages with the before build", file=sys.stderr)
        subprocess.run([before, "--database", str(old) + ".part", "seed", "--threads", "100000", "--messages", "1000000",
                        "--random-seed", "1", "--quiet"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["sqlite3", str(old) + ".part", "PRAGMA wal_checkpoint(TRUNCATE);"], check=True, stdout=subprocess.DEVNULL)
        os.replace(str(old) + ".part", old)
    for suffix in ("", "-wal", "-shm"):
        Path(str(new) + suffix).unlink(missing_ok=True)
    shutil.copyfile(old, new)
    subprocess.run([after, "--database", str(new), "stats"], check=True, stdout=subprocess.DEVNULL)
    return str(old), str(new)


def reference(after, database):
    """The denormalised reference table built from `after`'s export of the inbox."""
    jsonl, target = WORK / "inbox.jsonl", WORK / "reference.sqlite"
    if not jsonl.exists():
        with open(jsonl, "w") as out:
            subprocess.run([after, "--database", database, "export", "--all", "--quiet"], check=True, stdout=out)
    bench_startup.build_reference(jsonl, target)
    return str(target)


def timed(commands, runs):
    """Each command's wall times in ms, the commands taking turns, after one warming run each."""
    samples = [[] for _ in commands]
    for command in commands:
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    for _ in range(runs):
        for index, command in enumerate(commands):
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
            samples[index].append((time.perf_counter() - start) * 1000)
    return samples


def table(before_ref, after_ref, runs):
    before, after = build(before_ref), build(after_ref)
    old, new = inboxes(before, after)
    flat = reference(after, new)
    lines = [f"| path | before ({before_ref}): median / worst | after ({after_ref}): median / worst | change | at or below before |",
             "| --- | --- | --- | --- | --- |"]
    ratios = []
    for label, arguments in PATHS:
        on = (lambda database: []) if arguments == ["--version"] else (lambda database: ["--database", database])
        commands = [[before, *on(old), *arguments], [after, *on(new), *arguments]]
        if arguments[:2] == ["list", "--starred"]:
            commands.append(["sqlite3", "-json", flat, STARRED_JSON])
        samples = timed(commands, runs)
        (b, a) = (statistics.median(samples[0]), statistics.median(samples[1]))
        lines.append(f"| `{label}` | {b:.1f} / {max(samples[0]):.1f} ms | {a:.1f} / {max(samples[1]):.1f} ms | "
                     f"{(a / b - 1) * 100:+.0f}% | {'yes' if a <= b * 1.02 else '**no**'} |")
        if len(samples) == 3:
            r = statistics.median(samples[2])
            ratios.append(f"json page against the `sqlite3 -json` reference ({r:.1f} ms): before {b / r:.2f}x, "
                          f"after **{a / r:.2f}x** (target 2.0x)")
        print(lines[-1], file=sys.stderr)
    command = f"scripts/bench-compare --paths --before {before_ref} --after {after_ref} --runs {runs}"
    return "\n".join(["## The paths users run, against the previous release (the guard)", "",
                      "Run before an issue is closed, so that a feature's cost shows in the change that adds it: a",
                      "benchmark a developer runs, not a timed test in CI. Target: every path at or below the previous",
                      "release, and the json page at most 2.0x the sqlite3 reference.", "",
                      f"`{command}` ({date.today().isoformat()}, {os.cpu_count()} cores; medians of {runs} runs in turns, "
                      "whole process, each build on its own copy of the 1m inbox):", "", *lines, "", *[f"- {r}" for r in ratios]])


def write(text, path, section="bench-paths"):
    """Replaces `section` of `path` (between its markers: the guard's by default) with `text`."""
    begin, end = f"<!-- {section}: begin -->", f"<!-- {section}: end -->"
    document = Path(path).read_text()
    head, _, rest = document.partition(begin)
    _, _, tail = rest.partition(end)
    Path(path).write_text(head + begin + "\n" + text + "\n" + end + tail)
