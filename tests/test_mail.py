"""E-mail as players send lists: each message's parts in the order a person reads them, who sent
it, when it was received, and hostile mail read within bounds without a traceback."""

import base64
import csv
import hashlib
import json
import os
import tracemalloc
from datetime import UTC, datetime
from email import message_from_string
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import default
from pathlib import Path
from typing import Any

import pytest
import yaml

from armybuilder.checking.checked import check_sent
from armybuilder.checking.inbox import inbox
from armybuilder.checking.lists import load_roster_or_list
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.text import MAX_BYTES
from armybuilder.intake.budget import MAX_LOOKED, MAX_READ, MAX_TEXT, Budget
from armybuilder.intake.charsets import mail_codec
from armybuilder.intake.htmltext import MAX_HTML, MAX_SHOWN_DEPTH, Reading, html_text
from armybuilder.intake.inline import MAX_FORWARDS, MAX_HEAD, MAX_MARKER
from armybuilder.intake.mail import MAX_MAIL_LINES, MAX_MESSAGES, read_mail
from armybuilder.intake.message import MAX_DEPTH, MAX_PARTS, Message, Part, safe_name
from armybuilder.intake.sniff import kind_of_mail
from tests.conftest import SHIPPED
from tests.test_events import EXAMPLE

LIST = "Ann's list\n2 x Tiger I\n1 x HQ\n"
MODIFIED = datetime(2027, 3, 1, 12, 0, 0, tzinfo=UTC)
LIST_BODY = "My list:\n\n# Tank Attack\nGeneral: Rifles\n2 x Tank\n"


def _mail(
    body: str = "Hello, my list is attached.",
    *,
    attachments: tuple[tuple[str, bytes], ...] = (),
    sender: str = "Ann Smith <ann@example.org>",
    message_id: str = "<m1@example.org>",
    date: str | None = "Tue, 02 Mar 2027 10:00:00 +0100",
    received: tuple[str, ...] = (),
) -> EmailMessage:
    message = EmailMessage()
    for stamp in received:
        message["Received"] = stamp
    message["From"] = sender
    message["To"] = "organiser@example.org"
    message["Subject"] = "My list"
    if date is not None:
        message["Date"] = date
    message["Message-ID"] = message_id
    message.set_content(body)
    for name, data in attachments:
        message.add_attachment(data, maintype="application", subtype="octet-stream", filename=name)
    return message


def _read(tmp_path: Path, content: EmailMessage | bytes, name: str = "list.eml") -> list[Message]:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.as_bytes(policy=default))
    os.utime(path, (MODIFIED.timestamp(), MODIFIED.timestamp()))
    return read_mail(path, Budget())


def _one(tmp_path: Path, content: EmailMessage | bytes) -> Message:
    (message,) = _read(tmp_path, content)
    return message


def _text(part: Part) -> str:
    return part.data.decode()


def _a_list(part: Part) -> str | None:
    """The caller's reader: a part is a list when it names a Tiger."""
    text = part.data.decode(errors="replace")
    return text if "Tiger" in text else None


def test_an_attachment_is_read_first_and_the_body_not_at_all(tmp_path: Path) -> None:
    message = _one(tmp_path, _mail("My list: 2 x Tiger I", attachments=(("zed.yaml", LIST.encode()),)))
    (attachment,) = message.attachments
    assert (attachment.kind, attachment.name, attachment.data) == ("attachment", "zed.yaml", LIST.encode())
    assert attachment.label == "<m1@example.org>, attachment zed.yaml"
    assert (attachment.sender.name, attachment.sender.address) == ("Ann Smith", "ann@example.org")
    assert (attachment.tag, attachment.message_id, attachment.received) == (
        "<m1@example.org>",
        "<m1@example.org>",
        message.received,
    )
    taken = message.lists(_a_list)
    assert [part.label for part, _ in taken.lists] == [attachment.label]
    assert taken.nothing == ()


def test_the_body_is_read_when_no_attachment_gives_a_list(tmp_path: Path) -> None:
    message = _one(tmp_path, _mail(LIST, attachments=(("photo.jpg", b"\xff\xd8\xff\xe0"),)))
    taken = message.lists(_a_list)
    ((part, text),) = taken.lists
    assert (part.kind, part.label, text) == ("body", "<m1@example.org>, body", LIST)
    assert [part.label for part in taken.nothing] == ["<m1@example.org>, attachment photo.jpg"]


def test_a_body_only_list_is_its_text(tmp_path: Path) -> None:
    message = _one(tmp_path, _mail("Hi,\n\n" + LIST))
    assert message.attachments == ()
    (body,) = message.bodies
    assert _text(body) == "Hi,\n\n" + LIST
    assert message.lists(_a_list).lists == ((body, _text(body)),)


@pytest.mark.parametrize(
    ("charset", "sent"),
    [
        (b"; charset=iso-8859-1", "Zoë's list".encode("latin-1")),
        (b"", "Zoë's list".encode()),
        (b"; charset=us-ascii", "Zoë's list".encode("cp1252")),
    ],
)
def test_a_body_is_read_in_its_charset(tmp_path: Path, charset: bytes, sent: bytes) -> None:
    raw = b"From: a@example.org\r\nContent-Type: text/plain" + charset + b"\r\n\r\n" + sent + b"\r\n"
    (body,) = _one(tmp_path, raw).bodies
    assert _text(body) == "Zoë's list\n"


def test_an_html_only_body_gives_its_text(tmp_path: Path) -> None:
    mail = _mail()
    mail.set_content(
        "<html><head><title>x</title><style>p {color: red}</style></head><body>"
        "<p>Ann&#39;s list</p><ul><li>2 x Tiger&nbsp;I</li><li>1 x HQ</li></ul>"
        "<script>alert('Tiger')</script><div>Cheers,<br>Ann</div></body></html>",
        subtype="html",
    )
    (body,) = _one(tmp_path, mail).bodies
    assert _text(body) == "Ann's list\n- 2 x Tiger I\n- 1 x HQ\nCheers,\nAnn\n"


def test_a_body_keeps_its_quoted_lines_for_the_reader_to_read_only_where_it_gives_no_list(
    tmp_path: Path, cli
) -> None:
    """Issue 34: the quoted lines stay in the body as the sender saw them, `>` and all, so the
    list reader never mixes them with the lines that are not quoted, and counts what it skips."""
    reply = "Same list as before, please.\n\nOn Mon, Bob wrote:\n> Tank Attack\n> 2 x Tank\n>> 1 x Rifles\n"
    message = _one(tmp_path, _mail(reply))
    (body,) = message.bodies
    assert _text(body) == reply
    assert body.label == "<m1@example.org>, body"
    mail = tmp_path / "reply.eml"
    mail.write_bytes(_mail(reply).as_bytes())
    [quoted] = json.loads(cli("check", mail, "--format", "json").out)
    assert quoted["costs"] == {"AP": 10}  # the list quoted, as the reply holds no other
    assert not any(w["code"] == "file.text-quoted" for w in quoted["warnings"])
    mail.write_bytes(_mail("Tank Attack\n2 x Tank\n\n" + reply).as_bytes())
    [own] = json.loads(cli("check", mail, "--format", "json").out)
    assert own["costs"] == {"AP": 8}
    [skipped] = [w for w in own["warnings"] if w["code"] == "file.text-quoted"]
    assert skipped["message"].startswith("3 quoted lines")


def test_an_html_reply_quotes_its_blockquote(tmp_path: Path) -> None:
    mail = _mail()
    mail.set_content("<p>See below</p><blockquote><p>2 x Tiger I</p><p><br></p></blockquote>", subtype="html")
    message = _one(tmp_path, mail)
    assert [_text(part) for part in message.bodies] == ["See below\n> 2 x Tiger I\n"]


def _html_mail(html: str) -> bytes:
    head = "From: Ann <ann@example.org>\r\nMessage-ID: <m1@example.org>\r\nContent-Type: text/html; charset=utf-8"
    return f"{head}\r\n\r\n{html}".encode()


def test_an_html_body_gives_the_lines_the_sender_saw(tmp_path: Path) -> None:
    """A list within a list is indented under its item, as the list reader reads a formation's
    members; `&nbsp;` indents and makes the blank lines mail programs write; a reply within a reply
    is quoted twice; a head whose end is not written ends where the body begins."""
    html = (
        "<html><head><meta charset=utf-8><title>x</title><style>p {}</style>"
        "<p>My list:</p><ul><li>1st Battalion (Infantry Battalion)<ul><li>4 x Rifles</li>"
        "<li><p>1 x Machinegun</p></li></ul></li><li>2 x Tank<br>with crews</li></ul>"
        "<p>&nbsp;</p><p>&nbsp;&nbsp;&nbsp;&nbsp;General:&nbsp;Rifles</p><div><br></div>"
        "<div>Total &lt;36&gt; AP &amp; &#8364;0 &#x41;</div><script>2 x Tiger</script>"
        "<blockquote>Was it<blockquote>1 x HQ</blockquote></blockquote>"
    )
    message = _one(tmp_path, _html_mail(html))
    assert [_text(part) for part in message.bodies] == [
        "My list:\n"
        "- 1st Battalion (Infantry Battalion)\n"
        "  - 4 x Rifles\n"
        "  - 1 x Machinegun\n"
        "- 2 x Tank\n"
        "  with crews\n"
        "\n"
        "    General: Rifles\n"
        "\n"
        "Total <36> AP & €0 A\n"
        "> Was it\n"
        "> > 1 x HQ\n"
    ]


# Input on which Python's html.parser takes time growing with the square of its length (200 KB of
# `<!--` took 22 s) or memory without bound (4 MB of `<a b='c' ` took 657 MB), and the like.
SLOW_HTML = ["<!--", "<!", "<![CDATA[", "<?", "</a", "<a b='c' ", '<a b="', "<a b=", "<a =", "<b>", "&#9"]
SLOW_HTML += [
    "<",
    "</",
    "<li><ul>",
    "<blockquote>x",
    '<blockquote style="border:none">x',
    '<blockquote style="',
    "<script>",
    "</script",
    "<!-->",
    "<p>&nbsp;",
    "&amp;",
]


