"""Reading a YAML file's text as people actually send it.

Files arrive as UTF-8 (with or without a byte-order mark), as UTF-16 from Windows tools, in
Windows-1252 from older editors, and now and then as a Word document, a PDF or a photo with a
`.yaml` name. Each is read, or named for what it is, with what to send instead.
"""

import hashlib
import re
import unicodedata
from dataclasses import dataclass, replace
from pathlib import Path

from armybuilder.errors import InputError, Location
from armybuilder.files.opening import read_limited, size_of

MAX_BYTES = 5 * 1024 * 1024
UTF8 = "utf-8"
UTF8_BOM = b"\xef\xbb\xbf"
WINDOWS_1252 = "windows-1252"
CODE_PAGES = {"cp1252": WINDOWS_1252, "cp1251": "windows-1251", "koi8_r": "koi8-r"}
"""The code pages text that is not UTF-8 is read in, by codec, with the names a warning gives them."""
CYRILLIC_RUN = 3
"""Bytes of 0xC0 or over one after another that make a word written in a Cyrillic code page: a
Western one writes its accented letters one or two at a time within words (`Unité`, `Größe`)."""


MAX_STRAY_BYTES = 10
"""A file that is UTF-8 but for at most this many bytes keeps its UTF-8 text; one with more is
read in a code page (`code_page`), as is one whose only bytes beyond ASCII are not UTF-8."""


@dataclass(frozen=True)
class StrayByte:
    """A byte that is not UTF-8 in a file that otherwise is; it reads as U+FFFD."""

    line: int
    value: int

    def __str__(self) -> str:
        return f"line {self.line} `\\x{self.value:02x}`"


@dataclass(frozen=True)
class Source:
    """A file's text and the encoding it was read in (`utf-8`, `utf-16`, `windows-1252`...)."""

    text: str
    encoding: str = UTF8
    stray: tuple[StrayByte, ...] = ()
    """In a UTF-8 file, the few bytes that are not UTF-8."""
    sha256: str = ""
    """Of the file's bytes as read, so what was checked is what a lock records."""
    marked: bool = False
    """Whether the bytes began with a byte-order mark, which the text no longer shows."""


def read_source(path: Path, *, max_bytes: int = MAX_BYTES) -> Source:
    """The file's text, or an InputError saying why it cannot be read as a YAML document."""
    data = read_limited(path, max_bytes)
    if len(data) > max_bytes:
        size = size_of(path)
        raise InputError(
            "file.too-large",
            f"the file is {size / 1_048_576:.1f} MB; files over {max_bytes // 1_048_576} MB are refused",
            file=path,
            hint="a roster or catalog is a few kilobytes; check that this is the right file",
        )
    return source_of(data, path)


def source_of(data: bytes, path: Path | str) -> Source:
    """The text of bytes as read (a file's, or a part of a message), with their digest."""
    return replace(decode(data, path), sha256=hashlib.sha256(data).hexdigest())


def read_text(path: Path, *, max_bytes: int = MAX_BYTES) -> str:
    return read_source(path, max_bytes=max_bytes).text


_BOMS = (
    (UTF8_BOM, UTF8),
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)

# What a file is, by its first bytes, for the formats people send instead of the YAML file.
_SIGNATURES = (
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "a Word document (or another Office file)"),
    (b"%PDF-", "a PDF document"),
    (b"{\\rtf", "a Rich Text (RTF) document"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"\x1f\x8b", "a compressed (gzip) file"),
    (b"7z\xbc\xaf", "a 7-Zip archive"),
    (b"Rar!", "a RAR archive"),
)
_ZIPPED = (
    (b"word/", "a Word document"),
    (b"xl/", "an Excel workbook"),
    (b"ppt/", "a PowerPoint presentation"),
    (b"opendocument.text", "an OpenDocument (LibreOffice) text document"),
    (b"opendocument.spreadsheet", "an OpenDocument (LibreOffice) spreadsheet"),
)


_FIRST_BYTES = frozenset(signature[0] for signature, _ in _SIGNATURES) | {ord("P"), 0}


def kind_of_document(data: bytes) -> str | None:
    """'a Word document', 'a PDF document', ...: what a file that is not text is, if known."""
    if not data or data[0] not in _FIRST_BYTES:
        return None  # most files: a YAML document starts otherwise, so every check is skipped
    if data.startswith(b"PK\x03\x04"):
        head = data[:65536]
        return next((kind for marker, kind in _ZIPPED if marker in head), "a zip archive")
    if data[4:12] in (b"ftypheic", b"ftypheix", b"ftypmif1"):
        return "a HEIC photo"
    if data.startswith(b"RIFF") and data[8:12] == b"WEBP":
        return "a WebP image"
    return next((kind for signature, kind in _SIGNATURES if data.startswith(signature)), None)


