#!/usr/bin/env python3
"""The Maildir of scripts/bench-peers: everyday mail with a vocabulary shaped like real text.

    python3 scripts/bench_peers_corpus.py --count 100000 --cache /tmp/bench-peers-corpus
        prints the Maildir's path; made once per count, seed and VERSION, then reused

Deterministic: the same count and seed give the same bytes, whatever the pool's order.

- Threads of 1 to 12 messages, short ones likelier (4.3 on average); each reply has In-Reply-To
  the message before it and References the whole chain. Dates over two years up to 2026-06-30.
- Words from a vocabulary of 5,000 made-up words drawn by Zipf's law (the word of rank r about
  1/r as often as the first), as natural text is: a few words in most messages, most words in
  few. Made-up so that a word is never part of another (every tool then agrees on what holds
  it, whether it matches words or substrings) and no stemmer shortens one into another (each
  ends in a vowel and k, p, b, x or z).
- Bodies of 1 to 6 lines, one sentence a line (8 to 120 words, mostly near 25), plain UTF-8;
  15% of messages have a line of Japanese as well.
- Senders from 2,000 made-up people, also by Zipf's law; two or three people a thread.
- Planted, so the questions have known answers: RARE_WORD in one message of one thread, and
  PHRASE in 1% of messages, its two words also alone (never side by side) in 1% each.
- About one in ten messages flagged (F), one in five not seen (no S).

Beside the Maildir, `questions.json` names the words and people the questions ask for:
a word in about 10% of messages, one in about 1%, the planted ones, the commonest sender, the
dates; scripts/bench-peers counts what each tool finds for them.
"""
import argparse, hashlib, itertools, json, os, random, shutil, sys  # noqa: E401
from datetime import datetime, timezone
from multiprocessing import Pool
from pathlib import Path

VOCABULARY_SIZE, PEOPLE = 5000, 2000
END = datetime(2026, 6, 30, tzinfo=timezone.utc).timestamp()
SPAN = 2 * 365 * 86400
PHRASE = ("tessaly", "morrowind")
RARE_WORD = "quillomex"
JAPANESE = """お世話になっております 先日の件について ご確認をお願いします 会議の資料を添付します 来週の予定
よろしくお願いいたします 本日の打ち合わせ 議事録を共有します 見積もりの件 ご検討ください 承知しました
修正版を送ります 締め切りは金曜日です 新しいサーバーの設定 データベースの移行 テストの結果 問題が見つかりました
対応を進めています 明日までに返信します 担当者に確認します 変更点は以下の通りです 追って連絡します""".split()
# The version of the bytes this file writes (the Maildir, questions.json): change it with any change
# that changes them, so that a cached corpus, and every tool's index of it, is made anew. (It was
# the file's own hash until the long kind shared this file's writer.)
VERSION = "56299e3c3ec3"


def made_up_words(count, rng, avoid):
    """`count` lower-case words, none inside another nor inside or around any of `avoid`."""
    onsets, vowels, codas = "bdfghjklmnprstvwz", "aeiou", "kpbxz"
    words, taken = [], set(avoid)
    while len(words) < count:
        syllables = [rng.choice(onsets) + rng.choice(vowels) for _ in range(rng.randint(1, 3))]
        word = "".join(syllables) + rng.choice(onsets) + rng.choice(vowels) + rng.choice(codas)
        if word in taken or any(word in other or other in word for other in taken):
            continue
        taken.add(word)
        words.append(word)
    return words


def world():
    """The vocabulary, the people and Zipf's cumulative weights: the same for every corpus."""
    rng = random.Random("bench-peers vocabulary")
    vocabulary = made_up_words(VOCABULARY_SIZE, rng, [*PHRASE, RARE_WORD])
    name_parts = made_up_words(400, rng, [*PHRASE, RARE_WORD, *vocabulary])
    people, seen = [], set()
    while len(people) < PEOPLE:
        first, last = rng.sample(name_parts, 2)
        if (first, last) not in seen:
            seen.add((first, last))
            people.append((f"{first.capitalize()} {last.capitalize()}", f"{first}.{last}@peers.example"))
    cumulative = list(itertools.accumulate(1 / rank for rank in range(1, VOCABULARY_SIZE + 1)))
    people_cumulative = list(itertools.accumulate(1 / rank for rank in range(1, PEOPLE + 1)))
    return vocabulary, cumulative, people, people_cumulative


VOCABULARY, CUMULATIVE, PEOPLE_LIST, PEOPLE_CUMULATIVE = world()


def plan(count, seed):
    """Thread sizes adding up to count, from the seed alone."""
    rng, sizes, total = random.Random(seed), [], 0
    weights = [12, 10, 9, 8, 7, 6, 5, 4, 3, 3, 2, 2]
    while total < count:
        size = min(rng.choices(range(1, 13), weights=weights)[0], count - total)
        sizes.append(size)
        total += size
    return sizes


