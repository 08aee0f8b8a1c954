#!/usr/bin/env python3
"""The Maildirs and the table of scripts/bench-mail (beside it).

    scripts/bench-mail-corpus.py generate --count 20000 --seed 1 --cache /tmp/bench-mail-corpus
        prints the Maildir's path; made once per count, seed, kind and version of this file, then reused
    scripts/bench-mail-corpus.py generate --count 20000 --kind short
        the other kind: short plain UTF-8 mail (below)
    scripts/bench-mail-corpus.py report RESULTS.tsv --rounds 3
        the Markdown table from the lines scripts/bench-mail wrote

A corpus is deterministic: the same count and seed give the same bytes, whatever the pool's order.
Threads of 4 to 16 messages (10 on average), each reply with In-Reply-To the message before it
and References the whole chain; Dates over a year; From with display names; `Re: ` subjects. Half
the threads English (ASCII prose from a word list), half Japanese, each Japanese message in one of
UTF-8 base64, ISO-2022-JP 7bit, Shift_JIS base64 and EUC-JP quoted-printable. Bodies of 2-6 KB
(mostly nearer 2): 20,000 messages are about 80 MB. `--kind short` is the opposite shape, the
mail of a team's day: every thread English, bodies of 40-400 bytes (mostly nearer 100): a line or three of
8-bit UTF-8 text with a few accented words; 20,000 messages are about 11 MB. The peers' cost grows
with a text's vocabulary and ours with its length, so each kind flatters someone: report both. Files in cur/ named 1700000000.M<n>P1.bench:2,<flags>:
about one in ten flagged (F), one in five not seen (no S).
"""
import argparse, hashlib, os, random, shutil, statistics, sys  # noqa: E401
from email.header import Header
from email.message import EmailMessage
from email.policy import default
from email.utils import format_datetime
from datetime import datetime, timezone
from multiprocessing import Pool
from pathlib import Path

EPOCH = 1_700_000_000 - 365 * 86400  # the year before 2023-11-14
WORDS = """the a of to and in is it that for on with as was be at by this have from or one had not but what all
were when we there can an your which their said if do will each about how up out them then she many some so these
would other into has more her two like him see time could no make than first been its who now people my made over
did down only way find use may water long little very after words called just where most know get through back much
before go good new write our used me man too any day same right look think also around another came come work three
word must because does part even place well such here take why things help put years different away again off went
old number great tell men say small every found still between name should home big give air line set own under read
last never us left end along while might next sound below saw something thought both few those always looked show
large often together asked house world going want school important until form food keep children feet land side
without boy once animals life enough took sometimes four head above kind began almost live page got earth need far
hand high year mother light parts country father let night following picture being study second eyes soon times
story boys since white days ever paper hard near sentence better best across during today others however sure means
knew try told young miles sun ways thing whole hear example heard several change answer room sea against top turned
release build server query index thread message inbox backup schedule meeting review patch draft budget report""".split()
JA_PHRASES = """お世話になっております 先日の件について ご確認をお願いします 会議の資料を添付します 来週の予定 よろしくお願いいたします
本日の打ち合わせ 議事録を共有します 見積もりの件 ご検討ください 承知しました 修正版を送ります 締め切りは金曜日です
新しいサーバーの設定 データベースの移行 テストの結果 問題が見つかりました 対応を進めています 明日までに返信します
東京の事務所 大阪の支店 担当者に確認します 資料の内容 変更点は以下の通りです 念のため ご不明な点があれば 追って連絡します
先方からの回答 予算の見直し 今月の売上 来月の計画 契約書の原案 第三四半期 品質管理 開発チーム 営業部 総務課
春の研修 夏休みの予定 秋の展示会 冬の出張 電車が遅れて 雨の日 天気がよい 駅の近く 昼食の後 夕方の会議 朝早く
説明会の案内 参加者の名簿 日程の調整 場所の変更 時間の都合 検索機能 画面の表示 文字化けの報告 添付ファイル""".split()
ENGLISH_NAMES = ["Alice Moreau", "Bob Okafor", "Carol Jensen", "Dave Lindqvist", "Erin O'Neill", "Frank Russo",
                 "Grace Adeyemi", "Heidi Novak", "Ivan Petrov", "Judy Castillo", "Mallory Chen", "Niaj Gupta"]
JAPANESE_NAMES = ["山田 太郎", "佐藤 花子", "鈴木 一郎", "高橋 美咲", "田中 健", "伊藤 直子", "渡辺 修", "中村 由美"]
JA_SUBJECTS = ["会議の日程について", "見積もりのご依頼", "資料送付の件", "サーバー移行の進め方", "来月の出張", "契約書の確認",
               "研修のご案内", "不具合の報告"]
