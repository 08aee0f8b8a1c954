#!/usr/bin/env python3
"""The long kind of scripts/bench-peers' Maildir: the same questions on mail of another shape.

    python3 scripts/bench_peers_long.py --count 100000 --cache /tmp/bench-peers-corpus
        prints the Maildir's path; made once per count, seed and VERSION, then reused

The short kind (bench_peers_corpus.py) is a team's chat by mail: a few lines of plain UTF-8. This
kind is the other end, and each flatters a different tool: the peers' cost grows with a text's
vocabulary, ours with its length (a phrase's page reads the messages its trigrams match).

- The same threads, people, vocabulary (Zipf's law), flags and planted answers as the short kind
  (RARE_WORD in one message, PHRASE in 1%, its words alone in 1% each), from the same seed.
- Bodies of 2 to 6 KB (mostly nearer 2), wrapped at 72 columns, a planted text never split.
- Every other thread is Japanese-bearing: its subject ends in Japanese (RFC 2047), and each of its
  messages holds two to five lines of Japanese among the words, written in one of UTF-8 base64,
  ISO-2022-JP 7bit, Shift_JIS base64 and EUC-JP quoted-printable. The other threads are English
  with a few accented words, in UTF-8 quoted-printable, ISO-8859-1 quoted-printable or UTF-8 8bit.

Deterministic like the short kind; `questions.json` beside the Maildir names the words whose share
of messages is near 10% and 1% at this kind's length.
"""
import hashlib, random, sys  # noqa: E401
from datetime import datetime, timezone
from email.header import Header
from email.message import EmailMessage
from email.policy import default
from email.utils import format_datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_peers_corpus as short  # noqa: E402

# The version of the bytes this kind writes: change it with any change here that changes them, and
# with every change of bench_peers_corpus.VERSION (the threads, words and people come from there).
VERSION = "3f803d409b03"
# (charset, transfer encoding): a Japanese-bearing message takes one of the first list, an English one of the second.
JAPANESE_ENCODINGS = [("utf-8", "base64"), ("iso-2022-jp", "7bit"), ("shift_jis", "base64"), ("euc-jp", "quoted-printable")]
ENGLISH_ENCODINGS = [("utf-8", "quoted-printable"), ("iso-8859-1", "quoted-printable"), ("utf-8", "8bit")]
ACCENTED = ["café", "naïve", "résumé", "déjà", "façade", "crème", "señor", "über"]
# Headers are written as given (set_raw, never refolded): the Japanese ones keep their own charset.
POLICY = default.clone(refold_source="none")
# Mean words a body holds (2,000-6,000 bytes, mostly nearer 2,200; 8.1 bytes a word with its space).
MEAN_WORDS = (2000 + 6000 + 2200) / 3 / 8.1


def body(rng, plant, japanese):
    """One message's text: Zipf sentences wrapped at 72 columns, the planted texts inside them (one
    token each, so never split), and for a Japanese-bearing message lines of Japanese between them."""
    target = int(rng.triangular(2000, 6000, 2200))
    words, length = [], 0
    while length < target:
        # A few accented words in English mail; the Japanese charsets have no room for them.
        accented = not japanese and rng.random() < 0.01
        word = rng.choice(ACCENTED) if accented else rng.choices(short.VOCABULARY, cum_weights=short.CUMULATIVE)[0]
        words.append(word)
        length += len(word) + 1
    for extra in plant:  # never first or last, so a sentence's capital and full stop leave it alone
        words.insert(rng.randint(1, len(words) - 1), extra)
    tokens, start = [], 0
    while start < len(words):  # sentences of 6 to 20 words
        end = min(len(words), start + rng.randint(6, 20))
        sentence = words[start:end]
        sentence[0], sentence[-1] = sentence[0].capitalize(), sentence[-1] + "."
        tokens += sentence
        start = end
    lines, line = [], ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > 72:
            lines.append(line)
            line = ""
        line = f"{line} {token}" if line else token
    lines.append(line)
    if japanese:
        for _ in range(rng.randint(2, 5)):
            lines.insert(rng.randint(0, len(lines)), "、".join(rng.sample(short.JAPANESE, rng.randint(2, 3))) + "。")
    return "\n".join(lines) + "\n"


def thread_files(job):
    """The files of one thread: (name, bytes), from the seed and the thread's number alone."""
    seed, number, size, first, rare_thread = job
    rng = random.Random(f"{seed}:{number}:long")
    japanese = number % 2 == 1
    people = []
    while len(people) < rng.randint(2, 3):
        person = rng.choices(short.PEOPLE_LIST, cum_weights=short.PEOPLE_CUMULATIVE)[0]
        if person not in people:
            people.append(person)
    subject = " ".join(rng.choices(short.VOCABULARY, cum_weights=short.CUMULATIVE, k=rng.randint(2, 6))).capitalize()
    if japanese:
        subject += " " + rng.choice(short.JAPANESE)
    when = short.END - short.SPAN + rng.random() * (short.SPAN - 40 * 86400)
    chain, files = [], []
    for index in range(size):
        n = first + index
        draw = rng.random()
        plant = [" ".join(short.PHRASE)] if draw < 0.01 else [short.PHRASE[0]] if draw < 0.02 else [short.PHRASE[1]] if draw < 0.03 else []
        if rare_thread and index == 0:
            plant.append(short.RARE_WORD)
        charset, cte = rng.choice(JAPANESE_ENCODINGS if japanese else ENGLISH_ENCODINGS)
        header_charset = "iso-2022-jp" if japanese and charset != "utf-8" else "utf-8"
        name, address = people[index % len(people)]
        when += rng.randint(300, 3 * 86400)
        message = EmailMessage(policy=POLICY)
        message.set_raw("From", f"{name} <{address}>")
        message.set_raw("To", "team <team@peers.example>")
        title = ("Re: " if index else "") + subject
        message.set_raw("Subject", Header(title, header_charset).encode() if japanese else title)
        message.set_raw("Date", format_datetime(datetime.fromtimestamp(int(when), timezone.utc)))
        message_id = f"<l{number}.{index}.{hashlib.sha1(f'{seed}:{n}'.encode()).hexdigest()[:10]}@peers.example>"
        message.set_raw("Message-ID", message_id)
        if chain:
            message.set_raw("In-Reply-To", chain[-1])
            message.set_raw("References", "\n ".join(chain))
        chain.append(message_id)
        message.set_content(body(rng, plant, japanese), charset=charset, cte=cte)
        flag = rng.random()
        flags = "FS" if flag < 0.1 else ("" if flag < 0.3 else "S")
        files.append((f"{1_700_000_000 + n}.M{n}P1.peers:2,{flags}", message.as_bytes(policy=POLICY)))
    return files


def words_by_share():
    """The words held by about 10% and 1% of messages at this kind's length, by Zipf's law (as the
    short kind finds its own)."""
    total = short.CUMULATIVE[-1]
    share = lambda rank: 1 - (1 - 1 / (rank * total)) ** MEAN_WORDS  # noqa: E731
    nearest = lambda target: min(range(1, short.VOCABULARY_SIZE + 1), key=lambda r: abs(share(r) - target))  # noqa: E731
    return {"common_word": short.VOCABULARY[nearest(0.10) - 1], "one_percent_word": short.VOCABULARY[nearest(0.01) - 1]}


def generate(count, seed, cache):
    """The long Maildir of `count` messages under cache, made unless there at this version."""
    return short.generate(count, seed, cache, make=thread_files, suffix="-long", version=VERSION,
                          words=lambda count: {**short.questions(count), **words_by_share()})


if __name__ == "__main__":
    short.main(generate, __doc__.splitlines()[0])
