"""The start-up comparison of scripts/bench: `threads` as a whole process against the physical
limit of the question on this machine — the bare `sqlite3 -json` CLI answering the same page
from one ideal denormalised table built from the same export (one row a thread, its participants
and newest message already in it, an index per question, an FTS5 trigram table for search) —
and the same for a `--before` build, with callgrind's instruction counts, which repeat exactly
whatever else the machine is doing.
"""
import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path

FLAT = """
CREATE TABLE flat (
    id INTEGER PRIMARY KEY, key TEXT, title TEXT, participants TEXT, starred INTEGER, archived INTEGER,
    muted INTEGER, unread_count INTEGER, message_count INTEGER, created_at TEXT, last_activity_at TEXT,
    activity INTEGER, last_author TEXT, last_body TEXT, last_sent_at TEXT, everything TEXT);
"""
INDEXES = """
CREATE INDEX flat_inbox ON flat (archived, muted, activity, id);
CREATE INDEX flat_starred ON flat (archived, muted, starred, activity, id);
CREATE VIRTUAL TABLE flat_fts USING fts5 (everything, content = 'flat', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO flat_fts (flat_fts) VALUES ('rebuild');
"""
COLUMNS = ("id, key, title, participants, starred, archived, muted, unread_count, message_count, created_at, "
           "last_activity_at, last_author, last_body, last_sent_at")
ORDER = "ORDER BY activity DESC, id DESC LIMIT 50"


def build_reference(jsonl, target):
    """The denormalised table from the export, in `target` (rebuilt when older than the export)."""
    if target.exists() and target.stat().st_mtime > jsonl.stat().st_mtime:
        return
    print("bench: building the denormalised reference", file=sys.stderr)
    target.unlink(missing_ok=True)
    rows = target.with_suffix(".csv")
    with open(jsonl) as source, open(rows, "w", newline="") as out:
        writer = csv.writer(out)
        for number, line in enumerate(source, start=1):
            thread = json.loads(line)
            messages = thread.get("messages", [])
            newest = max(enumerate(messages), key=lambda pair: (pair[1]["sent_at"], pair[0]))[1] if messages else None
            activity = newest["sent_at"] if newest else thread["created_at"]
            unread = sum(1 for message in messages if not message.get("read", False))
            writer.writerow([number, thread["key"], thread["title"], json.dumps(thread["participants"], ensure_ascii=False),
                             int(thread.get("starred", False)), int(thread.get("archived", False)), int(thread.get("muted", False)),
                             unread, len(messages), thread["created_at"], activity, activity,
                             newest["author"] if newest else "", newest["body"] if newest else "", newest["sent_at"] if newest else "",
                             "\n".join([thread["title"]] + [message["body"] for message in messages])])
    subprocess.run(["sqlite3", str(target)], input=FLAT + f".import --csv {rows} flat\n" + INDEXES, text=True, check=True)
    rows.unlink()


def questions():
    """(label, threads arguments, reference SQL): the page of 50 in each format, and a search."""
    inbox = "archived = 0 AND muted = 0"
    starred = f"SELECT {COLUMNS} FROM flat WHERE {inbox} AND starred = 1 {ORDER}"
    search = (f"SELECT {COLUMNS} FROM flat WHERE {inbox} AND id IN (SELECT rowid FROM flat_fts WHERE flat_fts MATCH "
              f"'\"会議室を予約\"') {ORDER}")
    return [
        ("list --starred --format json", ["--starred", "--format", "json"], starred),
        ("list --starred --format table", ["--starred", "--format", "table"], starred),
        ("list --starred --format tsv", ["--starred", "--format", "tsv"], starred),
        ("list --search 会議室を予約 --format json", ["--search", "会議室を予約", "--format", "json"], search),
    ]


def instructions(command):
    """Instructions callgrind counts for `command` (the same for the same binary and input)."""
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or not found:
        sys.exit(f"bench: callgrind of {' '.join(command)} failed: {result.stderr.strip()[-300:]}")
    return int(found.group(1))


def database_for(binary, jsonl, target):
    """`target` holding the export `jsonl`, imported by `binary` (rebuilt when older than the
    export): the same inbox at the schema an older build knows."""
    if target.exists() and target.stat().st_mtime > jsonl.stat().st_mtime:
        return str(target)
    print(f"bench: importing the export with {binary}", file=sys.stderr)
    for suffix in ("", "-wal", "-shm"):
        Path(str(target) + suffix).unlink(missing_ok=True)
    subprocess.run([binary, "--database", str(target), "import", str(jsonl), "--quiet"], check=True, stdout=subprocess.DEVNULL)
    return str(target)