def decode(data: bytes, path: Path | str) -> Source:
    kind = kind_of_document(data)
    if kind is not None:
        raise InputError(
            "file.unreadable",
            f"this is {kind}; send the `.yaml` file armybuilder saved",
            file=path,
            hint="a list typed in a word processor can be saved as plain text (.txt), renamed to .yaml and checked",
        )
    encoding = next((name for bom, name in _BOMS if data.startswith(bom)), None)
    if encoding is None and _looks_like_utf16(data):
        encoding = "utf-16-le" if data[1] == 0 else "utf-16-be"
    if encoding is not None and encoding != UTF8:
        try:
            text = data.decode(encoding).removeprefix("\ufeff")
        except UnicodeDecodeError:
            raise InputError(
                "file.unreadable",
                f"this file starts like {encoding.upper()} text but is not valid {encoding.upper()}",
                file=path,
                hint="save the file as UTF-8 text",
            ) from None
        return Source(_checked(text, path), encoding.rsplit("-", 1)[0])
    marked = data.startswith(UTF8_BOM)
    data = data.removeprefix(UTF8_BOM)
    try:
        return Source(_checked(data.decode(UTF8), path), marked=marked)
    except UnicodeDecodeError as error:
        mostly = _utf8_but_for_a_few(data)
        if mostly is not None:
            text, stray = mostly
            return Source(_checked(text, path), UTF8, stray, marked=marked)
        if b"\0" not in data:
            codec = code_page(data)
            try:
                return Source(_checked(data.decode(codec), path), CODE_PAGES[codec])
            except UnicodeDecodeError:
                pass
        nul = data.find(b"\0")
        if nul >= 0:
            raise _binary(path, _offset_location(data, nul)) from None
        raise InputError(
            "file.unreadable",
            f"this is not UTF-8 text (byte 0x{data[error.start]:02x})",
            file=path,
            at=_offset_location(data, error.start),
            hint="save the file as UTF-8 text",
        ) from None


def code_page(data: bytes) -> str:
    """The codec of text that is not UTF-8: a Cyrillic code page where its words are written
    wholly in bytes of 0xC0 or over (`Взвод` in Windows-1251 or KOI8-R), told apart by their case
    as most letters are small (Windows-1251 writes them from 0xE0, KOI8-R below); else the
    Windows-1252 of older editors and mail programs. A guess: the reading warns of it."""
    high = sum(1 for byte in data if byte >= 0x80)
    runs = re.findall(rb"[\xc0-\xff]{%d,}" % CYRILLIC_RUN, data)
    in_runs = sum(len(run) for run in runs)
    if not high or in_runs * 2 < high:
        return "cp1252"
    small = sum(1 for run in runs for byte in run if byte >= 0xE0)
    return "cp1251" if small * 2 >= in_runs else "koi8_r"


def _utf8_but_for_a_few(data: bytes) -> tuple[str, tuple[StrayByte, ...]] | None:
    """The text of a file that is UTF-8 but for a few stray bytes (a character pasted from an
    older editor, say), each read as U+FFFD; None if it is not UTF-8 at all: too many such bytes,
    or no letter beyond ASCII written in UTF-8 to show that it is."""
    parts: list[str] = []
    offsets: list[int] = []
    start = 0
    while start <= len(data):
        try:
            good, bad, end = data[start:].decode(UTF8), len(data), len(data) + 1
        except UnicodeDecodeError as error:
            bad, end = start + error.start, start + error.end
            good = data[start:bad].decode(UTF8)
            offsets.extend(range(bad, end))
            if len(offsets) > MAX_STRAY_BYTES:
                return None
        parts.append(good)
        start = end
    if all(part.isascii() for part in parts):
        return None
    lines = (_offset_location(data, at).line for at in offsets)
    return "\ufffd".join(parts), tuple(
        StrayByte(line, data[at]) for line, at in zip(lines, offsets, strict=True)
    )


def _looks_like_utf16(data: bytes) -> bool:
    """UTF-16 without a byte-order mark: ASCII text with a NUL after (or before) every letter."""
    head = data[:64] if len(data) % 2 == 0 else data[:-1][:64]
    return len(head) >= 4 and (head[1::2].count(0) == len(head) // 2 or head[0::2].count(0) == len(head) // 2)


# What YAML does not allow in a document (PyYAML's reader refuses it without a line number).
_NOT_ALLOWED = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")


def _checked(text: str, path: Path | str) -> str:
    """The text, ready for YAML: a trailing Ctrl-Z (an old end-of-file mark) dropped; a control
    character or a NUL anywhere else reported at its line and column."""
    text = text.rstrip("\x1a")
    found = _NOT_ALLOWED.search(text)
    if found is None:
        return text
    at = text_location(text, found.start())
    if found.group() == "\0":
        raise _binary(path, at)
    character = found.group()
    what = "an invisible control character" if unicodedata.category(character) == "Cc" else "not a character"
    raise InputError(
        "file.syntax",
        f"the file holds a character YAML does not allow (U+{ord(character):04X}, {what})",
        file=path,
        at=at,
        hint="delete it (most editors do not show it) and retype the text around it if it looks wrong",
    )


def _binary(path: Path | str, at: Location) -> InputError:
    return InputError(
        "file.unreadable",
        "this looks like a binary file (it holds a NUL byte)",
        file=path,
        at=at,
        hint="give the path of a YAML text file",
    )


def text_location(text: str, index: int) -> Location:
    line_start = text.rfind("\n", 0, index) + 1
    return Location(text.count("\n", 0, index) + 1, index - line_start + 1)


def _offset_location(data: bytes, offset: int) -> Location:
    before = data[:offset]
    line_start = before.rfind(b"\n") + 1
    return Location(before.count(b"\n") + 1, len(before[line_start:].decode("utf-8", "replace")) + 1)
