"""Plain text sent `format=flowed` (RFC 3676), as Thunderbird and others send it: a long line is
cut where it wraps, each piece but the last ending in a space, and a mail program joins them
again to show it. Read as it shows: the pieces joined, line by line and once (linear in the text),
within one depth of `>` quoting; the space put before a line that starts with a space, `>` or
`From ` taken off. A forward's marker is never joined to the line under it: Outlook Express
writes `----- Original Message ----- ` ending in a space, and the `From:` under it is the
forwarded header's, not the marker's words going on."""

from armybuilder.intake.inline import is_marker

SIGNATURE = "-- "
"""The line above a signature, which is never joined to the next."""


def unflowed(lines: list[str], *, delsp: bool = False) -> list[str]:
    """The lines a mail program shows for `lines` sent flowed; `delsp` (`DelSp=yes`) drops the
    space that ends each piece, which the sender added to cut a word in two."""
    shown: list[str] = []
    open_depth: int | None = None
    for line in lines:
        depth = len(line) - len(line.lstrip(">"))
        text = line[depth:]
        text = text[1:] if text.startswith(" ") else text  # the space it was stuffed with
        prefix = ">" * depth + " " if depth else ""
        if open_depth == depth and shown:
            shown[-1] += text
        else:
            shown.append(prefix + text)
        flowed = text.endswith(" ") and text != SIGNATURE and not is_marker(text)
        if flowed and delsp:
            shown[-1] = shown[-1][:-1]
        open_depth = depth if flowed else None
    return shown
