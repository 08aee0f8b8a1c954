"""The 10m size of scripts/bench: 1,000,000 threads and 10,000,000 messages (opt-in, about
half an hour on 2 cores: two seeds, an older build, the questions).

    scripts/bench --sizes 10m                 # this section alone
    scripts/bench --sizes 10m --runs 21       # worst of 21 runs per search, as docs/search.md asks

It seeds the inbox with this build (timed, peak memory, file size), asks list pages and searches
of 1, 2, 3 and 6 characters, each common and absent, and reports the median and the worst run.
Then it builds the commit before the newest schema migration, seeds the same inbox with it,
and times this build's first command on that file: the migration, measured where people's
inboxes go. The section it writes sits between `<!-- bench-scale: begin -->` and
`<!-- bench-scale: end -->` in docs/performance.md; scripts/bench keeps it.
"""
import re
import statistics
import subprocess
import sys
from pathlib import Path

THREADS, MESSAGES = 1_000_000, 10_000_000

LISTS = [
    ("list (inbox, newest first)", []),
    ("list --starred --unread", ["--starred", "--unread"]),
    ("list is:unread", ["is:unread"]),
    ("list --sort title", ["--sort", "title"]),
    ("list from:marcus", ["from:marcus"]),
    ("list --with marcus --sort unread", ["--with", "marcus", "--sort", "unread"]),
    ("list title:invoice", ["title:invoice"]),
    ("list --offset 500000", ["--offset", "500000"]),
]

# (characters, how often, term). The synthetic inbox (SyntheticInbox.swift) writes no q, 猫, 請求
# or お支払い期限 anywhere; 会 and its longer forms are in a fifth of the Japanese messages.
SEARCHES = [
    (1, "common", "会"), (1, "absent", "猫"), (1, "absent", "q"),
    (2, "common", "会議"), (2, "absent", "請求"), (2, "absent", "zq"),
    (3, "common", "会議室"), (3, "absent", "請求書"),
    (6, "common", "ご確認くださ"), (6, "absent", "お支払い期限"),
]


def seed(run, binary, db):
    """Seeds `db` anew with `binary`; (seconds, peak KiB, bytes on disk)."""
    for suffix in ("", "-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    print(f"bench: seeding {db.name} with {binary}", file=sys.stderr)
    seconds, peak = run([str(binary), "--database", str(db), "seed", "--threads", str(THREADS),
                         "--messages", str(MESSAGES), "--random-seed", "1", "--quiet"])
    return seconds, peak, on_disk(db)


def on_disk(db):
    return sum(Path(str(db) + suffix).stat().st_size for suffix in ("", "-wal") if Path(str(db) + suffix).exists())


def spread(run, command, runs):
    """(median, worst) seconds of `runs` runs after one that warms the cache."""
    run(command)
    times = [run(command)[0] for _ in range(runs)]
    return statistics.median(times), max(times)


def before_schema(root):
    """The commit before the one that added the newest schema migration."""
    newest = sorted(p.name for p in (root / "schema").glob("[0-9][0-9][0-9]_*.sql"))[-1]
    added = subprocess.run(["git", "-C", str(root), "log", "--diff-filter=A", "--format=%H", "-1", "--", f"schema/{newest}"],
                           check=True, capture_output=True, text=True).stdout.strip()
    return f"{added}^", newest


def measure(root, data, binary, runs, run, build_before):
    db = data / "10m.sqlite"
    result = {"seed": seed(run, binary, db), "runs": runs}
    threads = lambda *rest: [str(binary), "--database", str(db), "list", "--limit", "50", *rest]
    result["lists"] = []
    for label, extra in LISTS:
        result["lists"].append((label, *spread(run, threads(*extra), runs)))
        print(f"bench: 10m {label}: {result['lists'][-1][1] * 1000:.1f} ms", file=sys.stderr)
    result["searches"] = []
    for length, kind, term in SEARCHES:
        inbox, everything = spread(run, threads("--search", term), runs), spread(run, threads("--all", "--search", term), runs)
        result["searches"].append((length, kind, term, inbox, everything))
        print(f"bench: 10m search {term}: {inbox[0] * 1000:.1f} / {everything[0] * 1000:.1f} ms", file=sys.stderr)

    ref, newest = before_schema(root)
    commit, older = build_before(root, ref)
    old = data / "10m-before.sqlite"
    result["before"] = (commit, newest, seed(run, older, old))
    print(f"bench: migrating {old.name} to {newest}", file=sys.stderr)
    seconds, peak = run([str(binary), "--database", str(old), "list", "--limit", "1"])
    result["migration"] = (seconds, peak, on_disk(old))
    for suffix in ("", "-wal", "-shm"):
        Path(str(old) + suffix).unlink(missing_ok=True)
    return result


def section(result):
    ms = lambda s: f"{s * 1000:.1f} ms"
    seconds, peak, size = result["seed"]
    commit, newest, (old_seconds, old_peak, old_size) = result["before"]
    migration, migration_peak, migrated_size = result["migration"]
    runs = result["runs"]
    # A migration of a new table alone takes under a second: whole seconds would print "0 s".
    took = f"{migration:.0f} s" if migration >= 10 else f"{migration:.2f} s"
    lines = ["<!-- bench-scale: begin -->",
             f"## {THREADS:,} threads, {MESSAGES:,} messages", "",
             f"`scripts/bench --sizes 10m --runs {runs}` (scripts/bench_scale.py): the inbox of "
             f"`seed --threads {THREADS} --messages {MESSAGES} --random-seed 1`, page cache warm, whole "
             f"process, `list --limit 50`; the median and the worst of {runs} runs after one that warms the cache.", "",
             "| | this build | before schema " + newest[:3] + f" ({commit}) |", "| --- | --- | --- |",
             f"| `seed` | {seconds:.0f} s, peak {peak / 1024:.0f} MiB | {old_seconds:.0f} s, peak {old_peak / 1024:.0f} MiB |",
             f"| database size | {size / 1e9:.2f} GB ({size / old_size:.2f}x) | {old_size / 1e9:.2f} GB |",
             f"| migration to {newest[:3]} on first open (`list --limit 1`) | {took}, peak {migration_peak / 1024:.0f} MiB, "
             f"{migrated_size / 1e9:.2f} GB after | — |", "",
             "| list | median | worst |", "| --- | --- | --- |"]
    lines += [f"| `{label}` | {ms(median)} | {ms(worst)} |" for label, median, worst in result["lists"]]
    lines += ["", "| search | characters | in the inbox: median / worst | `--all`: median / worst |", "| --- | --- | --- | --- |"]
    lines += [f"| `{term}` ({kind}) | {length} | {ms(inbox[0])} / {ms(inbox[1])} | {ms(everything[0])} / {ms(everything[1])} |"
              for length, kind, term, inbox, everything in result["searches"]]
    lines += ["", "<!-- bench-scale: end -->"]
    return "\n".join(lines)


def write(path, result):
    """Puts the section into `path` in place of the one there, or at its end."""
    text = Path(path).read_text() if Path(path).exists() else "# Performance\n"
    new = section(result)
    pattern = re.compile(r"<!-- bench-scale: begin -->.*?<!-- bench-scale: end -->", re.S)
    text = pattern.sub(lambda _: new, text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + new + "\n"
    Path(path).write_text(text)
