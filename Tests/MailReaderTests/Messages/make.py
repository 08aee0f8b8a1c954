#!/usr/bin/env python3
"""Writes the MIME fixtures MIMEReaderTests reads, with Python's own email package (so the
encodings are Python's, not ours). Run it from anywhere; it rewrites the .eml files beside it.
What each file should decode to is stated in Tests/MailReaderTests/MIMEReaderTests.swift."""
import base64
import quopri
from email.charset import Charset, BASE64, QP
from email.header import Header
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import formataddr
from pathlib import Path

HERE = Path(__file__).resolve().parent


def write(name, message):
    (HERE / name).write_bytes(message.as_bytes() if not isinstance(message, bytes) else message)


def text(body, charset, encoding=None, subtype="plain"):
    part = MIMEText("", subtype)
    chosen = Charset(charset)
    if encoding is not None:
        chosen.body_encoding = encoding
    part.set_payload(body, chosen)
    return part


def headed(message, subject, sender, charset, message_id=None, date="Tue, 03 Mar 2026 10:00:00 +0900", **extra):
    message["Subject"] = Header(subject, charset)
    message["From"] = formataddr((str(Header(sender[0], charset)), sender[1])) if sender[0] else sender[1]
    message["Date"] = date
    if message_id:
        message["Message-ID"] = message_id
    for key, value in extra.items():
        message[key.replace("_", "-")] = value
    return message


JAPANESE = "会議室の予約について\n明日の十時からでお願いします。"

# One file per charset: the subject and the sender's name in RFC 2047 words of that charset.
CHARSETS = {
    "iso-2022-jp": ("iso-2022-jp", None, "会議室の予約", "山田 太郎", JAPANESE),
    "shift_jis": ("shift_jis", BASE64, "請求書の件", "佐藤", JAPANESE),
    "euc-jp": ("euc-jp", BASE64, "契約書の確認", "鈴木", JAPANESE),
    "windows-1252": ("windows-1252", QP, "Café résumé", "Zoë Müller", "Ça coûte 5 € — d'accord?"),
    "iso-8859-2": ("iso-8859-2", QP, "Zażółć gęślą", "Łukasz", "Zażółć gęślą jaźń"),
    "koi8-r": ("koi8-r", BASE64, "Привет", "Иван", "Встреча в пятницу"),
    "gb18030": ("gb18030", BASE64, "会议安排", "王伟", "明天上午十点开会"),
    "big5": ("big5", BASE64, "會議通知", "陳", "明天上午十點開會"),
    "euc-kr": ("euc-kr", BASE64, "회의 안내", "김민수", "내일 오전 열 시에 회의가 있습니다"),
}

def encoded_word(text, charset, codec):
    """An RFC 2047 B word in `charset` (Python's email would relabel some charsets, e.g. Shift_JIS as ISO-2022-JP)."""
    return f"=?{charset}?B?{base64.b64encode(text.encode(codec)).decode()}?="


for name, (charset, encoding, subject, sender, body) in CHARSETS.items():
    codec = {"gb18030": "gb18030", "big5": "big5"}.get(charset, charset)
    raw = body.encode(codec)
    if encoding is BASE64:
        transfer, payload = "base64", base64.encodebytes(raw)
    elif encoding is QP:
        transfer, payload = "quoted-printable", quopri.encodestring(raw)
    else:
        transfer, payload = "7bit", raw
    write(f"charset-{name}.eml", (
        f"From: {encoded_word(sender, charset, codec)} <sender@example.org>\n"
        f"Subject: {encoded_word(subject, charset, codec)}\n"
        "Date: Tue, 03 Mar 2026 10:00:00 +0900\n"
        f"Message-ID: <{name}@example.org>\n"
        "MIME-Version: 1.0\n"
        f"Content-Type: text/plain; charset={charset}\n"
        f"Content-Transfer-Encoding: {transfer}\n\n").encode() + payload)

# Replies: In-Reply-To first, then References, without repeats.
reply = text("Sounds good.\n", "us-ascii")
write("reply.eml", headed(reply, "Re: RE: Fwd: plan", ("", "ben@example.org"), "us-ascii", "<r2@example.org>",
                          In_Reply_To="<r1@example.org>", References="<r0@example.org> <r1@example.org>"))

# No Message-ID: an id made from the bytes. An obsolete date: two-digit year, named zone, no seconds, a comment.
write("no-id.eml", headed(text("hi\n", "us-ascii"), "hello", ("Amy", "amy@example.org"), "us-ascii",
                          date="3 Mar 26 10:00 EST (Eastern)"))

# HTML only: block elements, entities, a script and a style that must not show.
html = ("<html><head><title>T</title><style>p {color: red}</style></head><body>"
        "<h1>Invoice&nbsp;#2041</h1><p>Total:  <b>5&nbsp;&euro;</b> &amp; tax</p>"
        "<script>alert('x')</script><div>Line&#33;<br>Next &#x263A;</div><!-- hidden --></body></html>")