@pytest.mark.parametrize("pattern", SLOW_HTML)
def test_html_is_read_looking_at_each_character_a_bounded_number_of_times(pattern: str) -> None:
    """The work of reading HTML, counted as the characters its searches pass over, grows with the
    length of the body and no faster, however the body is built: no wall clock."""
    for size in (1_000, 10_000, 100_000):
        html = pattern * (size // len(pattern))
        reading = Reading(html)
        tokens = sum(1 for _ in reading)
        assert reading.looked_at <= 2 * len(html) and tokens <= len(html)


@pytest.mark.parametrize("pattern", SLOW_HTML)
def test_html_is_read_in_memory_growing_with_its_length(pattern: str) -> None:
    html = pattern * (MAX_HTML // 16 // len(pattern))
    tracemalloc.start()
    try:
        text = html_text(html)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 10 * len(html) + 1_000_000
    assert max(len(line) for line in text.splitlines() or [""]) <= len(html) + 4 * MAX_SHOWN_DEPTH


def test_an_html_body_over_the_limit_is_skipped_naming_it(tmp_path: Path) -> None:
    html = "<p>" + "<!--" * (MAX_HTML // 4) + "</p>"
    message = _one(tmp_path, _html_mail(html))
    assert message.bodies == ()
    (problem,) = [refused.error for refused in message.refused]
    assert (problem.code, problem.file) == ("file.too-large", "<m1@example.org>, body")
    assert problem.message == "the HTML body is 257 KB; HTML bodies over 256 KB are not read"
    assert problem.hint == "ask the player to send the list again, attached as a file"
    (body,) = _one(tmp_path, _html_mail(html[: MAX_HTML - 100] + "-->2 x Tiger")).bodies
    assert _text(body) == "2 x Tiger\n"


def test_a_character_number_of_thousands_of_digits_is_a_replacement_character(tmp_path: Path) -> None:
    """html.unescape turned 4,300 digits into a ValueError: the message could not be read."""
    (body,) = _one(tmp_path, _html_mail("2 x Tiger &#" + "9" * 5000 + "; &#0065;")).bodies
    assert _text(body) == "2 x Tiger \ufffd A\n"


@pytest.mark.parametrize(
    ("charset", "sent"),
    [
        ("UTF8", "Zoë's list".encode()),
        ("latin1", "Zoë's list".encode("latin-1")),
        ("windows-1252", "“Zoë’s list”".encode("cp1252")),
        ("koi8-r", "Зоя".encode("koi8-r")),
        ("iso-8859-8-i", "זואי".encode("iso8859-8")),
        ("windows-874", "โซอี".encode("cp874")),
        ("ks_c_5601-1987", "똠방각하".encode("cp949")),  # 똠 is beyond EUC-KR, as Outlook writes it
        ("gb2312", "镕".encode("gbk")),  # 镕 is GBK's, sent under the older label
        ("shift_jis", "ゾーイ".encode("shift_jis")),
        ("iso-2022-jp", "ゾーイ".encode("iso2022_jp")),
        ("utf-16", "Zoë's list".encode("utf-16")),
    ],
)
def test_a_body_in_a_charset_mail_is_written_in_is_read(tmp_path: Path, charset: str, sent: bytes) -> None:
    raw = f"From: a@example.org\r\nContent-Type: text/plain; charset={charset}\r\n\r\n".encode() + sent
    (body,) = _one(tmp_path, raw).bodies
    assert _text(body) == sent.decode(mail_codec(charset) or "") + "\n"


NOT_CHARSETS = ["punycode", "idna", "rot13", "base64", "zlib", "bz2", "hex", "quopri", "uu", "utf-7"]


@pytest.mark.parametrize("charset", [*NOT_CHARSETS, "no-such-charset", "utf-8\x00", "\x00utf-8\x1b]0;\x07"])
def test_a_body_in_another_charset_is_not_read_and_names_it(tmp_path: Path, charset: str) -> None:
    """A codec is no charset: `punycode` took 5 s on 200 KB, `rot13` would turn the text into
    another. The part is named, with its charset, and nothing is read of it."""
    crafted = ("\u00e9" * 20_000).encode("punycode")
    raw = b'From: a@b\r\nMessage-ID: <m1@example.org>\r\nContent-Type: text/plain; charset="%s"\r\n\r\n%s' % (
        charset.encode(),
        crafted,
    )
    message = _one(tmp_path, raw)
    assert message.bodies == message.attachments == ()
    (problem,) = [refused.error for refused in message.refused]
    assert (problem.code, problem.file) == ("file.unreadable", "<m1@example.org>, body")
    shown = charset.replace("\x00", "\\x00").replace("\x1b", "\\x1b").replace("\x07", "\\x07")
    assert problem.message == (
        f"its text is in the charset '{shown}', which is not a charset mail is written in; it is not read"
    )


def test_header_text_in_a_codec_that_is_no_charset_is_not_decoded(tmp_path: Path) -> None:
    """An encoded word or a file name in `punycode` is read as bytes that cannot be decoded, never by
    the codec: the name of 10,000 characters it gave took 70 ms, a thousand messages of it 70 s."""
    crafted = ("\u00e9" * 3000).encode("punycode")
    raw = (
        f"From: =?punycode?b?{base64.b64encode(crafted).decode()}?= <eve@example.org>\r\nMessage-ID: <m1@example.org>\r\n"
        "Content-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nhi\r\n"
        "--x\r\nContent-Disposition: attachment; filename*=punycode''abc-xyz.yaml\r\n\r\n2 x Tiger\r\n--x--\r\n"
    ).encode()
    message = _one(tmp_path, raw)
    assert message.sender.name[:100] == crafted.decode()[:100]
    assert message.sender.address == "eve@example.org"
    assert [part.name for part in message.attachments] == ["abc-xyz.yaml"]


def test_a_forwarded_message_gives_its_parts_from_its_own_sender(tmp_path: Path) -> None:
    original = _mail(
        "My list attached",
        attachments=(("zed.yaml", LIST.encode()),),
        sender='"Bjørn" <bjorn@example.org>',
        message_id="<inner@example.org>",
        date="Mon, 01 Mar 2027 08:00:00 +0000",
    )
    forward = _mail(
        "Bjørn asked me to send this on.", sender="Cleo <cleo@example.org>", message_id="<fwd@example.org>"
    )
    forward.add_attachment(original)
    message = _one(tmp_path, forward)
    assert message.sender.address == "cleo@example.org"
    (attachment,) = message.attachments
    assert attachment.label == "<fwd@example.org>, forwarded message <inner@example.org>, attachment zed.yaml"
    assert (attachment.sender.name, attachment.sender.address, attachment.data) == (
        "Bjørn",
        "bjorn@example.org",
        LIST.encode(),
    )
    assert attachment.received == message.received  # the forward's, when the organiser got it
    assert message.received.at == datetime(2027, 3, 2, 9, 0, 0, tzinfo=UTC)
    assert [part.label for part in message.bodies] == [
        "<fwd@example.org>, body",
        "<fwd@example.org>, forwarded message <inner@example.org>, body",
    ]


FORWARDED_INLINE = {
    "Gmail": "---------- Forwarded message ---------\nFrom: Lou Park <lou@example.org>\n"
    "Date: Mon, 1 Mar 2027 at 08:00\nSubject: my list\nTo: Kim Lee <kim@example.org>\n\n\n",
    "Outlook": "-----Original Message-----\nFrom: Lou Park [mailto:lou@example.org]\n"
    "Sent: Monday, March 1, 2027 8:00 AM\nTo: Kim Lee\nSubject: my list\n\n",
    "Apple Mail": "Begin forwarded message:\n\nFrom: Lou Park <lou@example.org>\nSubject: my list\n"
    "Date: 1 March 2027 at 08:00:00 GMT\nTo: Kim Lee <kim@example.org>\n\n",
}


@pytest.mark.parametrize("style", FORWARDED_INLINE)
def test_a_message_forwarded_in_the_text_is_a_part_from_its_own_author(tmp_path: Path, style: str) -> None:
    """Lou's list, forwarded by Kim in his message's text, was read as Kim's: his entry, or the list
    that superseded his own. The text below the mail program's marker and header lines is a part
    of its own, from the forwarded `From:`, as a list in an attached forwarded message is."""
    body = "Lou asked me to send this on.\n\n" + FORWARDED_INLINE[style] + LIST
    message = _one(tmp_path, _mail(body, sender="Kim Lee <kim@example.org>"))
    own, lou = message.bodies
    assert (own.label, own.sender.address, _text(own)) == (
        "<m1@example.org>, body",
        "kim@example.org",
        "Lou asked me to send this on.\n\n",
    )
    assert lou.label == "<m1@example.org>, body, forwarded from lou@example.org"
    assert (lou.sender.name, lou.sender.address, lou.sender.unsure) == ("Lou Park", "lou@example.org", "")
    assert _text(lou).lstrip("\n") == LIST
    assert lou.received == message.received  # the forward's, when the organiser got it
    assert message.lists(_a_list).lists == ((lou, _text(lou)),)


def test_an_html_message_forwarded_in_the_text_is_its_authors_and_a_quoted_one_stays_quoted(
    tmp_path: Path,
) -> None:
    html = (
        '<div dir="ltr">Lou asked me to send this on.<br><br><div class="gmail_quote">'
        '<div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: '
        '<strong class="gmail_sendername">Lou Park</strong> <span>&lt;<a href="mailto:lou@example.org">'
        "lou@example.org</a>&gt;</span><br>Date: Mon, 1 Mar 2027 at 08:00<br>Subject: my list<br></div>"
        "<br><br><div>Ann&#39;s list<br>2 x Tiger I<br>1 x HQ</div></div></div>"
    )
    sent = _mail("", sender="Kim Lee <kim@example.org>")
    sent.set_content(html, subtype="html")
    (_, lou) = _one(tmp_path, sent).bodies
    assert (lou.label, lou.sender.address, _text(lou).lstrip("\n")) == (
        "<m1@example.org>, body, forwarded from lou@example.org",
        "lou@example.org",
        LIST,
    )
    # Quoted in a reply, the forward is quoted text, read as such: Kim's.
    quoted = "".join(f"> {line}\n" for line in (FORWARDED_INLINE["Gmail"] + LIST).splitlines())
    (body,) = _one(tmp_path, _mail("Here it is again.\n\n" + quoted, sender="Kim <kim@example.org>")).bodies
    assert (body.label, body.sender.address) == ("<m1@example.org>, body", "kim@example.org")


def test_a_forward_in_the_text_whose_author_cannot_be_told_is_the_forwarders_said_unsure(
    tmp_path: Path,
) -> None:
    for head, why in [
        ("---------- Forwarded message ---------\nDate: Mon, 1 Mar 2027\n\n", "give no From:"),
        ("-----Original Message-----\nFrom: Lou Park\nSent: Monday\n\n", "'Lou Park', gives no address"),
        (
            "Begin forwarded message:\n\nFrom: Lou <lou@example.org>\nFrom: Eve <eve@example.org>\n\n",
            "2 From:",
        ),
        ("Begin forwarded message:\n\nFrom: Lou\x1b <lou\x1b@example.org>\n\n", "gives no address"),
    ]:
        message = _one(tmp_path, _mail("FYI\n" + head + LIST, sender="Kim Lee <kim@example.org>"))
        (_, forwarded) = message.bodies
        assert forwarded.label == "<m1@example.org>, body, forwarded"
        assert (forwarded.sender.name, forwarded.sender.address) == ("Kim Lee", "kim@example.org")
        assert why in forwarded.sender.unsure
        assert _text(forwarded).lstrip("\n") == LIST


@pytest.mark.parametrize("subject", ["Re: Salisbury lists", "AW: Listen", "RE: [3] lists"])
def test_outlooks_original_message_in_a_reply_is_the_replys_quoted_text(tmp_path: Path, subject: str) -> None:
    """Outlook heads the message a reply answers with "-----Original Message-----" too: Ben's
    answer to the organiser's draft made the draft below it a part from the organiser's address.
    In a reply it is quoted text of Ben's body, read only where his own lines give no list."""
    answered = (
        "-----Original Message-----\nFrom: Tom <organiser@example.org>\nSent: Monday\n\nYour list:\n" + LIST
    )
    raw = _mail("Here is the fixed one.\n\n" + LIST + "\n" + answered, sender="Ben Ortiz <ben@example.org>")
    del raw["Subject"]
    raw["Subject"] = subject
    message = _one(tmp_path, raw)
    (body,) = message.bodies
    assert body.sender.address == "ben@example.org"
    assert "> -----Original Message-----" in _text(body) and "> From: Tom <organiser@example.org>" in _text(
        body
    )
    del raw["Subject"]
    raw["Subject"] = "FW: Salisbury lists"
    assert [part.sender.address for part in _one(tmp_path, raw).bodies] == [
        "ben@example.org",
        "organiser@example.org",
    ]


def test_forwards_within_forwards_in_the_text_are_read_once_each_within_bounds(tmp_path: Path) -> None:
    """A forward of a forward: each block is its author's, the innermost list its author's, every
    line read once. A stranger's text is bounded: a marker counts only on a short line, a header
    block only to MAX_HEAD lines, and only MAX_FORWARDS blocks are told apart."""
    marker = "---------- Forwarded message ---------\n"
    nested = f"Kim: for you\n{marker}From: Max <max@example.org>\n\nfrom Max\n{marker}From: Lou <lou@example.org>\n\n"
    message = _one(tmp_path, _mail(nested + LIST, sender="Kim <kim@example.org>"))
    assert [(part.within, _text(part)) for part in message.bodies] == [
        ("body", "Kim: for you\n"),
        ("body, forwarded from max@example.org", "\nfrom Max\n"),
        ("body, forwarded from max@example.org, forwarded from lou@example.org", "\n" + LIST),
    ]
    many = "".join(f"{marker}From: P{n} <p{n}@example.org>\n\n{n}\n" for n in range(MAX_FORWARDS + 5))
    long_marker = " " * MAX_MARKER + marker
    long_head = (
        marker + "".join(f"X-Header-{n}: {n}\n" for n in range(MAX_HEAD)) + "From: Lou <lou@example.org>\n"
    )
    message = _one(tmp_path, _mail(many + long_marker + long_head + LIST, sender="Kim <kim@example.org>"))
    assert len(message.bodies) == MAX_FORWARDS  # the forwarder's part is empty: not a part
    last = message.bodies[-1]
    assert last.sender.address == f"p{MAX_FORWARDS - 1}@example.org"
    assert _text(last).endswith(long_marker + long_head + LIST)  # the lines past the bound are text


@pytest.mark.parametrize(
    ("received", "date", "expected", "source"),
    [
        (
            (
                "by mx.organiser.org; Wed, 03 Mar 2027 09:15:30 +0100",
                "by relay.example.org; Tue, 02 Mar 2027 23:00:00 +0000",
            ),
            "Tue, 02 Mar 2027 10:00:00 +0100",
            datetime(2027, 3, 3, 8, 15, 30, tzinfo=UTC),
            "Received",
        ),
        ((), "Tue, 02 Mar 2027 10:00:00 +0100", datetime(2027, 3, 2, 9, 0, 0, tzinfo=UTC), "Date"),
        ((), "Tue, 02 Mar 2027 10:00:00 -0000", datetime(2027, 3, 2, 10, 0, 0, tzinfo=UTC), "Date"),
        ((), None, MODIFIED, "modified"),
        (
            ("by mx.organiser.org; yesterday",),
            "Tue, 02 Mar 2027 10:00:00 +0100",
            datetime(2027, 3, 2, 9, 0, 0, tzinfo=UTC),
            "Date",
        ),
        (("by mx.organiser.org with no date",), "not a date", MODIFIED, "modified"),
        ((), "Tue, 02 Mar 2027 10:00:00 +9999", MODIFIED, "modified"),
        ((), "Fri, 31 Dec 9999 23:59:59 -0100", MODIFIED, "modified"),
    ],
)
def test_received_is_the_topmost_received_header_else_date_else_the_file_time(
    tmp_path: Path, received: tuple[str, ...], date: str | None, expected: datetime, source: str
) -> None:
    message = _one(tmp_path, _mail(received=received, date=date))
    assert (message.received.at, message.received.source) == (expected, source)
    assert message.received.approximate == (source == "modified")


def test_a_part_over_the_file_limit_is_refused_and_the_rest_read(tmp_path: Path) -> None:
    big = b"x" * (MAX_BYTES + 1)
    message = _one(tmp_path, _mail(LIST, attachments=(("big.yaml", big), ("zed.yaml", LIST.encode()))))
    assert [part.name for part in message.attachments] == ["zed.yaml"]
    ((within, refused),) = [(r.within, r.error) for r in message.refused]
    assert refused.code == "file.too-large" and within == "attachment big.yaml"
    assert refused.file == "<m1@example.org>, attachment big.yaml"
    assert "over 5 MB" in refused.message


def test_a_message_of_many_parts_reads_the_first_hundred(tmp_path: Path) -> None:
    many = tuple((f"list{n}.yaml", LIST.encode()) for n in range(MAX_PARTS + 5))
    message = _one(tmp_path, _mail(attachments=many))
    assert len(message.bodies) + len(message.attachments) == MAX_PARTS
    (refused,) = message.refused
    assert f"more than {MAX_PARTS} parts" in refused.error.message


def _mbox(messages: list[bytes]) -> bytes:
    return b"".join(b"From ann@example.org Tue Mar  2 10:00:00 2027\n" + one + b"\n" for one in messages)


def test_an_mbox_gives_each_message_by_its_message_id_and_unescaped(tmp_path: Path) -> None:
    first = _mail("From the archive:\n" + LIST).as_bytes(policy=default)
    second = _mail("No list here", message_id="<m2@example.org>").as_bytes(policy=default)
    messages = _read(tmp_path, _mbox([first.replace(b"\nFrom the", b"\n>From the"), second]), name="Event")
    assert [message.label for message in messages] == [
        "<m1@example.org>",
        "<m2@example.org>",
    ]
    assert _text(messages[0].bodies[0]) == "From the archive:\n" + LIST
    assert _text(messages[1].bodies[0]) == "No list here\n"
    assert (messages[1].bodies[0].tag, messages[1].bodies[0].message_id) == ("<m2@example.org>",) * 2


def test_a_messages_label_stays_as_other_messages_are_added_or_removed(tmp_path: Path) -> None:
    """Removing a message renumbered the mbox, so parts' labels ("message 5 <id>") changed between
    packs; a message is named by its Message-ID, else by its bytes' SHA-256, wherever it stands."""
    first = _mail("No list here", message_id="<m1@example.org>").as_bytes(policy=default)
    anonymous = _mail(LIST).as_bytes(policy=default).replace(b"Message-ID: <m1@example.org>\n", b"")
    third = _mail(LIST, message_id="<m3@example.org>").as_bytes(policy=default)
    digest = hashlib.sha256(anonymous).hexdigest()[:12]
    before = [m.label for m in _read(tmp_path, _mbox([first, anonymous, third]), name="Event")]
    assert before == ["<m1@example.org>", f"sha256:{digest}", "<m3@example.org>"]
    after = [m.label for m in _read(tmp_path, _mbox([anonymous, third, first]), name="Event")]
    assert after == before[1:] + before[:1]
    assert [m.bodies[0].label for m in _read(tmp_path, _mbox([third]), name="Event")] == [
        "<m3@example.org>, body"
    ]


def test_two_different_messages_with_one_message_id_are_named_apart(tmp_path: Path) -> None:
    """A mail program that reuses a Message-ID would give two messages one label, and one list
    could pass for the other: each is named by its bytes too."""
    one = _mail(LIST, message_id="<same@example.org>").as_bytes(policy=default)
    other = _mail(LIST + "2 x Tank\n", message_id="<same@example.org>").as_bytes(policy=default)
    labels = [m.label for m in _read(tmp_path, _mbox([one, other]), name="Event")]
    assert labels == [
        f"<same@example.org> sha256:{hashlib.sha256(one).hexdigest()[:12]}",
        f"<same@example.org> sha256:{hashlib.sha256(other).hexdigest()[:12]}",
    ]
    # The same message saved twice is one message under one name.
    assert [m.label for m in _read(tmp_path, _mbox([one, one]), name="Event")] == ["<same@example.org>"] * 2


def test_a_from_line_in_a_body_is_the_bodys_not_another_message(tmp_path: Path) -> None:
    """mailbox.mbox, and this reader before, took any line beginning "From " for a new message: a
    body quoting "From Anna Smith <anna@...>" (left unescaped, as mboxo and careless writers leave
    it) gave a second message, from Anna. A message starts at an envelope line (an address and a
    date) at the top of the file or after a blank line, as mbox writers write it."""
    quoting = (
        "Ben's list is below, forwarded.\n\n"
        "From Anna Smith <anna@example.org>\n"
        "Subject: her list\n\n"
        "From ann@example.org on the day before:\n"
        "From ann@example.org Tue Mar  2 10:00:00 2027\n" + LIST
    )
    first = _mail(quoting, sender="Ben Ortiz <ben@example.org>").as_bytes(policy=default)
    second = _mail("No list here", message_id="<m2@example.org>").as_bytes(policy=default)
    written = b"From - Wed Mar  3 09:00:00 +0000 2027\n" + first + b"\n"
    written += b"From MAILER-DAEMON Wed Mar 03 09:00 2027\r\n" + second + b"\r\n"
    messages = _read(tmp_path, written, name="Inbox")
    assert [(message.label, message.sender.name) for message in messages] == [
        ("<m1@example.org>", "Ben Ortiz"),
        ("<m2@example.org>", "Ann Smith"),
    ]
    assert _text(messages[0].bodies[0]) == quoting


def test_an_mbox_of_too_many_messages_is_refused_naming_the_limit(tmp_path: Path) -> None:
    one = b"From: ann@example.org\n\nhi\n"
    with pytest.raises(InputError) as refused:
        _read(tmp_path, _mbox([one] * (MAX_MESSAGES + 1)), name="Inbox")
    assert refused.value.code == "file.too-large"
    assert "more than 1,000 messages" in refused.value.message
    assert len(_read(tmp_path, _mbox([one] * MAX_MESSAGES), name="Inbox")) == MAX_MESSAGES


def test_a_mail_file_over_twenty_megabytes_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError) as refused:
        _read(tmp_path, b"From a\n" + b"x" * (25 * 1024 * 1024), name="Inbox")
    assert refused.value.code == "file.too-large"
    assert refused.value.message == "the mail file is 25.0 MB; mail files over 20 MB are refused"


# One budget for a whole mail file ------------------------------------------------------------------


def _folder(tmp_path: Path, bodies: list[bytes], content_type: str = "text/plain; charset=utf-8") -> Path:
    """An mbox of a message for each body, in a folder of its own."""
    folder = tmp_path / "inbox"
    folder.mkdir()
    messages = [
        b"From: P%d <p%d@example.org>\nMessage-ID: <m%d@example.org>\nContent-Type: %s\n\n%s\n"
        % (n, n, n, content_type.encode(), body)
        for n, body in enumerate(bodies)
    ]
    (folder / "Inbox").write_bytes(_mbox(messages))
    return folder


def test_a_mail_files_html_bodies_share_one_limit(tmp_path: Path, monkeypatch) -> None:
    """Each HTML body was bounded alone: a mail folder of 20 such took 35 s. What all of a mail
    file's bodies give the HTML reader is now at most one body's limit, however many there are;
    the rest are named with the limit. Counted: the characters handed to the reader."""
    from armybuilder.intake import message as message_module

    given: list[int] = []
    read = message_module.html_text

    def counted(html: str) -> str:
        given.append(len(html))
        return read(html)

    monkeypatch.setattr(message_module, "html_text", counted)
    body = b"<li>&nbsp;" * (MAX_HTML // 10 // 4)  # a quarter of the limit
    found = inbox([_folder(tmp_path, [body] * 100, "text/html; charset=utf-8")])
    assert len(given) == 4 and sum(given) <= MAX_HTML
    skipped = [skip.reason for skip in found.skipped if skip.part]
    assert len(skipped) == 100 and skipped[-1] == (
        "body: the HTML bodies read of this mail file would pass 256 KB, the most read of one mail "
        "file; save that message as a mail file of its own (.eml) to have it read"
    )


_ROSTER_HEAD = b"format: 1\nsystem: tank-attack\nname: X\nunits:"
ENTRIES = {
    # Some 2,500 entries each: four fit in a mail file's lists, the fifth does not.
    "text": (b"# Tank Attack\n" + b"2 x Tank\n" * 2_490, ""),
    "roster": (_ROSTER_HEAD + b" [" + b", ".join([b"{element: tank}"] * 2_490) + b"]\n", "list.yaml"),
    # Counted by their `element:` keys, these were one entry each: 13 of them took 10 s to judge.
    "options": (
        _ROSTER_HEAD
        + b"\n- {element: tank, options: ["
        + b", ".join(b"o%d" % n for n in range(2_489))
        + b"]}\n",
        "list.yaml",
    ),
    "aliases": (_ROSTER_HEAD + b"\n- &tank {element: tank}\n" + b"- *tank\n" * 2_489, "list.yaml"),
    # Counted by their line feeds, this was one line: the reader splits lines at U+2028 too.
    "line-separators": (("# Tank Attack\n" + "2 x Tank\u2028" * 2_490).encode(), "list.txt"),
}


@pytest.mark.parametrize("kind", ENTRIES)
def test_a_mail_files_lists_share_the_entries_of_one_roster(tmp_path: Path, kind: str) -> None:
    """19 MB of lists pasted into messages took over two minutes: each was bounded alone, at the
    20,000 lines of one list. Now a mail file's lists come to as many entries in all as one roster
    may hold units (a line of a list written as text; a unit, a formation's element or an option
    of a roster, however it is written); a list past them is named with the limit, and the lists
    before it are read."""
    data, attached = ENTRIES[kind]
    if not attached:
        found = inbox([_folder(tmp_path, [data] * 10)])
    else:
        mails = [_mail(attachments=((attached, data),), message_id=f"<m{n}@example.org>") for n in range(10)]
        (tmp_path / "Inbox").write_bytes(_mbox([mail.as_bytes(policy=default) for mail in mails]))
        found = inbox([tmp_path / "Inbox"])
    assert len(found.lists) == 4
    assert [skip.part for skip in found.skipped] == [f"<m{n}@example.org>" for n in range(4, 10)]
    place = f"attachment {attached}" if attached else "body"
    assert found.skipped[0].reason == (
        f"{place}: the lists read of this mail file would pass 10,000 entries and options, as many as "
        "one roster may hold units, the most read of one mail file; save that message as a mail file "
        "of its own (.eml) to have it read"
    )


ALONE = {
    "read": (
        b"# Tank Attack\n2 x Tank\n# " + b"x" * (MAX_READ + 10 * 1024) + b"\n",
        "text/plain; charset=utf-8",
        "body: the part is 651 KB; parts over 640 KB are not read for a list",
    ),
    "entries": (
        b"# Tank Attack\n" + b"2 x Tank\n" * 10_000,
        "text/plain; charset=utf-8",
        # Its lines: the heading, the entries and the blank line that ends the message.
        "body: the list has 10,002 entries and options; a list of more than 10,000 is not read, as "
        "many as one roster may hold units",
    ),
    "text": (
        base64.encodebytes(b"\n" * MAX_TEXT + b"2 x Tank\n"),
        "text/plain; charset=utf-8\nContent-Transfer-Encoding: base64",
        "body: its text is 500,001 lines; a message's text of more than 500,000 is not read",
    ),
}


@pytest.mark.parametrize("kind", ALONE)
def test_a_part_over_a_mail_files_limit_by_itself_is_named_for_its_size(tmp_path: Path, kind: str) -> None:
    """A message of one part was told to be saved as a mail file of its own, which it was."""
    body, content_type, reason = ALONE[kind]
    found = inbox([_folder(tmp_path, [body], content_type)])
    assert found.lists == []
    assert [skip.reason for skip in found.skipped if skip.part] == [reason]


def test_a_mail_files_rosters_share_one_limit_of_text_read(tmp_path: Path) -> None:
    """Rosters attached in YAML are read by their size: a thousand as players send them are read,
    a mail file of more text than that is read up to the limit, the rest named."""
    roster = EXAMPLE.read_bytes()
    attached = [
        _mail(attachments=(("list.yaml", roster),), message_id=f"<m{n}@example.org>") for n in range(1000)
    ]
    folder = tmp_path / "real"
    folder.mkdir()
    (folder / "Inbox").write_bytes(_mbox([mail.as_bytes(policy=default) for mail in attached]))
    assert len(inbox([folder]).lists) == 1000 and 1000 * len(roster) <= MAX_READ
    big = roster + b"# " + b"x" * (MAX_READ // 4) + b"\n"  # a quarter of the limit each
    attached = [_mail(attachments=(("list.yaml", big),), message_id=f"<m{n}@example.org>") for n in range(10)]
    folder = tmp_path / "big"
    folder.mkdir()
    (folder / "Inbox").write_bytes(_mbox([mail.as_bytes(policy=default) for mail in attached]))
    found = inbox([folder])
    assert len(found.lists) == 3 and sum(len(sent.data) for sent in found.lists) <= MAX_READ
    assert len(found.skipped) == 7 and found.skipped[0].reason.startswith(
        "attachment list.yaml: the text read for lists in this mail file would pass 640 KB, the most read of one mail file"
    )


def test_text_read_as_yaml_to_tell_a_roster_shares_the_limit_and_a_letter_is_not(
    tmp_path: Path, monkeypatch
) -> None:
    """A body that may be a roster in YAML (no `system:` line, but a document marker) is parsed to
    tell: such bodies take from the mail file's text read; a letter is never parsed."""
    from armybuilder.checking import lists as list_files

    parsed: list[int] = []
    parse = list_files.parse

    def counted(text: str, path: object) -> object:
        parsed.append(len(text))
        return parse(text, path)  # type: ignore[arg-type]

    monkeypatch.setattr(list_files, "parse", counted)
    yaml_like = b"---\n" + b"".join(b"key%06d: value\n" % n for n in range(MAX_READ // 16 // 4))
    letter = b"Dear organiser,\nsee you on the day: my list follows next week.\n" * 1000
    found = inbox([_folder(tmp_path, [letter] * 5 + [yaml_like] * 10)])
    assert found.lists == [] and len(parsed) == 3 and sum(parsed) <= MAX_READ
    reasons = [skip.reason for skip in found.skipped if skip.part]
    assert reasons[:5] == ["no list in it (1 part read: body)"] * 5
    assert reasons[-1].startswith("body: the text read for lists in this mail file would pass 640 KB")


def test_an_html_attachment_is_read_within_its_mail_files_budget_by_the_lines_it_shows() -> None:
    """An `.html` attachment is read as the lines a mail program shows: its `<br>`s are lines of
    the list, counted as its entries, and turning it into lines is reading it, so the budget says
    first whether it may."""
    from armybuilder.checking.lists import holds_list, list_entries

    html = b"<p>Tank Attack</p>" + b"<br>2 x Tank" * 500  # one line as written
    assert list_entries(html, "list.html") == 502
    assert holds_list(html, "list.html") is True
    budget = Budget(read=len(html) - 1)
    assert holds_list(html, "list.html", budget) is None
    assert budget.why.startswith("the text read for lists in this mail file would pass 640 KB")


def test_check_names_each_message_past_its_mail_files_limit(cli, tmp_path: Path) -> None:
    """The organiser is told which messages were not read, and why, as for any other part."""
    folder = _folder(tmp_path, [b"<p>x</p>" * (MAX_HTML // 8 // 2 - 1)] * 3, "text/html; charset=utf-8")
    result = cli("check", folder)
    assert result.code == 2
    said = [line for line in result.err.splitlines() if "the most read of one mail file" in line]
    assert [line.split("(")[1].split(")")[0] for line in said] == ["<m2@example.org>"]


def test_the_lines_looked_at_to_tell_a_list_are_bounded_for_a_whole_mail_file(
    tmp_path: Path, monkeypatch
) -> None:
    """Each part is looked at for a list's entries in its first 200 lines: a mail file of
    thousands of parts made each be looked at. Counted: the lines the grammar was asked about."""
    from armybuilder.textlist import grammar

    looked = 0
    form_of = grammar.form_of

    def counted(line: str) -> object:
        nonlocal looked
        looked += 1
        return form_of(line)

    monkeypatch.setattr(grammar, "form_of", counted)
    letter = b"Dear organiser, see you on the day.\n" * 300
    found = inbox([_folder(tmp_path, [letter] * 200)])
    assert looked == MAX_LOOKED == 125 * 200
    reasons = [skip.reason for skip in found.skipped if skip.part]
    assert reasons[124] == "no list in it (1 part read: body)"
    assert reasons[125] == (
        "body: the lines looked at for lists in this mail file would pass 25,000, the most read of one "
        "mail file; save that message as a mail file of its own (.eml) to have it read"
    )


def test_the_text_of_a_mail_files_messages_is_bounded_however_it_is_encoded(tmp_path: Path) -> None:
    """Text sent in base64 decodes to as many lines as it has bytes: told apart a line at a time
    into the sender's own and quoted, 20 MB of it took seconds."""
    body = base64.encodebytes(b"\n" * (MAX_TEXT // 4))
    found = inbox([_folder(tmp_path, [body] * 5, "text/plain\nContent-Transfer-Encoding: base64")])
    reasons = [skip.reason for skip in found.skipped if skip.part]
    assert reasons[:3] == ["no list in it: no attachment and no text"] * 3
    assert reasons[4] == (
        "body: the text of this mail file's messages would pass 500,000 lines, the most read of one "
        "mail file; save that message as a mail file of its own (.eml) to have it read"
    )


def test_a_mail_file_of_more_lines_than_mail_has_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """`email` reads a line a microsecond or two: 20 MB of empty lines took 18 s before a part was
    looked at."""
    with pytest.raises(InputError) as refused:
        _read(tmp_path, b"From: a@example.org\n\n" + b"\r" * (MAX_MAIL_LINES + 1))
    assert refused.value.code == "file.too-large"
    assert refused.value.message == (
        f"the mail file has {MAX_MAIL_LINES + 3:,} lines; mail files of more than 500,000 lines are refused"
    )


RAW_SEPARATORS = [
    b"\x0b",
    b"\x0c",
    b"\x1c",
    b"\x1d",
    b"\x1e",
    "\x85".encode(),
    "\u2028".encode(),
    "\u2029".encode(),
]
"""Characters `str.splitlines` ends a line at, written raw (RFC 6532) in a header."""

HOSTILE_SENDERS = [
    # A display name that decodes to a line break and a header of its own.
    (
        b"=?utf-8?q?Eve=0D=0ABcc:_all@example.org?= <eve@example.org>",
        "Eve Bcc: all@example.org",
        "eve@example.org",
    ),
    (b'"Eve\r\n Bcc: all@example.org" <eve@example.org>', "Eve Bcc: all@example.org", "eve@example.org"),
    (
        b"=?utf-8?b?RXZlCkJjYzogYWxsQGV4YW1wbGUub3Jn?= <eve@example.org>",
        "Eve Bcc: all@example.org",
        "eve@example.org",
    ),
    (b"=?utf-8?q?Bj=C3=B6rn_M=C3=BCller?= <bjorn@example.org>", "Björn Müller", "bjorn@example.org"),
    (b"=?iso-8859-1?q?Andr=E9?= <andre@example.org>", "André", "andre@example.org"),
    (b"no-name@example.org", "", "no-name@example.org"),
    (b"=?unknown-8bit?b?////?= <ann@example.org>", "\ufffd\ufffd\ufffd", "ann@example.org"),
    # `email` read these as a group holding victim@example.org, or as the address before the
    # brackets; a mail program shows the message as the bracketed address's.
    (b"Eve Bcc: victim@example.org <eve@example.org>", "Eve Bcc: victim@example.org", "eve@example.org"),
    (b"victim@example.org <eve@example.org>", "victim@example.org", "eve@example.org"),
    (b"a/b\\c:d*e?f <slash@example.org>", "a/b\\c:d*e?f", "slash@example.org"),
    # `email` drops a comment in the name as RFC 5322 lets it; a mail program shows it, as the
    # sender wrote it (`Lt-Col (retd) Bernard Ashworth` signs as a retired colonel)
    (
        b"Lt-Col (retd) Bernard Ashworth <b.ashworth@example.org>",
        "Lt-Col (retd) Bernard Ashworth",
        "b.ashworth@example.org",
    ),
    *(
        (
            b"Eve" + separator + b"Bcc: victim@example.org <eve@example.org>",
            "Eve Bcc: victim@example.org",
            "eve@example.org",
        )
        for separator in RAW_SEPARATORS
    ),
]


@pytest.mark.parametrize(("header", "name", "address"), HOSTILE_SENDERS)
def test_the_sender_is_one_line_with_its_name_decoded(
    tmp_path: Path, header: bytes, name: str, address: str
) -> None:
    raw = (
        b"From: " + header + b"\r\nMessage-ID: <m\r\n 1@example.org>\r\nSubject: list\r\n\r\n" + LIST.encode()
    )
    message = _one(tmp_path, raw)
    assert (message.sender.name, message.sender.address) == (name, address)
    assert message.message_id == "<m1@example.org>"
    assert message.bodies[0].label == "<m1@example.org>, body"


@pytest.mark.parametrize(
    ("headers", "why"),
    [
        (
            b"From: Friends: victim@example.org;",
            "From: header, 'Friends: victim@example.org;', gives no address",
        ),
        (b"From: Eve", "From: header, 'Eve', gives no address a mail program can send to"),
        (b"From: Eve <eve\xe2\x80\xa8victim@example.org>", "'Eve <eve\\u2028victim@example.org>', gives no"),
        (b"From: Eve\rFrom: victim@example.org", "has 2 From: headers ('Eve', 'victim@example.org')"),
        (b"Subject: no sender", "its message has no From: header, so the sender cannot be told"),
    ],
)
def test_a_sender_no_mail_program_would_read_as_one_address_gives_none(
    tmp_path: Path, headers: bytes, why: str
) -> None:
    """A header `email` could only guess at (a group, a name alone, a line separator in the
    address, a bare CR making a second `From:`) gives no address, never another, and says why."""
    message = _one(tmp_path, headers + b"\r\nMessage-ID: <m1@example.org>\r\n\r\n" + LIST.encode())
    assert message.sender.address == ""
    assert why in message.sender.unread
    assert _text(message.bodies[0]) == LIST  # the list is still read


def test_a_non_ascii_name_written_by_a_mail_program_reads_back(tmp_path: Path) -> None:
    mail = _mail(LIST)
    del mail["From"]
    mail["From"] = Address("Zoë Ångström", "zoe@example.org")
    assert b"=?utf-8?" in mail.as_bytes(policy=default)
    assert _one(tmp_path, mail).sender.name == "Zoë Ångström"


def test_a_header_in_raw_utf8_reads_as_utf8(tmp_path: Path) -> None:
    """RFC 6532 mail writes headers in UTF-8 as they are; `email` read each byte as one it could
    not decode, and "José Ortiz" came out "Jos\ufffd\ufffd Ortiz". A byte that is not UTF-8 still
    shows as U+FFFD."""
    raw = (
        "From: José Ortiz <josé@exämple.org>\r\nMessage-ID: <m1@example.org>\r\n"
        "Content-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nhi\r\n"
        '--x\r\nContent-Disposition: attachment; filename="Zoë.yaml"\r\n\r\n2 x Tiger\r\n--x--\r\n'
    ).encode()
    message = _one(tmp_path, raw)
    assert (message.sender.name, message.sender.address) == ("José Ortiz", "josé@exämple.org")
    assert [part.name for part in message.attachments] == ["Zoë.yaml"]
    latin = _one(tmp_path, raw.replace("José".encode(), "José".encode("latin-1"), 1))
    assert latin.sender.name == "Jos\ufffd Ortiz"


@pytest.mark.parametrize(
    ("sent", "safe"),
    [
        ("../../.ssh/authorized_keys", "authorized_keys"),
        ("C:\\Users\\Ann\\zed.yaml", "zed.yaml"),
        (".bashrc", "bashrc"),
        ("CON.yaml", "_CON.yaml"),
        ("list\r\n.yaml", "list .yaml"),
        ("$(rm -rf ~)|x.yaml", "_(rm -rf _)_x.yaml"),
        ("Zoë's list.yaml", "Zoë_s list.yaml"),
        ("a" * 300 + ".yaml", "a" * 95 + ".yaml"),
    ],
)
def test_an_attachment_name_is_a_safe_base_name(sent: str, safe: str) -> None:
    assert safe_name(sent) == safe


def test_a_hostile_attachment_name_never_leaves_the_base_name(tmp_path: Path) -> None:
    (attachment,) = _one(tmp_path, _mail(attachments=(("../../evil.yaml", LIST.encode()),))).attachments
    assert attachment.name == "evil.yaml"


@pytest.mark.parametrize(
    ("name", "head", "kind"),
    [
        ("list.eml", b"Anything at all", "eml"),
        ("Inbox", b"From ann@example.org Tue Mar  2 10:00:00 2027\nFrom: x", "mbox"),
        ("message", b"Return-Path: <a@b>\r\nFrom: Ann <a@b>\r\n folded\r\nSubject: x\r\n\r\nbody", "eml"),
        ("message", b"From: Ann <a@b>\n", None),
        ("roster", b"format: 2\nsystem: tank-attack\nplayer: Ann\n", None),
        ("list.txt", b"From: the heart\nSubject: my list\n2 x Tiger\n", None),
        ("Inbox", b"From the trenches, my list\n2 x Tiger\n", None),
        ("Inbox", b"From - Wed Mar 03 09:00:00 +0000 2027\nFrom: x", "mbox"),
    ],
)
def test_what_a_mail_file_is_comes_from_its_name_or_content(name: str, head: bytes, kind: str | None) -> None:
    assert kind_of_mail(name, head) == kind


HOSTILE_MAIL = {
    "empty": b"",
    "binary": b"\x00\xff\xfe garbage",
    "cut short": b"From: a@b\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: text/plain\r\n",
    "no boundary": b"From: a@b\r\nContent-Type: multipart/mixed\r\n\r\nno boundary at all",
    "unknown charset": b"From: a@b\r\nContent-Type: text/plain; charset=no-such-charset\r\n\r\n2 x Tiger",
    "codec not a charset": b"From: a@b\r\nContent-Type: text/plain; charset=rot13\r\n\r\n2 x Tiger",
    "bad base64": b"From: a@b\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64",
    "bad headers": b"From: <<<@@@>>>\r\nDate: Feb 30 99999\r\nReceived: ;;;\r\n\r\nbody",
    "empty forward": b"From: a@b\r\nContent-Type: message/rfc822\r\n\r\nFrom: c@d\r\nContent-Type: multipart/mixed; boundary=y\r\n\r\n",
}


@pytest.mark.parametrize("raw", HOSTILE_MAIL.values(), ids=HOSTILE_MAIL.keys())
def test_malformed_mail_gives_what_it_can_without_a_traceback(tmp_path: Path, raw: bytes) -> None:
    (message,) = _read(tmp_path, raw, name="bad.eml")
    assert message.received.source in ("Received", "Date", "modified")
    for part in (*message.attachments, *message.bodies):
        assert "\n" not in part.label and "\r" not in part.sender.name


@pytest.mark.parametrize("within", [True, False], ids=["nested", "side by side"])
def test_a_message_of_thousands_of_parts_is_refused_unparsed(tmp_path: Path, within: bool) -> None:
    parts = b"".join(
        b"--b%d\r\nContent-Type: multipart/mixed; boundary=b%d\r\n\r\n" % (n, n + 1)
        if within
        else b"--b0\r\nContent-Type: text/plain\r\n\r\n2 x Tiger\r\n"
        for n in range(5000)
    )
    head = b"From: Ann <ann@example.org>\r\nMessage-ID: <m1@example.org>\r\nDate: Tue, 02 Mar 2027 10:00:00 +0000\r\n"
    (message,) = _read(tmp_path, head + b"Content-Type: multipart/mixed; boundary=b0\r\n\r\n" + parts)
    assert message.attachments == message.bodies == ()
    (problem,) = [refused.error for refused in message.refused]
    assert (problem.code, problem.file) == ("file.unreadable", "<m1@example.org>")
    assert "more than 400 lines starting a part" in problem.message
    assert message.received.at == datetime(2027, 3, 2, 10, 0, 0, tzinfo=UTC)


def _nested_mixed(depth: int, body: str = LIST) -> bytes:
    """A body in `multipart/mixed` parts each holding the next, as some mail programs nest them."""
    head = b"From: Ann <ann@example.org>\r\nMessage-ID: <m1@example.org>\r\n"
    opened = b"".join(
        b"Content-Type: multipart/mixed; boundary=b%d\r\n\r\n--b%d\r\n" % (n, n) for n in range(depth)
    )
    closed = b"".join(b"\r\n--b%d--\r\n" % n for n in reversed(range(depth)))
    return head + opened + b"Content-Type: text/plain\r\n\r\n" + body.encode() + closed


@pytest.mark.parametrize("depth", [1, 2, 3, MAX_DEPTH])
def test_a_body_within_parts_within_parts_is_read_once(tmp_path: Path, depth: int) -> None:
    """`email` finds a body anywhere within a part holding parts: one nested in three
    `multipart/mixed` parts was read as four lists, each the other's duplicate."""
    message = _one(tmp_path, _nested_mixed(depth))
    assert [_text(body) for body in message.bodies] == [LIST]
    assert message.attachments == message.refused == ()


def test_a_message_email_cannot_read_is_named_unreadable(tmp_path: Path) -> None:
    # A parameter named `b*` and nothing more: `email`'s parser raises an IndexError on it.
    raw = b"From: a@b\r\nMessage-ID: <m1@example.org>\r\nContent-Type: text/plain; b*\r\n\r\n2 x Tiger"
    (message,) = _read(tmp_path, raw)
    (problem,) = [refused.error for refused in message.refused]
    # Named by its bytes: the Message-ID is in the header `email` could not read.
    assert (problem.code, problem.file) == (
        "file.unreadable",
        f"sha256:{hashlib.sha256(raw).hexdigest()[:12]}",
    )
    assert problem.message == "the message cannot be read (IndexError); no list is taken from it"


# Intake: `check` and `event pack` of an inbox of e-mail --------------------------------------------

CORPUS = Path(__file__).resolve().parent / "data" / "mail"
"""Messages as mail programs save them: an attachment, a list in the body, an HTML-only body, a
quoted reply, a forwarded message, an mbox of three, a junk message and hostile headers."""


def _corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "inbox"
    folder.mkdir()
    for path in CORPUS.iterdir():
        (folder / path.name).write_bytes(path.read_bytes())
        os.utime(folder / path.name, (MODIFIED.timestamp(), MODIFIED.timestamp()))
    return folder


def _event(tmp_path: Path, **more: object) -> Path:
    event = tmp_path / "event.yaml"
    event.write_text(
        yaml.safe_dump(
            {
                "event": 1,
                "name": "Mail Night",
                "system": "tank-attack",
                "limit": 36,
                "options": {"scale": "15mm", "massed-battles": False},
                **more,
            }
        )
    )
    return event


def test_check_gives_each_list_of_an_inbox_of_mail_with_its_part(cli, tmp_path: Path) -> None:
    folder = _corpus(tmp_path)
    result = cli("check", folder, "--format", "json")
    found = [(Path(item["file"]).name, item["part"], item["player"]) for item in json.loads(result.out)]
    assert found == [
        ("attachment.eml", "<anna-1@example.org>, attachment anna.yaml", "Anna Smith"),
        ("body.eml", "<ben-1@example.org>, body", "Ben Ortiz"),
        ("club.mbox", "<gita-1@example.org>, attachment gita.yaml", "Gita Patel"),
        ("club.mbox", "<hugo-1@example.org>, body", "Hugo Bauer"),
        (
            "forwarded.eml",
            "<fwd-1@club.example>, forwarded message <erin-1@example.org>, attachment erin list.txt",
            "Erin Wu",
        ),
        (
            "hostile.eml",
            "<mallory-1@example.org>, body",
            "Mallory Bcc: everyone@example.org X-Verdict: VALID",
        ),
        ("html-only.eml", "<carla-1@example.org>, body", "Carla Diaz"),
        ("quoted-reply.eml", "<dave-2@example.org>, body", "Dave Lee"),
    ]
    # Read as a person reads them: the HTML body keeps its list's formations, the reply gives the
    # list quoted in it (one Tank), and a roster sent as `.txt` is read as the roster it is.
    by_part = {item["part"]: item for item in json.loads(result.out)}
    assert by_part["<carla-1@example.org>, body"]["valid"] is True
    assert by_part["<dave-2@example.org>, body"]["costs"] == {"AP": 32}
    erin = next(item for item in by_part.values() if "erin list.txt" in item["part"])
    assert erin["name"] == "3rd Wessex Rifles" and not any(
        w["code"] == "file.text-list" for w in erin["warnings"]
    )


def test_check_names_what_gave_no_list_first_and_says_what_each_message_gave(cli, tmp_path: Path) -> None:
    folder = _corpus(tmp_path)
    (folder / "notes.docx").write_bytes(b"PK\x03\x04" + bytes(100))
    err = cli("check", folder).err.splitlines()
    skipped = [line for line in err if "skipped" in line]
    assert err[: len(skipped)] == skipped, "what gave nothing comes first"
    assert [line.split(": ")[1].split(" (")[0] for line in skipped] == [
        f"skipped {folder / 'club.mbox'}",
        f"skipped {folder / 'junk.eml'}",
        f"skipped {folder / 'notes.docx'}",
    ]
    assert "(<ivy-1@example.org>): no list in it (1 part read: body)" in skipped[0]
    assert "no list in it (2 parts read: attachment logo.png, body)" in skipped[1]
    given = err[len(skipped) :]
    assert len(given) == 8  # one line per message that gave a list
    assert f"{folder / 'quoted-reply.eml'}, <dave-2@example.org>: a list (body)" in given[-1]


def test_a_list_sent_with_no_player_is_the_senders_with_a_note(cli, tmp_path: Path) -> None:
    folder = _corpus(tmp_path)
    [ben] = json.loads(cli("check", folder / "body.eml", "--event", _event(tmp_path), "--format", "json").out)
    assert ben["player"] == "Ben Ortiz"
    [note] = [w for w in ben["warnings"] if w["code"] == "event.player-missing"]
    assert "taken as Ben Ortiz's, the sender of the e-mail" in note["message"]


def test_a_show_markdown_pasted_under_a_greeting_keeps_its_army_name(cli, tmp_path: Path) -> None:
    """The organiser's cover and published page name the army of the Markdown's heading, not the
    player's greeting above it."""
    shown = cli("show", EXAMPLE, "--format", "markdown").out
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "iris.eml").write_bytes(
        _mail(f"Hi organiser, my list below\n\n{shown}\nCheers, Iris\n").as_bytes()
    )
    result = cli("check", inbox, "--format", "json")
    (report,) = json.loads(result.out)
    assert report["name"] == "3rd Wessex Rifles"


def test_a_list_pasted_with_no_heading_is_named_for_its_sender(cli, tmp_path: Path) -> None:
    """Lists pasted into messages of one mail folder, none with a heading, are each named for
    their sender, not all for the folder's file; a sender without a display name leaves the
    file's name, and a very long display name is cut to fit an army's name."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    long_name = "Z" * 300
    messages = [
        _mail(LIST_BODY, sender="Hugo Bauer <hugo@example.org>", message_id="<hugo@example.org>"),
        _mail(LIST_BODY, sender="Gita Patel <gita@example.org>", message_id="<gita@example.org>"),
        _mail(LIST_BODY, sender="ivy@example.org", message_id="<ivy@example.org>"),
        _mail(LIST_BODY, sender=Address(long_name, "zed", "example.org"), message_id="<zed@example.org>"),
    ]
    (inbox / "club.mbox").write_bytes(
        b"".join(b"From sender Tue Mar  2 10:00:00 2027\n" + m.as_bytes() + b"\n" for m in messages)
    )
    result = cli("check", inbox, "--format", "json")
    names = [item["name"] for item in json.loads(result.out)]
    assert names[:3] == ["Hugo Bauer's army", "Gita Patel's army", "club"]
    assert names[3].endswith("…'s army") and len(names[3]) == 200


def test_an_army_is_named_by_a_heading_that_names_it_never_by_a_greeting_or_a_file_name(
    cli, tmp_path: Path
) -> None:
    """Zoe's army was "Hi, this is Zoe from Andover club (not the other Zoë!)", and Ivy's "ivy"
    (her attachment's name), on the cover and the published page: a greeting, a sign-off or a
    system's line above the list names no army, nor does a file's name once the player is known."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    body = "# Tank Attack\nGeneral: Rifles\n2 x Tank\n"
    messages = [
        _mail(
            f"Hi, this is Zoe from Andover club (not the other Zoë!)\n\n{body}\nCheers,\nZoe\n",
            sender="Zoe Clarke <zoe@andover.example>",
            message_id="<zoe@example.org>",
        ),
        _mail(
            "here it is",
            attachments=(("ivy.txt", body.encode()),),
            sender="Ivy Chen <ivy@example.org>",
            message_id="<ivy@example.org>",
        ),
        _mail(
            "Hello Tom\n\n# Gina's Grenadiers\n" + body,
            sender="Gina Rossi <gina@example.org>",
            message_id="<gina@example.org>",
        ),
        _mail(
            "Dear organiser,\n\nTank Attack - 36 AP\nHank's Hussars\nGeneral: Rifles\n2 x Tank\n",
            sender="Hank Moss <hank@example.org>",
            message_id="<hank@example.org>",
        ),
    ]
    (inbox / "club.mbox").write_bytes(
        b"".join(b"From sender Tue Mar  2 10:00:00 2027\n" + m.as_bytes() + b"\n" for m in messages)
    )
    (inbox / "kim.txt").write_text(f"Player: Kim Ode\n{body}")
    (inbox / "nobody.txt").write_text(body)
    result = cli("check", inbox, "--format", "json")
    names = {item.get("part", Path(item["file"]).name): item["name"] for item in json.loads(result.out)}
    assert names == {
        "<zoe@example.org>, body": "Zoe Clarke's army",
        "<ivy@example.org>, attachment ivy.txt": "Ivy Chen's army",
        "<gina@example.org>, body": "Gina's Grenadiers",
        "<hank@example.org>, body": "Hank's Hussars",
        "kim.txt": "Kim Ode's army",
        "nobody.txt": "nobody",  # no player known: the file's name is all there is
    }
    # The greeting is no entry, and is said to be one line not read, as every such line is.
    [zoe] = [item for item in json.loads(result.out) if item.get("part", "").startswith("<zoe@")]
    unread = [w["message"] for w in zoe["warnings"] if w["code"] == "file.text-line"]
    assert any("Hi, this is Zoe" in message for message in unread)


def test_a_list_is_received_at_the_topmost_received_header_else_its_date(cli, tmp_path: Path) -> None:
    folder = _corpus(tmp_path)
    (folder / "zed.yaml").write_bytes(EXAMPLE.read_bytes().replace(b"A. Player", b"Zed Ray"))
    os.utime(folder / "zed.yaml", (MODIFIED.timestamp(), MODIFIED.timestamp()))
    out = tmp_path / "pack"
    assert cli("event", "pack", _event(tmp_path), folder, "-o", out).code == 0
    rows = {r["player"]: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))}
    # Anna's server took it at 10:15:30 UTC; her program dated it 09:00 +0100.
    assert rows["Anna Smith"]["received"] == "2027-03-02T10:15:30+00:00"
    assert rows["Ben Ortiz"]["received"] == "2027-03-03T20:30:00+00:00"
    assert rows["Zed Ray"]["received"] == MODIFIED.isoformat()


def test_a_newer_email_supersedes_an_older_whatever_the_files_times(cli, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    old = _mail(
        attachments=(("a.yaml", EXAMPLE.read_bytes().replace(b"count: 2", b"count: 1")),),
        date="Mon, 01 Mar 2027 10:00:00 +0000",
        message_id="<old@x>",
    )
    new = _mail(
        attachments=(("a.yaml", EXAMPLE.read_bytes()),),
        date="Tue, 02 Mar 2027 10:00:00 +0000",
        message_id="<new@x>",
    )
    (folder / "new.eml").write_bytes(new.as_bytes(policy=default))
    (folder / "old.eml").write_bytes(old.as_bytes(policy=default))
    os.utime(folder / "new.eml", (1, 1))  # the older file holds the newer message
    found = json.loads(cli("check", folder, "--event", _event(tmp_path), "--format", "json").out)
    superseded = {
        item["part"].split()[0]: any(w["code"] == "event.superseded" for w in item["warnings"])
        for item in found
    }
    assert superseded == {"<new@x>,": False, "<old@x>,": True}


def test_a_list_of_another_system_takes_no_part_in_newest_wins(cli, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "anna.yaml").write_bytes(EXAMPLE.read_bytes().replace(b"A. Player", b"Anna Smith"))
    other = (SHIPPED / "examples" / "ohw-ww2-rifle-company.yaml").read_text()
    (folder / "anna-ohw.yaml").write_text(other.replace("A. Player", "Anna Smith"))
    os.utime(folder / "anna.yaml", (1, 1))  # the other system's list is the newer file
    found = json.loads(cli("check", folder, "--event", _event(tmp_path), "--format", "json").out)
    codes = {
        Path(item["file"]).name: {p["code"] for p in item["errors"] + item["warnings"]} for item in found
    }
    assert "event.superseded" not in codes["anna.yaml"] and "event.duplicate-player" not in codes["anna.yaml"]
    assert "event.system" in codes["anna-ohw.yaml"] and "event.superseded" not in codes["anna-ohw.yaml"]


def test_a_folder_gives_rosters_and_lists_under_any_ending_and_skips_the_rest(cli, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    roster = EXAMPLE.read_text()
    (folder / "anna.txt").write_text(roster.replace("A. Player", "Anna Smith"))
    (folder / "ben").write_text(roster.replace("A. Player", "Ben Ortiz"))
    (folder / "carl.md").write_text("# Tank Attack\n\nGeneral: Rifles\n2 x Tank\n")
    (folder / "letter.txt").write_text("See you on the day!\n")
    (folder / "event.yaml").write_text(_event(tmp_path).read_text())
    result = cli("check", folder, "--format", "json")
    assert [(Path(i["file"]).name, i["player"]) for i in json.loads(result.out)] == [
        ("anna.txt", "Anna Smith"),
        ("ben", "Ben Ortiz"),
        ("carl.md", None),
    ]
    assert f"skipped {folder / 'event.yaml'}: an event file, not a list" in result.err
    assert f"skipped {folder / 'letter.txt'}: no list in it" in result.err


def test_files_a_computer_adds_beside_the_lists_are_skipped_with_a_word_each(cli, tmp_path: Path) -> None:
    """An inbox unzipped on a Mac or kept on Windows: its junk is named as what it is, once, and a
    Mac's `__MACOSX` folder is one line, not a line per file in it."""
    folder = tmp_path / "inbox"
    (folder / "__MACOSX").mkdir(parents=True)
    for n in range(5):
        (folder / "__MACOSX" / f"._list{n}.yaml").write_bytes(b"\x00\x05\x16\x07Mac OS X")
    (folder / "Icon\r").write_bytes(b"")
    (folder / "Thumbs.db").write_bytes(b"\xd0\xcf\x11\xe0")
    (folder / "anna.yaml").write_text(EXAMPLE.read_text())
    result = cli("check", folder)
    assert result.code == 0
    skipped = [line.removeprefix("armybuilder check: ") for line in result.err.splitlines()]
    assert skipped == [
        f"skipped {folder}/Icon\\x0d: a file a Mac keeps for a folder's icon",
        f"skipped {folder / 'Thumbs.db'}: a file Windows keeps of a folder's pictures",
        f"skipped {folder / '__MACOSX'}: a folder a Mac's zip adds, of file details with no lists",
    ]


def test_an_oversize_part_is_named_and_the_rest_of_the_message_read(cli, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    huge = (("army.yaml", b"x" * (MAX_BYTES + 1)),)
    (folder / "big.eml").write_bytes(_mail(LIST_BODY, attachments=huge).as_bytes(policy=default))
    (folder / "only.eml").write_bytes(
        _mail(attachments=huge, message_id="<m2@example.org>").as_bytes(policy=default)
    )
    result = cli("check", folder, "--format", "json")
    [item] = json.loads(result.out)
    assert item["part"] == "<m1@example.org>, body"
    assert (
        "a list (body); 1 part not read (attachment army.yaml: the part is 5.0 MB; parts over 5 MB"
        in result.err
    )
    assert (
        f"skipped {folder / 'only.eml'} (<m2@example.org>): attachment army.yaml: the part is 5.0 MB; parts over 5 MB are refused"
        in result.err
    )


def test_hostile_headers_stay_on_one_line_in_every_output(cli, tmp_path: Path) -> None:
    folder = _corpus(tmp_path)
    [item] = json.loads(cli("check", folder / "hostile.eml", "--format", "json").out)
    assert "\n" not in item["player"] and "\r" not in item["player"]
    out = tmp_path / "pack"
    assert cli("event", "pack", _event(tmp_path), folder / "hostile.eml", "-o", out).code == 0
    [draft] = (out / "notes").glob("*.eml")
    text = draft.read_text()
    headers = text.split("\n\n", 1)[0]
    assert [line.split(":")[0] for line in headers.splitlines() if not line.startswith(" ")] == [
        "X-Unsent",
        "To",
        "Subject",
        "In-Reply-To",
        "References",
        "Content-Type",
        "Content-Transfer-Encoding",
        "MIME-Version",
    ]
    assert "Bcc" not in headers.replace('"Mallory Bcc', "") and "\r" not in text


def test_a_list_in_nested_parts_is_one_roster_in_every_output(cli, tmp_path: Path) -> None:
    """A list in a body three `multipart/mixed` parts deep gave the pack three rosters: three
    identical summary rows, three sheets and `event.duplicate-player` against itself."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    roster = EXAMPLE.read_text().replace("A. Player", "Anna Smith")
    (inbox / "anna.eml").write_bytes(_nested_mixed(3, roster))
    out = tmp_path / "pack"
    result = cli("event", "pack", _event(tmp_path), inbox, "-o", out)
    assert result.code == 0, result.err
    assert result.out.startswith("Mail Night: 1 roster, 1 valid") and "duplicate" not in result.out
    assert "<m1@example.org>: a list (body)" in result.out
    with (out / "summary.csv").open(encoding="utf-8-sig") as summary:
        assert [row["player"] for row in csv.DictReader(summary)] == ["Anna Smith"]


def test_an_mbox_over_the_message_limit_is_named_with_the_reason_and_the_rest_checked(
    cli, tmp_path: Path
) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    one = b"From a@example.org Mon Mar  1 12:00:00 2027\nFrom: a@example.org\nSubject: x\n\nhello\n\n"
    (folder / "huge.mbox").write_bytes(one * (MAX_MESSAGES + 1))
    (folder / "anna.yaml").write_bytes(EXAMPLE.read_bytes())
    result = cli("check", folder, "--format", "json")
    assert [Path(item["file"]).name for item in json.loads(result.out)] == ["anna.yaml"]
    assert f"skipped {folder / 'huge.mbox'}: the mail folder holds more than 1,000 messages" in result.err


def test_a_text_list_that_opens_like_a_mail_folder_is_read_as_a_list(cli, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "hugo.txt").write_text("From the trenches, my list\n# Tank Attack\nGeneral: Rifles\n2 x Tank\n")
    [item] = json.loads(cli("check", folder, "--format", "json").out)
    assert Path(item["file"]).name == "hugo.txt" and "part" not in item and item["costs"]


def test_verify_reads_an_email_as_check_does_each_list_by_its_part(cli, tmp_path: Path) -> None:
    """The organiser verifies a list as it came, the saved e-mail: its attachment is checked and
    matched as a roster file is; a message with no list says so and does not pass."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    roster = EXAMPLE.read_text().replace("A. Player", "Kim Lo").encode()
    sent = _mail(attachments=(("kim.yaml", roster),), sender="Kim Lo <kim@example.org>")
    (inbox / "kim.eml").write_bytes(sent.as_bytes(policy=default))
    event = _event(tmp_path)
    assert cli("event", "pack", event, inbox, "-o", tmp_path / "pack").code == 0
    lock = tmp_path / "pack" / "lock.json"
    result = cli("verify", lock, inbox / "kim.eml")
    assert result.code == 0, result.out
    assert result.out.startswith(f"{inbox / 'kim.eml'} (<m1@example.org>, attachment kim.yaml): ")
    assert "matches Kim Lo's locked list" in result.out and "the file differs" not in result.out
    (tmp_path / "hello.eml").write_bytes(_mail("See you on the day").as_bytes(policy=default))
    nothing = cli("verify", lock, tmp_path / "hello.eml")
    assert nothing.code == 1 and "gives no list, so it matches no locked list" in nothing.out
    folder = cli("verify", lock, inbox)
    assert folder.code == 1 and "this is a folder, not a file" in folder.out


def test_a_draft_reply_writes_out_a_bidi_override_from_the_senders_name() -> None:
    """A display name carrying U+202E would reverse the rest of the To line in the organiser's
    mail program; the draft writes it out, as the note does, and keeps the address whole."""
    from armybuilder.events.drafts import draft_reply
    from armybuilder.intake.message import Sender
    from armybuilder.schema.event import Event

    event = Event.model_validate({"event": 1, "name": "Drill Hall", "system": "tank-attack"})
    text = draft_reply(event, Sender("Eve \u202egro.live\u2066", "eve@example.org"), "note\n")
    assert text is not None
    draft = message_from_string(text, _class=EmailMessage, policy=default)
    [to] = draft["To"].addresses
    assert (to.display_name, to.addr_spec) == ("Eve \\u202egro.live\\u2066", "eve@example.org")


def test_a_sender_written_in_raw_utf8_is_named_right_in_every_output(cli, tmp_path: Path) -> None:
    """`From: José Ortiz <jose@example.org>` in raw UTF-8 (RFC 6532) was "Jos\ufffd\ufffd Ortiz" in
    the note, lock, summary and draft and the note `Jos-Ortiz.txt`; a domain in raw UTF-8 gave the
    draft `To: Mal <mal@=?utf-8?b?...?=.org>`, an address no one can send to. An internationalised
    address is written as it is, the draft's headers in UTF-8, as only they can carry it."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for name, sender in (("jose", "José Ortiz <jose@example.org>"), ("mal", "Mal <mål@exämple.org>")):
        head = f"From: {sender}\r\nMessage-ID: <{name}@example.org>\r\nDate: Tue, 02 Mar 2027 10:00:00 +0000"
        (inbox / f"{name}.eml").write_bytes(f"{head}\r\n\r\n{LIST_BODY}".encode())
    out = tmp_path / "pack"
    result = cli("event", "pack", _event(tmp_path), inbox, "-o", out)
    assert result.code == 0, result.err
    assert "(José Ortiz · " in result.out
    assert sorted(path.name for path in (out / "notes").iterdir()) == [
        "José-Ortiz.eml",
        "José-Ortiz.txt",
        "Mal.eml",
        "Mal.txt",
    ]
    assert "Your list for José Ortiz: José Ortiz's army" in (out / "notes" / "José-Ortiz.txt").read_text()
    with (out / "summary.csv").open(encoding="utf-8-sig") as summary:
        assert sorted((row["player"], row["army"]) for row in csv.DictReader(summary)) == [
            ("José Ortiz", "José Ortiz's army"),
            ("Mal", "Mal's army"),
        ]
    lock = json.dumps(json.loads((out / "lock.json").read_text()), ensure_ascii=False)
    assert "José Ortiz's army" in lock and "\ufffd" not in lock
    drafts = {}
    for name in ("José-Ortiz", "Mal"):
        text = (out / "notes" / f"{name}.eml").read_text()
        [to] = message_from_string(text, _class=EmailMessage, policy=default)["To"].addresses
        drafts[name] = (to.display_name, to.addr_spec)
        assert f"<{to.addr_spec}>\n" in text  # the address as it is, never an encoded word
    assert drafts == {"José-Ortiz": ("José Ortiz", "jose@example.org"), "Mal": ("Mal", "mål@exämple.org")}


def test_a_draft_and_the_lock_go_to_the_address_a_mail_program_shows(cli, tmp_path: Path) -> None:
    """`From: Evil<U+2028>Bcc: victim@example.org <evil@example.org>` in raw UTF-8 gave a draft
    `To: victim@example.org` and a lock naming victim@example.org as the player's address. A
    list whose `From:` gives no address is packed, and the pack says it drafted no reply."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    head = b"Message-ID: <%s@example.org>\r\nDate: Tue, 02 Mar 2027 10:00:00 +0000\r\n"
    senders = {
        "evil": "Evil\u2028Bcc: victim@example.org <evil@example.org>".encode(),
        "group": b"Friends: victim@example.org;",
    }
    for name, sender in senders.items():
        body = LIST_BODY.replace("Rifles", "Rifles (" + name + ")")
        (inbox / f"{name}.eml").write_bytes(
            b"From: " + sender + b"\r\n" + head % name.encode() + b"\r\n" + body.encode()
        )
    out = tmp_path / "pack"
    result = cli("event", "pack", _event(tmp_path), inbox, "-o", out)
    assert result.code == 0, result.err
    [draft] = (out / "notes").glob("*.eml")
    [to] = message_from_string(draft.read_text(), _class=EmailMessage, policy=default)["To"].addresses
    assert (to.display_name, to.addr_spec) == ("Evil Bcc: victim@example.org", "evil@example.org")
    lock = json.loads((out / "lock.json").read_text())
    assert sorted(address for player in lock["players"] for address in player["addresses"]) == [
        "evil@example.org"
    ]
    assert (
        f"  no draft   {inbox / 'group.eml'} (<group@example.org>, body): its message's From: "
        "header, 'Friends: victim@example.org;', gives no address a mail program can send to; send the "
        f"player {out / 'notes' / 'group.txt'} yourself"
    ) in result.out.splitlines()
    headers = draft.read_text().split("\n\n", 1)[0]
    assert "victim" not in headers.replace('"Evil Bcc: victim@example.org"', "")


def test_a_draft_to_an_internationalised_address_is_written_as_it_is() -> None:
    """`email` refuses letters beyond ASCII in an address's name part: no draft was written to
    `josé@exämple.org`. A malformed address still gets none."""
    from armybuilder.events.drafts import draft_reply
    from armybuilder.intake.message import Sender
    from armybuilder.schema.event import Event

    event = Event.model_validate({"event": 1, "name": "Drill Hall", "system": "tank-attack"})
    text = draft_reply(event, Sender("José", "josé@exämple.org"), "note\n")
    assert text is not None and "\nTo: José <josé@exämple.org>\n" in text
    [to] = message_from_string(text, _class=EmailMessage, policy=default)["To"].addresses
    assert to.addr_spec == "josé@exämple.org"
    for broken in ("josé", "jo sé@exämple.org", '"jo sé"@exämple.org', "josé@exämple@org"):
        assert draft_reply(event, Sender("José", broken), "note\n") is None


def test_a_list_in_a_players_name_from_another_address_is_named_to_the_organiser(cli, tmp_path: Path) -> None:
    """Mallory, mailing a list from her own address under the display name "Hugo Bauer", made
    Hugo's entry hers without a word (the newest list of a player is their entry). An address is
    an identity, a name a label: she is another player, and both lists carry
    `event.similar-players`, naming the other address."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    hugo = _mail(LIST_BODY, sender="Hugo Bauer <hugo@example.org>", message_id="<h@example.org>")
    mallory = _mail(
        LIST_BODY.replace("4x Rifles", "3x Rifles"),
        sender="Hugo Bauer <mallory@evil.example>",
        message_id="<m@evil.example>",
        date="Tue, 02 Mar 2027 11:00:00 +0100",
    )
    (inbox / "hugo.eml").write_bytes(hugo.as_bytes())
    (inbox / "mallory.eml").write_bytes(mallory.as_bytes())
    result = cli("event", "pack", _event(tmp_path), inbox, "-o", tmp_path / "pack")
    assert result.code == 0, result.err
    said = [line for line in result.out.splitlines() if "[event.similar-players]" in line]
    assert len(said) == 2 and "Hugo Bauer (mallory@evil.example)" in "\n".join(said)
    assert "Statuses: 2 locked" in result.out and "superseded" not in result.out
    lock = json.loads((tmp_path / "pack" / "lock.json").read_text())
    assert [(p["name"], p["addresses"]) for p in lock["players"]] == [
        ("Hugo Bauer", ["hugo@example.org"]),
        ("Hugo Bauer", ["mallory@evil.example"]),
    ]
    note = (tmp_path / "pack" / "notes" / "Hugo-Bauer.txt").read_text()
    assert "similar-players" not in note and "hugo@example.org" not in note  # the note goes to Mallory too


def test_senders_with_invisible_names_are_not_taken_for_one_player(cli, tmp_path: Path) -> None:
    """Display names of a zero-width space alone name no player: each list is its file's, not one
    player's lists from three addresses, nor a player called '\\u200b'."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for n, name in enumerate(("\u200b", "\u200c", "\u00ad")):
        mail = _mail(
            LIST_BODY, sender=Address(name, f"p{n}", "example.org"), message_id=f"<p{n}@example.org>"
        )
        (inbox / f"p{n}.eml").write_bytes(mail.as_bytes())
    result = cli("event", "pack", _event(tmp_path), inbox, "-o", tmp_path / "pack")
    assert result.code == 0, result.err
    assert "Statuses: 3 locked" in result.out and "similar-players" not in result.out
    # Nothing of such a name shows: the list is its file's, as a sender with no name leaves it.
    lock = json.loads((tmp_path / "pack" / "lock.json").read_text())
    assert sorted((player["name"], player["entry"]["army"]) for player in lock["players"]) == [
        (None, "p0"),
        (None, "p1"),
        (None, "p2"),
    ]


def test_a_header_of_thousands_of_encoded_words_is_read_in_little_memory(tmp_path: Path) -> None:
    """`email` parses a header in memory growing with the square of its length: 2,000 encoded
    words (140 kB) took 300 MB, a megabyte of them more than the machine has."""
    words = " ".join("=?utf-8?b?" + base64.b64encode(b"x" * 40).decode() + "?=" for _ in range(2000))
    data = f"From: {words} <eve@example.org>\nMessage-ID: <m1@example.org>\n\n{LIST}".encode()
    tracemalloc.start()
    try:
        message = _one(tmp_path, data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 20 * 1024 * 1024
    assert _text(message.bodies[0]) == LIST
    assert message.bodies[0].sender.address == "eve@example.org"


def test_a_body_holding_a_control_character_is_skipped_saying_where(cli, tmp_path: Path) -> None:
    """A list pasted with a terminal's colour code cannot be read; the organiser is told which line
    holds what, as for a file, not that the message holds no list."""
    body = "My list:\n# Tank Attack\nGeneral: Rifles\x1b[0m\n2 x Tank\n"
    (tmp_path / "eve.eml").write_bytes(_mail(body).as_bytes(policy=default))
    result = cli("check", tmp_path)
    assert result.code == 2
    assert (
        "no list in it (1 part read: body, line 3: the file holds a character YAML does not allow "
        "(U+001B, an invisible control character))"
    ) in result.err


def test_a_message_with_a_header_too_long_to_read_names_the_header(cli, tmp_path: Path) -> None:
    """It said "the message cannot be read (HeaderTooLong)": a Python class, not what is wrong."""
    content_type = "text/plain; " + "; ".join(f"x{n}=y" for n in range(3000))
    (tmp_path / "eve.eml").write_text(
        f"From: eve@example.org\nMessage-ID: <m1@example.org>\nContent-Type: {content_type}\n\n{LIST}"
    )
    result = cli("check", tmp_path)
    assert result.code == 2
    assert "the message cannot be read (its Content-Type: header is longer than 10,000 characters)" in (
        result.err
    )


@pytest.mark.parametrize(
    ("body", "read"),
    [
        (
            "Tank Attack, as promised:\n\n1. Rifles\n2. Tank\n3. Tank\n4. Field Artillery\n\nAnn\n\n"
            "On Mon, Bob wrote:\n> 1. Rifles\n> 2. Balloon\n",
            [("rifles", False), ("tank", False), ("tank", False), ("field-artillery", False)],
        ),
        (
            "WTJ 1916 for Sunday\n1) Infantry\n2) Infantry\n3) Machine Gun\n4) Small Gun\n\nAnn\n",
            [("infantry", False), ("infantry", False), ("machine-gun", False), ("small-gun", False)],
        ),
        (
            "> what are you bringing?\n\nPagano, Axis 1943:\n1. Pz IV\n2. Pz IV\n3. Tiger I\n\nCheers, Ann\n",
            [("pz-iv", False), ("pz-iv", False), ("tiger-i", False)],
        ),
    ],
    ids=["numbered-with-quoted-tail", "brackets-after-numbers", "quoted-above"],
)
def test_a_mail_whose_list_is_numbered_without_counts_holds_a_list(
    body: str, read: list[tuple[str, bool]], tmp_path: Path, shipped: CatalogSet
) -> None:
    """A reply listing its units `1. Infantry - militia`, `2. ...` with no count was "no list in
    it": numbers before lines one under another are a list's positions, one unit each."""
    from armybuilder.checking.checked import check_sent

    path = tmp_path / "reply.eml"
    path.write_bytes(_mail(body).as_bytes(policy=default))
    (sent,) = inbox([path]).lists
    checked = check_sent(sent, shipped)
    assert checked.loaded is not None
    units = checked.loaded.roster.model_dump(mode="python", exclude_defaults=True)["units"]
    assert [(unit["element"], unit.get("general", False)) for unit in units] == read


@pytest.mark.parametrize(
    ("subject", "system"),
    [
        ("Re: OHW beta - Arnhem bridge", "ohw-ww2"),
        ("AW: hexed OHW am Samstag", "ohw-ww2-hex"),
        ("Fwd: One Hour Wargames WW2 (beta), my Germans", "ohw-ww2"),
    ],
    ids=["re-ohw-beta", "aw-hexed", "fwd-full-name"],
)
def test_a_mails_subject_names_the_game_its_list_does_not(
    subject: str, system: str, tmp_path: Path, shipped: CatalogSet, cli: Any
) -> None:
    """A reply whose subject alone names the game, its list's names known to two games, read as no
    game at all: where no line names one, the subject's does, before the names are weighed."""
    from armybuilder.checking.checked import check_sent

    message = _mail("Mine, then:\n\n  2 x Infantry (Grenadiers)\n  3 x Tank (Pz IVs)\n\nChris\n")
    message.replace_header("Subject", subject)
    path = tmp_path / "reply.eml"
    path.write_bytes(message.as_bytes(policy=default))
    (sent,) = inbox([path]).lists
    checked = check_sent(sent, shipped)
    assert checked.loaded is not None
    assert checked.loaded.roster.system == system
    assert [unit.element for unit in checked.loaded.roster.units] == ["infantry", "tank"]
    imported = cli("import", path, "-o", tmp_path / "army.yaml")  # `import` reads the subject as `check` does
    assert imported.code == 0, imported.err
    assert f"system: {system}" in (tmp_path / "army.yaml").read_text()


@pytest.mark.parametrize(
    "answered",
    [
        "________________________________\nFrom: Tom <tom@example.org>\nSent: Monday, 1 March 2027 09:00\n"
        "To: Ben Ortiz\nSubject: lists\n\n",
        "Von: Tom <tom@example.org>\nGesendet: Montag, 1. März 2027 09:00\nAn: Ben Ortiz\nBetreff: Listen\n\n",
        "De : Tom <tom@example.org>\nEnvoyé : lundi 1 mars 2027 09:00\nÀ : Ben Ortiz\nObjet : listes\n\n",
    ],
    ids=["outlook-rule", "outlook-german", "outlook-french"],
)
def test_a_replys_header_block_without_a_marker_heads_its_quoted_text(
    answered: str, tmp_path: Path, shipped: CatalogSet
) -> None:
    """Outlook heads the message a reply answers with its header lines alone (`From:`, `Sent:`,
    `To:`, in the sender's language), no marker and no `>`: the organiser's old list below was
    read into Ben's, two generals and six tanks. It is the reply's quoted text, from its first
    header line on: the rule Outlook draws above it quotes nothing."""
    from armybuilder.checking.checked import check_sent
    from armybuilder.checking.lists import ListFile

    mine = "Fixed:\nTank Attack\nGeneral: Rifles\n2 x Tank\n\nBen\n\n"
    theirs = "Send yours. Mine:\nGeneral: Rifles\n4 x Tank\n2 x Sturmtruppe\n"
    raw = _mail(mine + answered + theirs, sender="Ben Ortiz <ben@example.org>")
    raw.replace_header("Subject", "RE: lists")
    path = tmp_path / "reply.eml"
    path.write_bytes(raw.as_bytes(policy=default))
    (sent,) = inbox([path]).lists
    checked = check_sent(sent, shipped)
    assert checked.loaded is not None
    units = checked.loaded.roster.model_dump(mode="python", exclude_defaults=True)["units"]
    assert units == [{"element": "rifles", "general": True}, {"element": "tank", "count": 2}]
    assert isinstance(checked.loaded, ListFile)
    assert checked.loaded.listed.quoted == 9  # the four header lines, a blank one, Tom's four


FLOWED = (
    "From: Ann Smith <ann@example.org>\nTo: org@example.org\nSubject: list\n"
    "Date: Tue, 02 Mar 2027 10:00:00 +0100\nMessage-ID: <flowed@example.org>\nMIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8; format=flowed{delsp}\n\n{body}"
)


@pytest.mark.parametrize(
    ("delsp", "body", "shown"),
    [
        (
            "",
            "OHW WWII hexed\n2 x Infantry (regular) - Grenadier Regiment 1057, dug in along the \nhedgerow\n"
            "1 x Artillery\n",
            ["OHW WWII hexed", "2 x Infantry (regular) - Grenadier Regiment 1057, dug in along the hedgerow"],
        ),
        (
            "; delsp=yes",
            "Tank Attack\n4 x Rifles (1st Bn, the Buf \nfs)\n",
            ["Tank Attack", "4 x Rifles (1st Bn, the Buffs)"],
        ),
        (
            "",
            "Mine:\n  General: Rifles\n\nOn Monday, Bob wrote:\n> a long line of Bob's that his mail program \n> wrapped\n",
            [
                "Mine:",
                " General: Rifles",
                "",
                "On Monday, Bob wrote:",
                "> a long line of Bob's that his mail program wrapped",
            ],
        ),
    ],
    ids=["wrapped-note", "delsp", "quoted-and-stuffed"],
)
def test_a_flowed_mails_wrapped_lines_are_joined_as_it_shows_them(
    delsp: str, body: str, shown: list[str], tmp_path: Path
) -> None:
    """Thunderbird sends long lines `format=flowed`, cut where they wrap: `hedgerow` under a unit's
    line was a line of its own, an unknown unit. The pieces are joined as a mail program shows
    them, within one depth of quoting, and the space stuffed before a line taken off."""
    message = _one(tmp_path, FLOWED.format(delsp=delsp, body=body).encode())
    (part,) = message.bodies
    assert _text(part).splitlines()[: len(shown)] == shown


@pytest.mark.parametrize(
    "attached",
    [
        "Tank Attack\n\nRifles ........ 4\nMachinegun .... 1\nTank .......... 2\n",
        "Pagano WWII Armour\nTiger I    -   1\nPz IV      -   4\nT-34-85    -   2\n",
        "OHW WWII hexed\nInfanterie .... 2 (veterani)\nCarro ......... 1\nArtiglieria ... 1\n",
    ],
    ids=["dotted-counts", "dashed-counts", "dotted-with-notes"],
)
def test_an_attachment_whose_lines_end_in_their_counts_is_the_list_read(
    tmp_path: Path, attached: str
) -> None:
    """A list attached as a column of names, each with its count or cost set apart at the end
    (`Rifles ...... 4`), was taken for no list, and a body saying `6 units` read in its place,
    giving nothing: lines in a row that each end in a number set apart are a list."""
    mail = _mail("Hi, the list is attached (4 units).", attachments=(("list.txt", attached.encode()),))
    (tmp_path / "list.eml").write_bytes(mail.as_bytes(policy=default))
    (sent,) = inbox([tmp_path / "list.eml"]).lists
    assert sent.within == "attachment list.txt"


@pytest.mark.parametrize(
    ("body", "read"),
    [
        (
            "Pagano WWII armour, my platoons:\n\nZug 1 -- 4 Pz IV\nZug 2 -- 4 Pz IV\nChef -- 1 Tiger I\n",
            None,
        ),
        (
            "OHW WW2 beta, Sunday\n\nInfantry - 4 units (rifle coys)\nTank – 2 units\nMortar — 1 unit (3-inch)\n",
            [("infantry", 4, "rifle coys"), ("tank", 2, None), ("mortar", 1, "3-inch")],
        ),
        (
            "OHW WW2 beta\n\nPiechota - 3 units, Strzelcy\nCzołgi - 2 units (7TP)\nMortar - 1 unit\n",
            [("infantry", 3, "Strzelcy"), ("tank", 2, "7TP"), ("mortar", 1, None)],
        ),
    ],
    ids=["platoons-counted-after-dashes", "units-counted-after-dashes", "polish-names"],
)
def test_a_body_whose_lines_count_after_a_dash_is_a_list(
    tmp_path: Path, body: str, read: list[tuple[str, int, str | None]] | None, shipped: CatalogSet
) -> None:
    """A mail whose list counts each line after a dash (`Tanks – 3 units (T-34/76)`, `1-y vzvod --
    4 T-34/85`) was skipped as holding no list, the organiser given nothing; and where read, the
    count was the note of one unit. The lines are a list, and `3 units` after the dash its count."""
    (tmp_path / "list.eml").write_bytes(_mail(body).as_bytes(policy=default))
    (sent,) = inbox([tmp_path / "list.eml"]).lists
    assert sent.within == "body"
    if read is not None:
        checked = check_sent(sent, shipped)
        assert checked.loaded is not None
        units = checked.loaded.roster.model_dump(mode="python", exclude_defaults=True)["units"]
        assert [(u["element"], u.get("count", 1), u.get("note")) for u in units] == read


@pytest.mark.parametrize(
    ("body", "read"),
    [
        (
            "Ahoj,\n\nWTJ 1916\n- Infantry 6\n- Machine gun 2\n- Engineers 1\n\nZdravi Jirka\n",
            [("infantry", 6), ("machine-gun", 2), ("engineer", 1)],
        ),
        (
            "Moin,\n\nTank Attack\nRifles 4\nMachinegun 1\nField Artillery 2\n\nGruss\n",
            [("rifles", 4), ("machinegun", 1), ("field-artillery", 2)],
        ),
        (
            "OHW hex, 5 units\n\n  Infanterie (elite) 3\n  Panzer 1\n  Artillerie 1\n",
            [("infantry", 3), ("tank", 1), ("artillery", 1)],
        ),
    ],
    ids=["dashed-names-then-counts", "names-then-counts", "indented-with-notes"],
)
def test_a_body_whose_lines_end_in_a_count_with_no_mark_is_a_list(
    tmp_path: Path, body: str, read: list[tuple[str, int]], shipped: CatalogSet
) -> None:
    """A mail whose list writes each count after the name with no mark (`Infantry 6`, `pěchota
    6`) was skipped as holding no list: the organiser got nothing. Lines like it one under
    another are a list, read as the reader reads such counts."""
    (tmp_path / "list.eml").write_bytes(_mail(body).as_bytes(policy=default))
    (sent,) = inbox([tmp_path / "list.eml"]).lists
    assert sent.within == "body"
    checked = check_sent(sent, shipped)
    assert checked.loaded is not None
    units = checked.loaded.roster.model_dump(mode="python", exclude_defaults=True)["units"]
    assert [(u["element"], u.get("count", 1)) for u in units] == read


def test_a_body_of_sentences_ending_in_numbers_is_no_list(tmp_path: Path) -> None:
    """Talk whose lines end in a figure stays a letter, not a list: its lines end in a sentence's stop."""
    body = "Hi all,\n\nThe game starts at 7.\nTables open at 6.\nSee you at table 3.\n"
    (tmp_path / "list.eml").write_bytes(_mail(body).as_bytes(policy=default))
    assert inbox([tmp_path / "list.eml"]).lists == []


@pytest.mark.parametrize(
    ("post", "named"),
    [
        (
            "OHW WW2 beta\n\nMy infantry, three of them, advance with a mortar behind them.\n"
            "The tanks go up front, of course.\n",
            "lines 3 and 4 name Infantry, Mortar and Tank in sentences",
        ),
        (
            "Pagano WWII armour - Axis 1943\n\nMy Tigers go together with a Pz IV as one platoon.\n",
            "line 3 names Pz IV and Tiger I in sentences",
        ),
    ],
)
def test_a_list_told_in_sentences_says_which_lines_name_types(tmp_path: Path, post: str, named: str) -> None:
    """A forum post telling its army in sentences (`The two Tigers and three of the Pz IVs fight
    together as one platoon`) gives no entry: the message names the lines that name the game's
    types, so the organiser can ask the player to write them as entries."""
    (tmp_path / "post.txt").write_text(post, encoding="utf-8")
    with pytest.raises(InputError) as raised:
        load_roster_or_list(tmp_path / "post.txt", CatalogSet([SHIPPED]))
    assert raised.value.code == "file.text-list"
    assert named in raised.value.message


CYRILLIC_LIST = "Pagano WWII armour\nАрмия: Танковая рота Орлова\n\n4 x T-34-85\n"


def _attached(name: str, data: bytes, content_type: str) -> bytes:
    maintype, _, rest = content_type.partition("/")
    subtype, _, params = rest.partition("; charset=")
    message = _mail("Список во вложении.")
    message.add_attachment(
        data, maintype=maintype, subtype=subtype, filename=name, params={"charset": params} if params else {}
    )
    return message.as_bytes(policy=default)


@pytest.mark.parametrize(
    ("codec", "charset"), [("cp1251", "windows-1251"), ("koi8_r", "koi8-r")], ids=["windows-1251", "koi8-r"]
)
def test_an_attachment_naming_a_cyrillic_code_page_is_read_in_it(
    tmp_path: Path, codec: str, charset: str
) -> None:
    """A list attached as `text/plain; charset=windows-1251` was read as Windows-1252: `Армия` came
    out `Àðìèÿ`. The part's charset is read."""
    message = _one(
        tmp_path, _attached("list.txt", CYRILLIC_LIST.encode(codec), f"text/plain; charset={charset}")
    )
    (attachment,) = message.attachments
    assert attachment.data.decode() == CYRILLIC_LIST


@pytest.mark.parametrize(
    ("name", "codec", "content_type", "page"),
    [
        ("список.txt", "cp1251", "application/octet-stream", "Windows-1251"),
        ("rota.csv", "koi8_r", "application/vnd.ms-excel", "KOI8-R"),
    ],
    ids=["windows-1251", "koi8-r"],
)
def test_an_attachment_without_a_charset_in_a_cyrillic_code_page_is_read_in_it_and_said(
    tmp_path: Path, shipped: CatalogSet, name: str, codec: str, content_type: str, page: str
) -> None:
    """A list attached as bytes with no charset (as mail programs send `список.txt`) was read as
    Windows-1252, its Cyrillic garbled. Text whose words are wholly in a Cyrillic code page's
    letters is read in that code page, a guess the check says in a warning, never in silence."""
    from armybuilder.checking.checked import check_sent

    path = tmp_path / "list.eml"
    path.write_bytes(_attached(name, CYRILLIC_LIST.encode(codec), content_type))
    (sent,) = inbox([path]).lists
    checked = check_sent(sent, shipped)
    assert checked.loaded is not None and checked.report is not None
    assert "Танковая рота Орлова" in checked.loaded.roster.name  # not garbled as `Òàíêîâàÿ`
    (warning,) = [problem for problem in checked.report.problems if problem.code == "file.encoding"]
    assert f"read as {page}" in warning.message


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("liste.txt", "Tank Attack\nUnité;Nombre\nRifles;4 élite\nGrößere Panzer;2\n".encode("cp1252")),
        ("photo.jpg", b"\xff\xd8\xff\xe0" + bytes(range(0xC0, 0x100)) * 4),
    ],
    ids=["western-text", "binary"],
)
def test_an_attachment_without_a_charset_is_kept_as_sent(tmp_path: Path, name: str, data: bytes) -> None:
    """Text sent without a charset, and a file that is no text, keep their bytes: the reader reads
    the one in the code page it suggests, and tells the other's kind from them."""
    (attachment,) = _one(tmp_path, _attached(name, data, "application/octet-stream")).attachments
    assert attachment.data == data


def test_a_body_without_a_charset_in_a_cyrillic_code_page_is_read_in_it(tmp_path: Path) -> None:
    raw = (
        b"From: Ivan <ivan@example.ru>\r\nTo: org@example.org\r\nSubject: list\r\n"
        b"Message-ID: <c1@example.ru>\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: 8bit\r\n\r\n"
        + CYRILLIC_LIST.encode("cp1251")
    )
    (body,) = _one(tmp_path, raw).bodies
    assert body.data.decode() == CYRILLIC_LIST


FORWARDED_IN_OTHER_LANGUAGES = {
    "Thunderbird, French": "-------- Message transféré --------\nSujet : ma liste\n"
    "Date : Mon, 1 Mar 2027 08:00\nDe : Lou Park <lou@example.org>\nPour : Kim Lee <kim@example.org>\n\n",
    "Gmail, Russian": "---------- Пересылаемое сообщение ---------\nОт: Lou Park <lou@example.org>\n"
    "Дата: понедельник, 1 марта 2027 г. в 08:00\nТема: список\nКому: Kim Lee <kim@example.org>\n\n",
    "Apple Mail, German": "Anfang der weitergeleiteten Nachricht:\n\nVon: Lou Park <lou@example.org>\n"
    "Betreff: Liste\nDatum: 1. März 2027 um 08:00:00 MEZ\nAn: Kim Lee <kim@example.org>\n\n",
    "Gmail, Spanish": "---------- Mensaje reenviado ---------\nDe: Lou Park <lou@example.org>\n"
    "Date: lun, 1 mar 2027 a las 8:00\nSubject: lista\nTo: Kim Lee <kim@example.org>\n\n",
}


@pytest.mark.parametrize("style", FORWARDED_IN_OTHER_LANGUAGES)
def test_a_forward_marked_in_another_language_is_a_part_from_its_own_author(
    tmp_path: Path, style: str
) -> None:
    """A mail program in French, Russian or German marks a forward in its language (`Message
    transféré`, `Пересылаемое сообщение`) and writes its header lines so (`De :`, `От:`): the list
    was read as the forwarder's, the marker taken for the army's name. It is its author's."""
    body = "Lou asked me to send this on.\n\n" + FORWARDED_IN_OTHER_LANGUAGES[style] + LIST
    message = _one(tmp_path, _mail(body, sender="Kim Lee <kim@example.org>"))
    _, lou = message.bodies
    assert lou.label == "<m1@example.org>, body, forwarded from lou@example.org"
    assert (lou.sender.name, lou.sender.address) == ("Lou Park", "lou@example.org")
    assert _text(lou).lstrip("\n") == LIST
    assert message.lists(_a_list).lists == ((lou, _text(lou)),)


def test_outlooks_original_message_in_another_language_heads_the_replys_quoted_text(tmp_path: Path) -> None:
    body = f"Here is my list, corrected.\n\n{LIST}\n-----Ursprüngliche Nachricht-----\nVon: Org\n\nold list\n"
    message = _one(tmp_path, _mail(body))
    message_with_reply = _one(
        tmp_path, _mail(body).as_bytes(policy=default).replace(b"My list", b"AW: My list")
    )
    (own,) = message_with_reply.bodies
    assert "> old list" in _text(own)
    assert len(message.bodies) == 2  # not a reply: a forward, its own part


def test_an_attachment_in_utf8_under_another_charset_is_read_as_utf8(tmp_path: Path) -> None:
    """A mail program labels a UTF-8 file `iso-8859-1`: decoding it so garbled every accented
    letter (`Ã©`) and lost the list; bytes that are UTF-8 are read as UTF-8, whatever the label."""
    data = "Tank Attack\nUnité: 4 x Rifles\nGénéral: Rifles\n".encode()
    (attachment,) = _one(tmp_path, _attached("liste.txt", data, "text/plain; charset=iso-8859-1")).attachments
    assert attachment.data == data


def test_a_body_naming_each_unit_then_its_type_is_a_list(tmp_path: Path) -> None:
    """A mail whose list names each unit, then its type after a colon or a dash, with no count
    (`Welsh Guards: infantry`), was skipped as holding no list: lines like it one under another
    are a list."""
    body = (
        "Ciao Marco,\n\nper sabato, Tank Attack:\n\n"
        "- 3rd Bersaglieri Battalion: rifles\n- Alpine Machinegun Company: machinegun\n"
        "- 2nd Mountain Battery - field artillery\n\nA presto,\nLuca\n"
    )
    (tmp_path / "list.eml").write_bytes(_mail(body).as_bytes(policy=default))
    (sent,) = inbox([tmp_path / "list.eml"]).lists
    assert sent.within == "body"


def test_a_body_of_labels_and_their_values_is_no_list(tmp_path: Path) -> None:
    """A letter's labelled lines (`Date: Sunday`) stay a letter: a label is one word."""
    body = "Hi all,\n\nDate: Sunday the fourth\nVenue: the old drill hall\nBring: dice and tape\n\nCheers\n"
    (tmp_path / "list.eml").write_bytes(_mail(body).as_bytes(policy=default))
    assert inbox([tmp_path / "list.eml"]).lists == []


def test_a_forward_under_outlook_express_marker_sent_flowed_is_its_authors_list(tmp_path: Path) -> None:
    """Outlook Express ends its `----- Original Message -----` with a space, so a flowed mail joined
    the forwarded `From:` to it and the forward went unseen; and its lines, a unit's name led by
    dots to its type, were taken for no list: the forwarder's mail had no list in it."""
    body = (
        "Passing this on, her mail bounced.\n\n----- Original Message ----- \n"
        'From: "Rosa Lind" <rosa@example.se>\nTo: "Kim Lee" <kim@example.org>\n'
        "Sent: Monday, March 1, 2027 8:00 AM\nSubject: Tank Attack list\n\n\nTank Attack\n\n"
        "King's Own ........ Rifles\nBlack Watch ....... Rifles (dug in at the farm)\n"
        "The Bays ........... Tank\n\nRosa\n"
    )
    mail = FLOWED.format(delsp="", body=body).replace(
        "Ann Smith <ann@example.org>", "Kim Lee <kim@example.org>"
    )
    (tmp_path / "list.eml").write_bytes(mail.encode())
    (sent,) = inbox([tmp_path / "list.eml"]).lists
    assert sent.within == "body, forwarded from rosa@example.se"
    checked = check_sent(sent, CatalogSet([SHIPPED]))
    assert checked.loaded is not None
    assert checked.loaded.roster.model_dump(mode="python", exclude_defaults=True)["units"] == [
        {"element": "rifles", "name": "King's Own"},
        {"element": "rifles", "name": "Black Watch", "note": "dug in at the farm"},
        {"element": "tank", "name": "The Bays"},
    ]


def test_a_phones_reply_with_the_list_told_in_one_line_is_read(tmp_path: Path) -> None:
    """An iPhone's reply tells the whole list in one line between commas, signs under it and ends
    in `Sent from my iPhone`: no line counted an entry as a list's does, so it had no list in it."""
    body = (
        "Dana - mine for Sat: Gen (rifles), 4 rifles, 2 tanks, barrage, fighter, 2 cav. 36 I think\n\n"
        "- Chris\n\nSent from my iPhone\n\n> On 1 Mar 2027, Dana wrote:\n> Lists by Thursday, 36 AP.\n"
    )
    mail = _mail(body, sender="Chris Ray <chris@example.org>")
    mail.replace_header("Subject", "Re: Tank Attack on Saturday")
    (tmp_path / "list.eml").write_bytes(mail.as_bytes(policy=default))
    (sent,) = inbox([tmp_path / "list.eml"]).lists
    checked = check_sent(sent, CatalogSet([SHIPPED]))
    assert checked.loaded is not None
    assert checked.loaded.roster.model_dump(mode="python", exclude_defaults=True)["units"] == [
        {"element": "rifles", "general": True},
        {"element": "rifles", "count": 4},
        {"element": "tank", "count": 2},
        {"element": "barrage"},
        {"element": "fighter"},
        {"element": "cavalry", "count": 2},
    ]


def test_a_mails_lines_naming_a_unit_each_one_under_another_are_a_list() -> None:
    """An iPad's mail gave its three units one a line, no count nor bullet (`Panzergrenadiers`,
    `Pz IV platoon`, `Pak 40`): the message was skipped as holding no list. Lines one under
    another, most naming a unit of one catalog, are one, as bulleted ones are; a letter's short
    lines are not."""
    from armybuilder.checking.lists import holds_list

    mail = "Hi Mike,\n\nFor the beta game (3 units each):\n\nPanzergrenadiers\nPz IV platoon\nPak 40\n\nCheers,\nChris\n"
    assert holds_list(mail.encode(), "") is True
    letter = "Hi Mike,\n\nSee you Saturday.\n\nClub hall\nHigh Street\n10am start\n\nCheers,\nChris\n"
    assert holds_list(letter.encode(), "") is False


def test_a_mails_platoons_headed_without_a_colon_over_counted_members_are_a_list() -> None:
    """`Plotone carri` over `  - 4 Pz IV` and `  - 1 Pz IV (...)`: the heading has no colon, so it
    broke the run of counted lines, and the mail was skipped as holding no list. A line naming a
    platoon, a troop or a battery stands between members as a heading does; a letter's lines do not."""
    from armybuilder.checking.lists import holds_list

    mail = (
        "Ciao a tutti,\n\nper giovedì:\n\nPlotone carri pesanti\n  - 2 Tiger I\nPlotone carri\n"
        "  - 4 Pz IV\n  - 1 Pz IV (mimetica)\n\nGiacomo\n"
    )
    assert holds_list(mail.encode(), "") is True
    letter = "Hi Mike,\n\nThe platoon night is moved.\n3 tables booked\nOur section\n2 new players\n\nChris\n"
    assert holds_list(letter.encode(), "") is False


def test_a_mails_line_counting_its_members_with_a_mark_after_a_dash_is_a_list() -> None:
    """`1. tanková četa – 5× T-34-85`, `2. tanková četa – 4× T-34/85` then `velitel: T-34-85`: a
    count with its mark after a dash counts an entry as on a line of its own (`5× T-34-85`), but
    two such lines made too short a run and the mail was skipped as holding no list. A letter's
    count with no mark after a dash (`Club night – 2 tables`) is still no list."""
    from armybuilder.checking.lists import holds_list

    mail = (
        "Ahoj Petře,\n\nposílám sestavu na sobotu.\n\n1. tanková četa – 5× T-34-85\n"
        "2. tanková četa – 4× T-34/85\nvelitel: T-34-85 (samostatně)\n\nZdraví\nJiří\n"
    )
    assert holds_list(mail.encode(), "") is True
    letter = "Hi Mike,\n\nClub night – 2 tables\nSee you there.\n\nChris\n"
    assert holds_list(letter.encode(), "") is False


def test_a_body_in_utf8_that_names_latin1_is_read_as_the_utf8_it_is(tmp_path: Path) -> None:
    """Outlook's `charset="iso-8859-1"` over a body whose bytes are UTF-8 (`Gruß`): read as Latin-1,
    `ß` became `Ã` and a control character, and the list no list."""
    head = b'From: Stefan <s@example.org>\nSubject: Liste\nContent-Type: text/plain; charset="iso-8859-1"\n'
    body = "OHW β\n\n2x Grenadierzug\n1x Panzer IV\n\nGruß\nStefan\n".encode()
    (part,) = _one(tmp_path, head + b"Content-Transfer-Encoding: 8bit\n\n" + body).bodies
    assert "Gruß" in _text(part) and "OHW β" in _text(part)
    plain = 'From: Stefan <s@example.org>\nContent-Type: text/plain; charset="iso-8859-1"\n\nGrüße\n'
    (part,) = _one(tmp_path, plain.encode("latin-1")).bodies
    assert "Grüße" in _text(part)
