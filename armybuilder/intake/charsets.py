"""The charsets mail is written in, and headers read as mail programs write them today.

A message names its charset, and Python would decode with whatever codec that names; some
codecs are no charset at all (`rot13`, `base64`, `zlib`, `uu`, `hex`, `quopri`) and some take
time growing with the square of the text (`punycode`: 200 KB took 5 s; `idna`). So a charset is
looked up in MAIL_CHARSETS, never among Python's codecs: text in any other is not decoded.
"""

import re
from encodings import normalize_encoding
from encodings.aliases import aliases

MAIL_CHARSETS = frozenset(
    # Unicode, and ASCII.
    {"utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "ascii"}
    # ISO 8859 (there is no part 12), and Windows' code pages for the same scripts.
    | {"latin_1", *(f"iso8859_{n}" for n in (*range(2, 12), *range(13, 17)))}
    | {*(f"cp{n}" for n in range(1250, 1259)), "cp874", "tis_620"}
    # Cyrillic, and the older Western code pages of DOS and the Mac.
    | {"koi8_r", "koi8_u", "cp866", "cp437", "cp850", "mac_roman"}
    # Chinese, Japanese and Korean.
    | {"gb2312", "gbk", "gb18030", "big5", "big5hkscs", "shift_jis", "cp932", "euc_jp", "iso2022_jp"}
    | {"euc_kr", "cp949"}
)
"""Python's codecs for the charsets mail is written in, by their module names (`encodings.*`).
Python's names for each are accepted (`UTF8`, `latin1`, `windows-1252`, `ks_c_5601-1987`), and
the few labels mail programs use that Python does not know (`windows-874`, `iso-8859-8-i`)."""

_AS_MAIL_PROGRAMS_READ = {
    # Labels that name a charset whose larger sibling mail programs write under the label.
    "gb2312": "gbk",
    "ks_c_5601_1987": "cp949",
    "euc_kr": "cp949",
    # Labels Python does not know.
    "windows_874": "cp874",
    "iso_8859_8_i": "iso8859_8",
    "windows_31j": "cp932",
    "x_sjis": "shift_jis",
    "x_euc_jp": "euc_jp",
}

_LABEL = re.compile(r"[A-Za-z0-9._:+-]{1,40}")
"""What a charset's name is made of (`normalize_encoding` would make `utf-8\\x00` UTF-8)."""


def mail_codec(charset: str) -> str | None:
    """The codec to decode text in `charset` with; None for a charset that is not a mail charset."""
    if not _LABEL.fullmatch(charset.strip()):
        return None
    label = normalize_encoding(charset.strip().lower())
    label = _AS_MAIL_PROGRAMS_READ.get(label, label)
    codec = aliases.get(label) or aliases.get(label.replace(".", "_")) or label
    return codec if codec in MAIL_CHARSETS else None


# An encoded word's charset (`=?utf-8?q?`, `=?utf-8*en?b?`, RFC 2047 and 2231) and a parameter's
# (`filename*=utf-8''`, RFC 2231).
_WORD_CHARSET = re.compile(r"(=\?)([^?*\s]{1,80})(?=(?:\*[^?\s]{0,80})?\?[bBqQ]\?)")
_PARAMETER_CHARSET = re.compile(r"""(\*[ \t]*=[ \t]*"?)([^'"\s;]{1,80})(?=')""")
_UNREAD = "unknown-8bit"
"""The charset `email` reads as bytes it cannot decode, each shown as U+FFFD."""


def header_as_read(value: str) -> str:
    """A header's value as `email` should read it. Raw UTF-8 (RFC 6532: `From: José Ortiz`) is
    UTF-8, where `email` read each byte as one that could not be decoded; a byte that is not UTF-8
    stays so (U+FFFD where shown). Text encoded in a charset that is not a mail charset is read as
    bytes that cannot be decoded, never by that codec."""
    if not value.isascii():
        value = value.encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")
    if "=?" in value:
        value = _WORD_CHARSET.sub(_unless_mail_charset, value)
    if "'" in value:
        value = _PARAMETER_CHARSET.sub(_unless_mail_charset, value)
    return value


def _unless_mail_charset(found: re.Match[str]) -> str:
    charset = found.group(2)
    return found.group(0) if mail_codec(charset) is not None else found.group(1) + _UNREAD