def build_before(root, ref, build):
    """The release binary of commit `ref`, built in a worktree under .build-before (git-ignored)."""
    tree = root / ".build-before" / "tree"
    commit = subprocess.run(["git", "-C", str(root), "rev-parse", ref], check=True, capture_output=True, text=True).stdout.strip()
    if not tree.exists():
        subprocess.run(["git", "-C", str(root), "worktree", "add", "--detach", str(tree), commit], check=True, stdout=subprocess.DEVNULL)
    else:
        subprocess.run(["git", "-C", str(tree), "checkout", "--detach", commit], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(f"bench: building {ref} ({commit[:8]}) for the before column", file=sys.stderr)
    subprocess.run(build, cwd=tree, check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(build + ["--show-bin-path"], cwd=tree, check=True, capture_output=True, text=True).stdout.strip()
    return commit[:8], str(Path(path) / "threads")


def measure(binaries, databases, reference, runs, medians):
    """For each question: the median of every binary (each on its database: an older build reads
    a copy at the schema it knows) and of sqlite3; then --version, and the instruction counts of
    --version and of the json page."""
    rows = []
    for label, extra, sql in questions():
        commands = [[binary, "--database", database, "list", "--limit", "50", *extra] for binary, database in zip(binaries, databases)]
        commands.append(["sqlite3", "-json", str(reference), sql])
        rows.append((label, medians(commands, runs)))
        print(f"bench: {label}: " + " / ".join(f"{t * 1000:.1f} ms" for t in rows[-1][1]), file=sys.stderr)
    version = medians([[binary, "--version"] for binary in binaries] + [["sqlite3", ":memory:", "SELECT 1"]], runs)
    counts = [(instructions([binary, "--version"]),
               instructions([binary, "--database", database, "list", "--limit", "50", "--starred", "--format", "json"]))
              for binary, database in zip(binaries, databases)]
    return rows, version, counts


def section(result, before, runs, build):
    """The lines of docs/performance.md for `measure`'s result; `before` names the older build or is None."""
    rows, version, counts = result
    ms = lambda s: f"{s * 1000:.1f} ms"
    both = before is not None
    heading = "| question | threads | sqlite3 (reference) | ratio |" if not both else \
        f"| question | threads now | ratio | threads at {before} | ratio | sqlite3 (reference) |"
    lines = ["## Whole process against the ideal reference (1m inbox)", "",
             f"`scripts/bench{' --before ' + before if both else ''}`: the page of 50 as a user asks it, against the bare "
             "`sqlite3 -json` CLI answering the same page (same columns, participants, newest message) from one "
             "denormalised table built from the same export, with the index each question wants and an FTS5 trigram "
             f"table for search: the physical limit of the question here. Medians of {runs} runs in turns; "
             "`threads` is the binary `scripts/install` leaves" + (f"; beside it, commit {before} built the way that "
             f"commit's README installed it (`{' '.join(build)}`, copied)." if both else "."), "",
             heading, "| --- " * (4 if not both else 6) + "|"]
    for label, times in rows:
        reference = times[-1]
        if both:
            lines.append(f"| `{label}` | {ms(times[0])} | {times[0] / reference:.2f}x | {ms(times[1])} | {times[1] / reference:.2f}x | {ms(reference)} |")
        else:
            lines.append(f"| `{label}` | {ms(times[0])} | {ms(reference)} | {times[0] / reference:.2f}x |")
    reference = version[-1]
    if both:
        lines.append(f"| `--version` (against `sqlite3 :memory: 'SELECT 1'`) | {ms(version[0])} | {version[0] / reference:.2f}x | "
                     f"{ms(version[1])} | {version[1] / reference:.2f}x | {ms(reference)} |")
    else:
        lines.append(f"| `--version` (against `sqlite3 :memory: 'SELECT 1'`) | {ms(version[0])} | {ms(reference)} | {version[0] / reference:.2f}x |")
    lines += ["", "Instructions (callgrind: the same count for the same binary and input, whatever the machine is doing):", "",
              "| | `threads --version` | `threads list --starred --format json` |", "| --- | --- | --- |"]
    names = ["now"] + ([f"at {before}"] if both else [])
    for name, (version_count, page_count) in zip(names, counts):
        lines.append(f"| {name} | {version_count / 1e6:.1f} M | {page_count / 1e6:.1f} M |")
    return lines + [""]
