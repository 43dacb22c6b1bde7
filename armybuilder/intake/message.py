"""One e-mail message as the lists it may hold: its attachments and its body.

A player sends a list as an attachment, or pastes it into the message, or answers the
organiser's reply with the list quoted below. The parts are offered in that order, and the
caller, which knows what a list is, says which parts gave one (`Message.lists`): the body is
read only when no attachment gave a list. A body keeps its `>`-quoted lines, as the sender saw
them: the list reader reads them only where the lines that are not quoted hold no list.
A forwarded message (`message/rfc822`) gives its parts as the message's own, from its sender;
so does one forwarded inline, pasted into the text below a mail program's marker (`inline.py`).

Everything here is text from a stranger: names, addresses and Message-IDs come back on one
line, file names reduced to a safe base name, and each part is bounded like a file.
"""

import re
import unicodedata
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from email.errors import MessageError, NonASCIILocalPartDefect, ObsoleteHeaderDefect
from email.header import decode_header, make_header
from email.headerregistry import Address
from email.message import EmailMessage, MIMEPart
from email.utils import getaddresses
from typing import Generic, Literal, TypeVar

from armybuilder.engine.words import kilobytes
from armybuilder.errors import InputError
from armybuilder.files.text import MAX_BYTES, code_page
from armybuilder.intake.budget import Budget
from armybuilder.intake.charsets import mail_codec
from armybuilder.intake.flowed import unflowed
from armybuilder.intake.htmltext import MAX_HTML, html_text
from armybuilder.intake.inline import blocks, is_reply
from armybuilder.intake.received import Received, received
from armybuilder.terminal import printable

T = TypeVar("T")

PartKind = Literal["attachment", "body"]

MAX_PARTS = 100
"""Parts read in one message: a list comes in one or a few, a hostile message could hold thousands."""

MAX_DEPTH = 8
"""Parts within parts (a forwarded message, a folder of attachments) followed this deep."""

MAX_TEXT = 200
"""Characters kept of a name, an address or a Message-ID; a label stays a line."""

MALFORMED = (ValueError, LookupError, TypeError, AttributeError, UnicodeError, MessageError, RecursionError)
"""What `email` raises on a message it cannot make sense of, rather than a defect it notes."""

MAX_HEADER = 10_000
"""Characters of one header value `email` is asked to parse: its parser takes time and memory
growing with the square of the length (a megabyte `From:` took gigabytes); a real one is short."""


class HeaderTooLong(MessageError):
    """A header longer than MAX_HEADER, left unparsed: the message reads as one that cannot be read."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def unread_because(error: BaseException) -> str:
    """Why `email` could not read a message or part, for the organiser: a header too long to
    read is named; for anything else, what went wrong is only `email`'s own name for it."""
    if isinstance(error, HeaderTooLong):
        return f"its {written_out(error.name)}: header is longer than {MAX_HEADER:,} characters"
    return type(error).__name__