write("html-only.eml", headed(text(html, "utf-8", QP, "html"), "html", ("Dana", "dana@example.org"), "utf-8", "<h@example.org>"))

# multipart/alternative: the plain part wins over the HTML one.
alternative = MIMEMultipart("alternative", boundary="ALT")
alternative.attach(text("plain wins\n", "utf-8", QP))
alternative.attach(text("<p>html loses</p>", "utf-8", QP, "html"))
write("alternative.eml", headed(alternative, "alt", ("Dana", "dana@example.org"), "utf-8", "<a@example.org>"))

# An attachment with an RFC 2231 name (Japanese), 3,000 bytes once decoded.
mixed = MIMEMultipart("mixed", boundary="MIX")
mixed.attach(text("See attached.\n", "utf-8", QP))
pdf = MIMEApplication(b"%PDF" + bytes(2996), "pdf")
pdf.add_header("Content-Disposition", "attachment", filename=("utf-8", "", "見積書.pdf"))
mixed.attach(pdf)
write("attachment.eml", headed(mixed, "quote", ("Aiko", "aiko@example.org"), "utf-8", "<att@example.org>"))

# format=flowed: soft line ends joined, space-stuffing undone, quotes kept apart.
flowed = text("This is a long \nline that flows.\n> quoted and \n> flowing\n From stuffed\n-- \nsig\n", "us-ascii")
flowed.set_param("format", "flowed")
write("flowed.eml", headed(flowed, "flowed", ("Amy", "amy@example.org"), "us-ascii", "<f@example.org>"))

# A charset nobody knows: read as UTF-8, a byte that does not decode becomes U+FFFD.
write("unknown-charset.eml", b"From: x@example.org\nSubject: odd\nMessage-ID: <u@example.org>\n"
      b"Content-Type: text/plain; charset=x-nobody-knows\n\ncaf\xc3\xa9 \xff end\n")

# Not mail at all: no header block.
write("not-mail.eml", b"\x00\x01\x02 this is not a message\n")

# Line ends as they travel (SMTP's CRLF, headers and body alike): the body keeps none of the
# CRs. Written out by hand, encoded by Python's own base64 and quopri, so every line end is
# where the test says: each body is encoded with LF line ends, then every LF of the message,
# soft line breaks included, becomes CRLF, as a mail server writes it.
def wire(headers, body):
    return ((headers + "\n").encode() + body).replace(b"\n", b"\r\n")


def crlf_headers(name, content_type, transfer):
    return (f"From: Amy <amy@example.org>\nSubject: {name}\nDate: Tue, 03 Mar 2026 10:00:00 +0900\n"
            f"Message-ID: <{name}@example.org>\nMIME-Version: 1.0\nContent-Type: {content_type}\n"
            f"Content-Transfer-Encoding: {transfer}\n")


CRLF_TEXT = "Line one.\nLine two, 日本語も。\n\nLast line, which is long enough that quoted-printable has to break it softly.\n"
write("crlf-plain.eml", wire(crlf_headers("crlf-plain", "text/plain; charset=utf-8", "8bit"), CRLF_TEXT.encode()))
write("crlf-quoted-printable.eml", wire(crlf_headers("crlf-quoted-printable", "text/plain; charset=utf-8", "quoted-printable"),
                                        quopri.encodestring(CRLF_TEXT.encode())))
# Base64 carries text in its canonical form (RFC 2045): CRLF inside the encoded bytes too.
write("crlf-base64.eml", wire(crlf_headers("crlf-base64", "text/plain; charset=shift_jis", "base64"),
                              base64.encodebytes(CRLF_TEXT.replace("\n", "\r\n").encode("shift_jis"))))
write("crlf-flowed.eml", wire(crlf_headers("crlf-flowed", "text/plain; charset=us-ascii; format=flowed", "7bit"),
                              b"This is a long \nline that flows.\n> quoted and \n> flowing\n-- \nsig\n"))
write("crlf-html.eml", wire(crlf_headers("crlf-html", "text/html; charset=utf-8", "quoted-printable"),
                            quopri.encodestring("<p>First\nparagraph.</p>\n<p>Second<br>\nline.</p>\n".encode())))
write("crlf-attachment.eml", wire(crlf_headers("crlf-attachment", 'multipart/mixed; boundary="MIX"', "7bit"), (
    "--MIX\nContent-Type: text/plain; charset=utf-8\n\nSee attached.\n"
    "--MIX\nContent-Type: application/pdf\nContent-Transfer-Encoding: base64\n"
    "Content-Disposition: attachment; filename=\"notes.pdf\"\n\n").encode()
    + base64.encodebytes(b"%PDF" + bytes(2996)) + b"--MIX--\n"))
# Old Mac mail ends lines with CR alone; CRs before a line end (CR CR LF, text converted twice)
# are part of that one line end.
write("crlf-lone-cr.eml", crlf_headers("crlf-lone-cr", "text/plain; charset=us-ascii", "7bit").replace("\n", "\r\n").encode()
      + b"\r\none\rtwo\r\r\nthree\r\rfour\r")