def body(rng, plant):
    """One message's text: sentences of Zipf words, one a line, and what `plant` asks for inside them."""
    words = rng.choices(VOCABULARY, cum_weights=CUMULATIVE, k=int(rng.triangular(8, 120, 25)))
    lines = rng.randint(1, min(6, max(1, len(words) // 6)))
    cuts = sorted(rng.sample(range(1, len(words)), lines - 1)) if lines > 1 else []
    sentences = [words[a:b] for a, b in zip([0, *cuts], [*cuts, len(words)])]
    for extra in plant:  # each planted text inside its own sentence, never first or last of it
        sentence = rng.choice([s for s in sentences if len(s) >= 2] or sentences)
        sentence.insert(rng.randint(1, max(1, len(sentence) - 1)), extra)
    text = "\n".join(" ".join(s).capitalize() + "." for s in sentences)
    if rng.random() < 0.15:
        text += "\n" + "、".join(rng.sample(JAPANESE, 2)) + "。"
    return text + "\n"


def thread_files(job):
    """The files of one thread: (name, bytes), from the seed and the thread's number alone."""
    seed, number, size, first, rare_thread = job
    rng = random.Random(f"{seed}:{number}")
    people = []
    while len(people) < rng.randint(2, 3):
        person = rng.choices(PEOPLE_LIST, cum_weights=PEOPLE_CUMULATIVE)[0]
        if person not in people:
            people.append(person)
    subject = " ".join(rng.choices(VOCABULARY, cum_weights=CUMULATIVE, k=rng.randint(2, 6))).capitalize()
    when = END - SPAN + rng.random() * (SPAN - 40 * 86400)
    chain, files = [], []
    for index in range(size):
        n = first + index
        draw = rng.random()
        plant = [" ".join(PHRASE)] if draw < 0.01 else [PHRASE[0]] if draw < 0.02 else [PHRASE[1]] if draw < 0.03 else []
        if rare_thread and index == 0:
            plant.append(RARE_WORD)
        name, address = people[index % len(people)]
        when += rng.randint(300, 3 * 86400)
        message_id = f"<p{number}.{index}.{hashlib.sha1(f'{seed}:{n}'.encode()).hexdigest()[:10]}@peers.example>"
        headers = [f"From: {name} <{address}>", "To: team <team@peers.example>",
                   f"Subject: {'Re: ' if index else ''}{subject}",
                   f"Date: {datetime.fromtimestamp(int(when), timezone.utc).strftime('%a, %d %b %Y %H:%M:%S +0000')}",
                   f"Message-ID: {message_id}"]
        if chain:
            headers += [f"In-Reply-To: {chain[-1]}", "References: " + "\n ".join(chain)]
        chain.append(message_id)
        headers += ["MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit"]
        data = ("\n".join(headers) + "\n\n" + body(rng, plant)).encode()
        flag = rng.random()
        flags = "FS" if flag < 0.1 else ("" if flag < 0.3 else "S")
        files.append((f"{1_700_000_000 + n}.M{n}P1.peers:2,{flags}", data))
    return files


def write_thread(job):
    """job: (make, then what `make` takes, then the folder): the thread's files written; their bytes."""
    make, folder, total = job[0], job[-1], 0
    for name, data in make(job[1:-1]):
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(data)
        total += len(data)
    return total


def questions(count):
    """The words asked for: expected share of messages holding the word of each rank, by Zipf's law."""
    total = CUMULATIVE[-1]
    mean_words = (8 + 120 + 25) / 3
    share = lambda rank: 1 - (1 - 1 / (rank * total)) ** mean_words
    nearest = lambda target: min(range(1, VOCABULARY_SIZE + 1), key=lambda r: abs(share(r) - target))
    since = datetime.fromtimestamp(END - 30 * 86400, timezone.utc).strftime("%Y-%m-%d")
    return {"messages": count, "common_word": VOCABULARY[nearest(0.10) - 1], "one_percent_word": VOCABULARY[nearest(0.01) - 1],
            "rare_word": RARE_WORD, "phrase": " ".join(PHRASE), "sender": PEOPLE_LIST[0][0], "since": since}


def generate(count, seed, cache, make=thread_files, suffix="", version=VERSION, words=questions):
    """The Maildir of `count` messages under cache, made unless there at `version`. Another kind of
    mail (bench_peers_long.py) gives its own `make` (a thread's files from the same job), folder
    `suffix`, `version` and `words` (what questions.json names)."""
    name = f"n{count}-seed{seed}{suffix}"
    corpus, done = cache / name, cache / f"{name}.done"
    if done.exists() and done.read_text().strip() == version:
        return corpus
    shutil.rmtree(corpus, ignore_errors=True)
    done.unlink(missing_ok=True)
    for sub in ("cur", "new", "tmp"):
        (corpus / sub).mkdir(parents=True)
    sizes = plan(count, seed)
    rare = random.Random(f"{seed}:rare").randrange(len(sizes))
    jobs, first = [], 0
    for number, size in enumerate(sizes):
        jobs.append((make, seed, number, size, first, number == rare, str(corpus / "cur")))
        first += size
    print(f"bench-peers: writing {count:,} messages ({len(jobs):,} threads) into {corpus}", file=sys.stderr)
    with Pool(os.cpu_count()) as pool:
        total = sum(pool.imap_unordered(write_thread, jobs, chunksize=64))
    if len(os.listdir(corpus / "cur")) != count:
        sys.exit(f"bench-peers: {corpus}/cur holds {len(os.listdir(corpus / 'cur'))} files, not {count}")
    (corpus.parent / f"{corpus.name}.questions.json").write_text(json.dumps({**words(count), "threads": len(jobs)}, indent=1) + "\n")
    done.write_text(version + "\n")
    print(f"bench-peers: {total / 1e6:.1f} MB", file=sys.stderr)
    return corpus


def main(corpus=generate, description=__doc__.splitlines()[0]):
    """The command line of this file, and of another kind's with its own `corpus` (generate)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cache", default="/tmp/bench-peers-corpus")
    args = parser.parse_args()
    print(corpus(args.count, args.seed, Path(args.cache)))


if __name__ == "__main__":
    main()