EN_SUBJECTS = ["Quarterly budget review", "Release plan for next week", "Lunch on Friday?", "Server migration",
               "Draft of the report", "Question about the index", "Meeting notes", "Holiday schedule"]
# (charset of the body, its transfer encoding): a Japanese message takes one in turn, at random.
JA_ENCODINGS = [("utf-8", "base64"), ("iso-2022-jp", "7bit"), ("shift_jis", "base64"), ("euc-jp", "quoted-printable")]
# Headers are written as given (set_raw, never refolded): the Japanese ones keep their own charset.
POLICY = default.clone(refold_source="none")
# The short kind's prose: the same words and a few that UTF-8 needs.
SHORT_WORDS = WORDS + ["café", "naïve", "résumé", "déjà", "über", "façade", "São", "Zoë"]
VERSION = hashlib.sha256(Path(__file__).read_bytes().split(b"\ndef report(")[0]).hexdigest()[:12]


def plan(count, seed):
    """Thread sizes adding up to count, from the seed alone."""
    rng, sizes = random.Random(seed), []
    while sum(sizes) < count:
        sizes.append(min(rng.randint(4, 16), count - sum(sizes)))
    return sizes


def english(rng, size, vocabulary=WORDS):
    words, length = [], 0
    while length < size:
        sentence = " ".join(rng.choices(vocabulary, k=rng.randint(6, 16)))
        words.append(sentence[0].upper() + sentence[1:] + ".")
        length += len(words[-1]) + 1
    lines, line, width = [], [], 0
    for word in " ".join(words).split(" "):
        if line and width + 1 + len(word) > 72:
            lines.append(" ".join(line))
            line, width = [], -1
        line.append(word)
        width += 1 + len(word)
    return "\n".join(lines + [" ".join(line)]) + "\n"


def japanese(rng, size):
    """Prose from JIS X 0208 characters only, so every Japanese charset can carry it; size in UTF-8 bytes."""
    parts, length = [], 0
    while length < size:
        sentence = "、".join(rng.choice(JA_PHRASES) for _ in range(rng.randint(2, 4))) + "。"
        parts.append(sentence)
        length += len(sentence.encode())
    text = "".join(parts)
    return "\n".join(text[i:i + 36] for i in range(0, len(text), 36)) + "\n"


def thread_files(job):
    """The files of one thread: (name, bytes), from the seed and the thread's number alone."""
    seed, number, size, first, short = job
    rng = random.Random(f"{seed}:{number}")
    is_japanese = number % 2 == 1 and not short
    subject = rng.choice(JA_SUBJECTS if is_japanese else EN_SUBJECTS) + f" #{number}"
    people = rng.sample(JAPANESE_NAMES if is_japanese else ENGLISH_NAMES, 3)
    when = EPOCH + rng.randrange(365 * 86400 - 30 * 86400)
    chain, files = [], []
    for index in range(size):
        n = first + index
        # Bodies of 2-6 KB, mostly nearer 2 (a triangular draw): about 4 KB a file with its headers.
        target = int(rng.triangular(40, 400, 100) if short else rng.triangular(2000, 6000, 2200))
        charset, cte = rng.choice(JA_ENCODINGS) if is_japanese else (("utf-8", "8bit") if short else ("us-ascii", "7bit"))
        if is_japanese and cte == "base64":
            target = target * 3 // 4  # base64 adds a third
        text = japanese(rng, target) if is_japanese else english(rng, target, SHORT_WORDS if short else WORDS)
        name = people[index % len(people)]
        address = f"user{(number * 7 + index % 3) % 997}@{'example.jp' if is_japanese else 'example.com'}"
        header_charset = "iso-2022-jp" if is_japanese and charset != "utf-8" else "utf-8"
        message = EmailMessage(policy=POLICY)
        message.set_raw("From", f"{Header(name, header_charset).encode() if is_japanese else name} <{address}>")
        message.set_raw("To", "bench list <list@bench.example>")
        message.set_raw("Subject", ("Re: " if index else "") + (Header(subject, header_charset).encode() if is_japanese else subject))
        when += rng.randint(300, 2 * 86400)
        message.set_raw("Date", format_datetime(datetime.fromtimestamp(when, timezone.utc)))
        message_id = f"<t{number}.m{index}.{hashlib.sha1(f'{seed}:{n}'.encode()).hexdigest()[:10]}@bench.example>"
        message.set_raw("Message-ID", message_id)
        if chain:
            message.set_raw("In-Reply-To", chain[-1])
            message.set_raw("References", "\n ".join(chain))
        chain.append(message_id)
        message.set_content(text, charset=charset, cte=cte)
        draw = rng.random()
        flags = "FS" if draw < 0.1 else ("" if draw < 0.3 else "S")
        files.append((f"{1_700_000_000 + n}.M{n}P1.bench:2,{flags}", message.as_bytes(policy=POLICY)))
    return files


