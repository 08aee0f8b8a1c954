#!/usr/bin/env python3
"""What each tool should find in scripts/bench-peers' Maildir, counted from the mail itself.

scripts/bench-peers asks threads and notmuch the same questions and compares their counts; where
the two define a question differently, their counts differ and neither tells which is right. This
file reads every message (headers and text decoded by Python's email package, not by either tool)
and counts each text question both ways, so that each tool's answer is checked against its own
definition:

- as text, threads' (docs/query.md): a thread holds a word or a phrase when its title (the first
  message's subject, less any `Re: `) or a message's text contains it, in any case; side by side,
  terms each hold somewhere in the thread.
- as words, notmuch's: a message holds a phrase when its subject or text has the words in order,
  whatever lies between them that is not a word (a sentence's end, a line break); `a and b` holds
  when one message has both; a thread holds what one of its messages holds.

The counts are cached beside the corpus (CORPUS.truth.json), keyed by the questions asked.
"""
import hashlib, json, re, sys  # noqa: E401
from email import message_from_binary_file
from email.policy import default
from multiprocessing import Pool
from pathlib import Path

WORD = re.compile(r"\w+")


def read(path):
    """(thread number, message index, subject, text) of one file; the thread is in its Message-ID."""
    with open(path, "rb") as handle:
        message = message_from_binary_file(handle, policy=default)
    number, index = re.match(r"<[a-z](\d+)\.(\d+)\.", message["Message-ID"]).groups()
    part = message.get_body(preferencelist=("plain",))
    return int(number), int(index), str(message["Subject"] or ""), part.get_content() if part else ""


def as_words(text):
    return WORD.findall(text.lower())


def in_order(words, phrase):
    """True when the phrase's words stand one after another among words."""
    size = len(phrase)
    return any(words[i:i + size] == phrase for i in range(len(words) - size + 1))


def scan(job):
    """For one chunk of files: {thread: [title or None, set of text questions held, set of word questions held]}."""
    paths, texts, phrases, pairs = job
    threads = {}
    for path in paths:
        number, index, subject, text = read(path)
        entry = threads.setdefault(number, [None, set(), set()])
        if index == 0:
            entry[0] = re.sub(r"^(re:\s*)+", "", subject, flags=re.IGNORECASE)
        body, words = text.lower(), [as_words(subject), as_words(text)]
        entry[1].update(t for t in texts if t in body)
        entry[2].update(p for p in phrases if any(in_order(field, p.split()) for field in words))
        entry[2].update(f"{a} and {b}" for a, b in pairs if any(a in field for field in words) and any(b in field for field in words))
    return threads


def count(corpus, texts, pairs):
    """{question: threads} for each text (as text and as words) and each pair (anywhere, and in one message)."""
    cache = corpus.parent / f"{corpus.name}.truth.json"
    # Keyed by the questions and by this file's own bytes: a change in how it counts counts again.
    key = {"texts": sorted(texts), "pairs": sorted(map(list, pairs)), "counter": hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:12]}
    if cache.exists() and (cached := json.loads(cache.read_text())).get("key") == key:
        return cached["counts"]
    texts = list(dict.fromkeys(t.lower() for t in [*texts, *(word for pair in pairs for word in pair)]))
    phrases = [t for t in texts if " " in t]
    paths = sorted(str(p) for p in (corpus / "cur").iterdir())
    jobs = [(paths[i:i + 2000], texts, phrases, pairs) for i in range(0, len(paths), 2000)]
    print(f"bench-peers: reading {len(paths):,} messages for what each tool should find", file=sys.stderr)
    threads = {}
    with Pool() as pool:
        for chunk in pool.imap_unordered(scan, jobs):
            for number, (title, held, words) in chunk.items():
                entry = threads.setdefault(number, [None, set(), set()])
                entry[0] = entry[0] if title is None else title.lower()
                entry[1] |= held
                entry[2] |= words
    holds = lambda text, title, held: text in held or text in (title or "")  # noqa: E731
    counts = {}
    for text in texts:
        counts[f"text:{text}"] = sum(1 for title, held, _ in threads.values() if holds(text, title, held))
        if " " in text:
            counts[f"words:{text}"] = sum(1 for _, _, words in threads.values() if text in words)
    for a, b in pairs:
        counts[f"anywhere:{a} {b}"] = sum(1 for title, held, _ in threads.values() if holds(a, title, held) and holds(b, title, held))
        counts[f"one message:{a} {b}"] = sum(1 for _, _, words in threads.values() if f"{a} and {b}" in words)
    cache.write_text(json.dumps({"key": key, "counts": counts}, indent=1) + "\n")
    return counts