_BREAKS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]+")
_SPACES = re.compile(r"\s+")
_SURROGATES = re.compile("[\ud800-\udfff]")
_UNSAFE_IN_NAME = re.compile(r"[^\w .()+=,@\[\]-]")
_DEVICES = frozenset(
    ["CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(10)), *(f"LPT{n}" for n in range(10))]
)
_SEND_AGAIN = "ask the player to send the list again, attached as a file"


@dataclass(frozen=True)
class Sender:
    """Who sent a message, as its `From:` says: the player's contact."""

    name: str
    address: str
    """An address a mail program can send to; '' where `From:` gives none (see `unread`)."""
    unread: str = ""
    """Why the message gives no such address, for the organiser; '' where it gives one."""
    unsure: str = ""
    """Why a list from this sender may be another's: forwarded in the text of the message, whose
    lines give no author's address (`inline.py`); '' where the message is its own sender's."""


@dataclass(frozen=True)
class Part:
    """A part of a message that may hold a list: its bytes, and where it came from."""

    kind: PartKind
    tag: str
    """Its message's name in its file (`Message.tag`)."""
    message_id: str
    received: Received
    """When the message was received (a forwarded message's parts: the forward's own time)."""
    name: str
    """An attachment's file name, reduced to a safe base name; '' for a body or one without a name."""
    data: bytes
    """An attachment's bytes as sent, but text in a charset it names decoded to UTF-8, as the list
    reader reads text; a body's text in UTF-8 (its charset decoded)."""
    within: str
    """Where the part is in its message: `attachment zed.yaml`, `forwarded message <ID>, body`."""
    sender: Sender
    """The message's sender, or a forwarded message's own."""
    subject: str = ""
    """The message's subject, which may name the game where its list does not (`Re: OHW beta`)."""

    @property
    def label(self) -> str:
        """`<Message-ID>, attachment zed.yaml`: where the part is, for a person."""
        return f"{self.tag}, {self.within}"


@dataclass(frozen=True)
class Refused:
    """A part not read, and why: `error` names it by its label."""

    within: str
    """Where the part is in its message, as `Part.within`; '' for the whole message."""
    error: InputError


@dataclass(frozen=True)
class Taken(Generic[T]):
    """What `Message.lists` found: each part that gave a list with the list, and the parts read
    that gave none."""

    lists: tuple[tuple[Part, T], ...]
    nothing: tuple[Part, ...]


@dataclass(frozen=True)
class Message:
    """A message of a mail file, with the parts that may hold a list and those refused."""

    tag: str
    """Its name in its file, which other messages added or removed do not change: its
    Message-ID, else `sha256:` and the first 12 hex digits of its bytes' SHA-256 (`tag_of`)."""
    message_id: str
    sender: Sender
    received: Received
    attachments: tuple[Part, ...] = ()
    bodies: tuple[Part, ...] = ()
    """The message's body and a forwarded message's, their quoted lines marked `> ` as sent."""
    refused: tuple[Refused, ...] = ()
    """Parts not read, each with the reason (too large, too many, the message unreadable)."""

    @property
    def label(self) -> str:
        return self.tag

    def lists(self, read: Callable[[Part], T | None]) -> Taken[T]:
        """The lists the message gives, as a person reads it: those of its attachments; if none
        gave one, of its bodies. `read` makes a part's list,
        or None where the part holds none."""
        nothing: list[Part] = []
        for parts in (self.attachments, self.bodies):
            found: list[tuple[Part, T]] = []
            for part in parts:
                taken = read(part)
                if taken is None:
                    nothing.append(part)
                else:
                    found.append((part, taken))
            if found:
                return Taken(tuple(found), tuple(nothing))
        return Taken((), tuple(nothing))


def tag_of(message_id: str, digest: str, *, unique: bool = True) -> str:
    """A message's name in its file: its Message-ID; else, or where two different messages of the
    file give one Message-ID (not `unique`), `sha256:` and `digest`, 12 hex digits of its bytes'."""
    if message_id and unique:
        return message_id
    return f"{message_id} sha256:{digest}" if message_id else f"sha256:{digest}"


def message_of(
    parsed: EmailMessage, digest: str, modified: datetime, budget: Budget, *, unique: bool = True
) -> Message:
    """The message's parts that may hold a list, their text read within its mail file's `budget`; a
    message `email` cannot read gives none, and says so in `refused`. `digest` and `unique` name it
    as `tag_of` does."""
    message_id = message_id_of(parsed)
    tag = tag_of(message_id, digest, unique=unique)
    when = received(parsed, modified)
    try:
        sender = sender_of(parsed)
        subject = str(parsed.get("Subject", ""))
        gathered = _Gathered(tag, message_id, when, budget, reply=is_reply(subject), subject=subject)
        gathered.add(parsed, sender, "", 0)
    except MALFORMED as error:
        return unreadable(tag, message_id, when, f"the message cannot be read ({unread_because(error)})")
    return Message(
        tag,
        message_id,
        sender,
        when,
        tuple(gathered.attachments),
        tuple(gathered.bodies),
        tuple(gathered.refused),
    )


def unreadable(tag: str, message_id: str, when: Received, reason: str) -> Message:
    """A message that gives no part, and why."""
    problem = InputError(
        "file.unreadable",
        f"{reason}; no list is taken from it",
        file=tag,
        hint=_SEND_AGAIN,
    )
    return Message(tag, message_id, Sender("", ""), when, refused=(Refused("", problem),))


class _Gathered:
    """A message's parts, gathered as its tree is walked."""

    def __init__(
        self,
        tag: str,
        message_id: str,
        when: Received,
        budget: Budget,
        *,
        reply: bool = False,
        subject: str = "",
    ) -> None:
        self.tag = tag
        self.reply = reply
        """The message answers another: Outlook's "Original Message" below is quoted, not forwarded."""
        self.subject = subject
        self.budget = budget
        self.message_id = message_id
        self.received = when
        self.label = tag
        self.attachments: list[Part] = []
        self.bodies: list[Part] = []
        self.refused: list[Refused] = []
        self._count = 0
        self._attachment_count = 0
        self._taken: set[int] = set()
        """The parts already taken, by identity: `email` looks for the body of a part holding parts
        anywhere within it, so a body in a `multipart/mixed` within another was found again at
        each level, and one list read as two or three."""

    def add(self, entity: MIMEPart, sender: Sender, forwarded: str, depth: int) -> None:
        """The parts of a message, or of a part holding parts, `forwarded` naming the forwarded
        message they are in ('' for the message itself)."""
        if depth > MAX_DEPTH:
            self._refuse(
                forwarded, f"parts are nested more than {MAX_DEPTH} deep; the deeper ones are not read"
            )
            return
        if entity.get_content_type() == "message/rfc822":
            self._forwarded(entity, forwarded, depth)
            return
        body = entity.get_body(preferencelist=("plain", "html"))
        if body is not None and self._first_time(body):
            self._body(body, sender, forwarded)
        if not entity.is_multipart():
            if body is None:
                self._attachment(entity, sender, forwarded)
            return
        for part in entity.iter_attachments():
            if not isinstance(part, MIMEPart):
                continue
            try:
                if part.is_multipart():
                    self.add(part, sender, forwarded, depth + 1)
                elif self._first_time(part):
                    self._attachment(part, sender, forwarded)
            except MALFORMED as error:
                self._refuse(
                    forwarded,
                    f"a part cannot be read ({unread_because(error)}); it is left out",
                    "file.unreadable",
                )

    def _first_time(self, part: MIMEPart) -> bool:
        """Whether the part is not yet taken, and takes it: each part gives its list once."""
        if id(part) in self._taken:
            return False
        self._taken.add(id(part))
        return True

    def _forwarded(self, part: MIMEPart, forwarded: str, depth: int) -> None:
        inner = part.get_content()
        if not isinstance(inner, MIMEPart):
            return
        inner_id = message_id_of(inner)
        name = f"forwarded message {inner_id}" if inner_id else "forwarded message"
        self.add(inner, sender_of(inner), _in(forwarded, name), depth + 1)

    def _attachment(self, part: MIMEPart, sender: Sender, where: str) -> None:
        self._attachment_count += 1
        name = safe_name(part.get_filename() or "")
        text = _in(where, f"attachment {name or self._attachment_count}")
        data = self._bounded(part, text)
        if data is not None:
            self.attachments.append(self._part("attachment", name, _as_read(part, data), text, sender))

    def _body(self, body: MIMEPart, sender: Sender, where: str) -> None:
        place = _in(where, "body")
        data = self._bounded(body, place)
        if data is None:
            return
        charset = body.get_content_charset() or ""
        codec = mail_codec(charset) if charset else "ascii"
        if codec is None:
            self._refuse(
                place,
                f"its text is in the charset '{written_out(charset)}', which is not a charset mail is "
                "written in; it is not read",
                "file.unreadable",
                hint=_SEND_AGAIN,
            )
            return
        html = body.get_content_subtype() == "html"
        if html and len(data) > MAX_HTML:
            self._refuse(
                place,
                f"the HTML body is {kilobytes(len(data))} KB; HTML bodies over {MAX_HTML // 1024} KB are not read",
                hint=_SEND_AGAIN,
            )
            return
        # What is past its mail file's budget says itself how to have it read.
        spent = self.budget.take_html(len(data)) if html else ""
        if spent:
            self._refuse(place, spent)
            return
        text = _text_of(data, codec)
        lines = (html_text(text) if html else text).splitlines()
        if not html and str(body.get_param("format", "")).casefold() == "flowed":
            lines = unflowed(lines, delsp=str(body.get_param("delsp", "")).casefold() == "yes")
        spent = self.budget.take_text(len(lines))
        if spent:
            self._refuse(place, spent)
            return
        for block in blocks(lines, reply=self.reply):
            author, where = sender, place
            if block.forwarded:
                author = _author(block.written, sender)
                where = _in(place, f"forwarded from {author.address}" if not author.unsure else "forwarded")
                place = where  # a forward below this one is within it
            shown = ("\n".join(block.lines) + "\n").encode()
            if shown.strip():
                self.bodies.append(self._part("body", "", shown, where, author))

    def _part(self, kind: PartKind, name: str, data: bytes, where: str, sender: Sender) -> Part:
        return Part(kind, self.tag, self.message_id, self.received, name, data, where, sender, self.subject)

    def _bounded(self, part: MIMEPart, where: str) -> bytes | None:
        """The part's decoded bytes; None, and the reason kept, for a part past the limits."""
        self._count += 1
        if self._count > MAX_PARTS:
            if self._count == MAX_PARTS + 1:
                self._refuse(where, f"the message has more than {MAX_PARTS} parts; the rest are not read")
            return None
        data = part.get_payload(decode=True)
        if not isinstance(data, bytes):
            return b""
        if len(data) > MAX_BYTES:
            self._refuse(
                where,
                f"the part is {len(data) / 1_048_576:.1f} MB; parts over {MAX_BYTES // 1_048_576} MB are refused",
                hint="a roster is a few kilobytes; ask the player to attach the .yaml file armybuilder saved",
            )
            return None
        return data

    def _refuse(self, where: str, message: str, code: str = "file.too-large", hint: str = "") -> None:
        error = InputError(code, message, file=_in(self.label, where), hint=hint)
        self.refused.append(Refused(where, error))


def _in(where: str, part: str) -> str:
    """A place within another: `forwarded message <ID>, body`; '' stands for the message itself."""
    return ", ".join(place for place in (where, part) if place)


def _author(written: tuple[str, ...], forwarder: Sender) -> Sender:
    """Who wrote a message forwarded inline, as its one `From:` line says; where it gives no address
    (none, several, or one that is none a mail program can send to), the forwarder, unsure: the
    list is theirs to send, but may be another's."""
    if len(written) == 1 and len(written[0]) <= MAX_FROM:
        # Outlook writes `From: Lou Park [mailto:lou@example.org]`.
        found = getaddresses([_MAILTO.sub(r"<\1>", written[0])])
        if len(found) == 1 and deliverable(found[0][1]):
            return Sender(_shown(found[0][0]), found[0][1])
    why = (
        f"the forwarded From: line, '{written_out(written[0])}', gives no address a mail program can send to"
        if len(written) == 1
        else f"the forwarded lines give {len(written)} From: lines"
        if written
        else "the forwarded lines give no From: line"
    )
    return Sender(forwarder.name, forwarder.address, forwarder.unread, why)


MAX_FROM = 1000
"""Characters of a forwarded `From:` line read for its address: a real one is some fifty."""
_MAILTO = re.compile(r"\[mailto:([^\[\]]*)\]\s*$")


_LATIN = frozenset({"latin_1", "cp1252", "iso8859_15"})
"""Codecs of the West's single-byte charsets, which decode any bytes: where a body so named is
valid UTF-8 with letters past ASCII, it is UTF-8 (Latin text is almost never valid UTF-8)."""


def _text_of(data: bytes, codec: str) -> str:
    """A body's text in its charset's codec; one sent without a charset (or as ASCII) is most
    often UTF-8, else a Cyrillic code page or the Windows-1252 of older mail programs."""
    if codec in _LATIN and not data.isascii():
        try:
            return data.decode("utf-8")  # UTF-8 named Latin-1, as mail programs mislabel a body
        except UnicodeDecodeError:
            pass
    if codec != "ascii":
        return data.decode(codec, errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode(code_page(data), errors="replace")


def _as_read(part: MIMEPart, data: bytes) -> bytes:
    """An attachment's bytes, text in UTF-8 where its part names another charset (`text/plain;
    charset=windows-1251`): read as sent, the Cyrillic of a `Взвод` heading was read as Windows-1252
    (`Âçâîä`); but text that is UTF-8 whatever its label says. Other bytes as sent: a file's own kind (a PDF, a BOM) is told from them, and text
    sent without a charset is read in the code page its bytes suggest, with a warning saying so."""
    charset = part.get_content_charset() or ""
    codec = mail_codec(charset) if charset and part.get_content_maintype() == "text" else None
    if codec is None or codec.startswith("utf") or codec == "ascii" or _utf8(data):
        return data  # UTF-8 under another label is UTF-8: a mail program's label, not the text's
    return data.decode(codec, errors="replace").encode()


def _utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def sender_of(message: MIMEPart) -> Sender:
    """The first address of `From:`, its display name decoded (RFC 2047), both on one line.

    `email` reads a malformed header with a guess: `Evil Bcc: victim@example.org <evil@example.org>`
    became a group holding victim@example.org, and `Eve\\x0bvictim@example.org <eve@example.org>`
    the address `Eve\\x0bvictim@example.org`, where a mail program shows the message as
    eve@example.org's. So `email`'s reading is taken only of a header it reads without a fault;
    any other is read as mail programs show it (`_sender_as_written`)."""
    written = [str(value) for key, value in message.raw_items() if key.lower() == "from"]
    if len(written) != 1:
        quoted = ", ".join(f"'{written_out(one)}'" for one in written[:3])
        # Which of several a mail program shows is anyone's guess.
        why = f"{len(written)} From: headers ({quoted})" if written else "no From: header"
        return Sender("", "", f"its message has {why}, so the sender cannot be told")
    try:
        header = message["From"]
        sure = all(group.display_name is None for group in header.groups) and all(
            isinstance(defect, _SURE) for defect in header.defects
        )
        addresses = header.addresses
    except MALFORMED:
        return _sender_as_written(written[0])
    # a comment in the name (`Lt-Col (retd) Bernard Ashworth`), which `email` drops, shows
    commented = "(" in written[0].rpartition("<")[0]
    if not sure or commented or not addresses or not deliverable(addresses[0].addr_spec):
        return _sender_as_written(written[0])
    return Sender(_shown(addresses[0].display_name), addresses[0].addr_spec)


_SURE = (ObsoleteHeaderDefect, NonASCIILocalPartDefect)
"""What `email` notes of an address header whose reading is still sure: an obsolete form (a
period in a name, `John Q. Public`) and letters beyond ASCII in an address (RFC 6532)."""
_ANGLE_ADDRESS = re.compile(r"<([^<>]*)>\s*$")
_BEYOND_ASCII = re.compile(r"[^\x00-\x7f]")


def _shown(name: str) -> str:
    """A display name on one line; '' where nothing of it shows (zero-width spaces, a soft hyphen),
    as for no name: it would name a player no one can read, in place of the list's file."""
    name = one_line(name)
    return name if any(not c.isspace() and unicodedata.category(c) != "Cf" for c in name) else ""


def _sender_as_written(raw: str) -> Sender:
    """`Name <address>` read as a mail program shows it: the address between the `<` and `>` that
    end the header, and before them the name, whatever it holds (`email` refuses one that decodes
    to a line break), on one line. A header of another form, or whose address is none a mail
    program can send to, gives no address, and says so."""
    found = _ANGLE_ADDRESS.search(raw)
    if found is None:
        return Sender("", "", _no_address(raw))
    name = raw[: found.start()]
    with suppress(*MALFORMED):  # not RFC 2047 after all: the name as written
        name = str(make_header(decode_header(_SPACES.sub(" ", name))))
    name = _shown(name.strip().strip('"'))
    address = found.group(1).strip()
    return Sender(name, address) if deliverable(address) else Sender(name, "", _no_address(raw))


def _no_address(raw: str) -> str:
    return f"its message's From: header, '{written_out(raw)}', gives no address a mail program can send to"


def deliverable(address: str) -> tuple[str, str] | None:
    """An address's name part and domain, where it is one address a mail program can send to;
    None where it is not. `email` refuses letters beyond ASCII in the name part, which RFC 6531
    allows wherever it allows an ASCII letter: such an address is checked with them taken as
    letters, and must be written plainly (no quotes or comments) to be taken as it is; no line
    break, control or format character has a place in one."""
    if not address.isprintable():
        return None
    try:
        if address.isascii():
            parsed = Address(addr_spec=address)
            username, domain = parsed.username, parsed.domain
        else:
            username, _, domain = address.rpartition("@")
            plain = Address(addr_spec=_BEYOND_ASCII.sub("a", address))
            if (plain.username, plain.domain) != (
                _BEYOND_ASCII.sub("a", username),
                _BEYOND_ASCII.sub("a", domain),
            ):
                return None
    except (MessageError, ValueError, IndexError):
        return None
    return (username, domain) if username and domain else None


def message_id_of(message: MIMEPart) -> str:
    raw = next((str(value) for key, value in message.raw_items() if key.lower() == "message-id"), "")
    found = re.search(r"<[^<>]*>", raw)
    text = one_line(found.group() if found else raw).replace(" ", "")
    if not text:
        return ""
    return text if text.startswith("<") else f"<{text}>"


def one_line(text: str) -> str:
    """Text from a header, safe in another header, a label or a UTF-8 file: no line break or
    control character (each becomes a space), spaces run together, at most MAX_TEXT characters."""
    text = _unbroken(text)
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def written_out(text: str) -> str:
    """A piece of a stranger's header quoted in a message: every control or format character
    written out (`\\x00`), never dropped, so the organiser sees what was sent; at most MAX_TEXT
    characters."""
    text = printable(text)
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def _unbroken(text: str) -> str:
    """The text on one line, a byte `email` could not decode (a surrogate) shown as U+FFFD."""
    return _SURROGATES.sub("\ufffd", _SPACES.sub(" ", _BREAKS.sub(" ", text))).strip()


def safe_name(name: str) -> str:
    """An attachment's file name as a base name safe on any system: no folder, no leading dot,
    no character a shell or Windows treats specially, at most 100 characters (the ending kept)."""
    base = re.split(r"[\\/]", _unbroken(name))[-1]
    base = _UNSAFE_IN_NAME.sub("_", base).strip(" .")
    stem, dot, ending = base.rpartition(".")
    if not dot:
        stem, ending = base, ""
    if stem.upper() in _DEVICES:
        base = "_" + base
    if len(base) > 100:
        ending = ending[:20]
        base = base[: 99 - len(ending)] + "." + ending if ending else base[:100]
    return base