def write_thread(job):
    folder = job[-1]
    total = 0
    for name, data in thread_files(job[:-1]):
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(data)
        total += len(data)
    return total


def generate(args):
    cache = Path(args.cache)
    name = f"n{args.count}-seed{args.seed}" + ("-short" if args.kind == "short" else "")
    corpus, done = cache / name, cache / f"{name}.done"
    if done.exists() and done.read_text().strip() == VERSION:
        print(corpus)
        return
    shutil.rmtree(corpus, ignore_errors=True)
    done.unlink(missing_ok=True)
    for sub in ("cur", "new", "tmp"):
        (corpus / sub).mkdir(parents=True)
    jobs, first = [], 0
    for number, size in enumerate(plan(args.count, args.seed)):
        jobs.append((args.seed, number, size, first, args.kind == "short", str(corpus / "cur")))
        first += size
    print(f"bench-mail: writing {args.count:,} messages ({len(jobs):,} threads) into {corpus}", file=sys.stderr)
    with Pool(os.cpu_count()) as pool:
        total = sum(pool.imap_unordered(write_thread, jobs, chunksize=64))
    if len(os.listdir(corpus / "cur")) != args.count:
        sys.exit(f"bench-mail: {corpus}/cur holds {len(os.listdir(corpus / 'cur'))} files, not {args.count}")
    (cache / f"{corpus.name}.threads").write_text(f"{len(jobs)}\n")
    done.write_text(VERSION + "\n")
    print(f"bench-mail: {total / 1e6:.1f} MB", file=sys.stderr)
    print(corpus)


def report(args):
    """RESULTS.tsv: size, tool, round, seconds, peak KiB, messages, threads, CPU seconds, and for threads'
    sampled run its parent, child and summed peaks (KiB)."""
    rows = [line.rstrip("\n").split("\t") for line in open(args.results) if line.strip()]
    med = lambda values: statistics.median(float(v) for v in values)
    # "20000 long" or, from older runs, "20000": the size and the kind of mail.
    label = lambda size: f"{int(size.split()[0]):,}" + (f" {size.split()[1]}" if " " in size else "")
    mib = lambda kib: f"{kib / 1024:,.0f}"
    done = len({r[2] for r in rows})  # rounds begun; fewer than --rounds when interrupted
    out = [f"| corpus | tool | wall s (median of {done if done == args.rounds else f'{done}, not {args.rounds}'}) | CPU s | peak RSS MiB | messages | threads |",
           "| ---: | --- | ---: | ---: | ---: | ---: | ---: |"]
    for size in dict.fromkeys(r[0] for r in rows):
        figures = {}
        for tool in dict.fromkeys(r[1] for r in rows if r[0] == size):
            mine = [r for r in rows if r[0] == size and r[1] == tool]
            figures[tool] = (med(r[3] for r in mine), med(r[4] for r in mine))
            counts = sorted({(r[5], r[6]) for r in mine})
            shown = " / ".join(c[0] for c in counts), " / ".join(c[1] for c in counts)
            if tool == "threads-sampled":
                parent, child, both = (med(r[i] for r in mine) for i in (8, 9, 10))
                out.append(f"| {label(size)} | ↳ the import again (round 1), /proc read every 50 ms: threads / threads-mail / both at once | "
                           f"{figures[tool][0]:.2f} | | {mib(parent)} / {mib(child)} / {mib(both)} | {shown[0]} | {shown[1]} |")
            else:
                name = {"threads": "`threads import --maildir` (/usr/bin/time)", "notmuch": "`notmuch new`",
                        "mu": "`mu index`"}.get(tool, tool)
                out.append(f"| {label(size)} | {name} | {figures[tool][0]:.2f} | {med(r[7] for r in mine):.1f} | "
                           f"{mib(figures[tool][1])} | {shown[0]} | {shown[1]} |")
        for other in ("notmuch", "mu"):
            if other in figures and "threads" in figures:
                (ts, tk), (os_, ok) = figures["threads"], figures[other]
                out.append(f"| {label(size)} | ratio {other} / threads | {os_ / ts:.2f}x | | {ok / tk:.2f}x | | |")
    print("\n".join(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--count", type=int, required=True)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--cache", default="/tmp/bench-mail-corpus")
    g.add_argument("--kind", choices=["long", "short"], default="long",
                   help="long mixed-charset mail (the default) or short plain UTF-8 mail")
    r = sub.add_parser("report")
    r.add_argument("results")
    r.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    generate(args) if args.command == "generate" else report(args)


if __name__ == "__main__":
    main()
