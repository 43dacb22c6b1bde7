"""A page of text as data: headings, paragraphs and lists, each line a run of pieces that say how
they are written (text, code, bold). The Markdown is written from these, and
the published page styles the same blocks as HTML, so neither reads the other's text back."""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from armybuilder.terminal import printable
from armybuilder.textlist.grammar import BULLET, INDENT, escape, line_start, markdown_attributes


@dataclass(frozen=True)
class Run:
    """A piece of a line. `words` are text, ours or from a file (a player's, a catalog's, an
    event's), which Markdown escapes: its structure comes from the blocks, never from the text;
    `code` is shown as code; `carried` is an entry's braces, a player's values as JSON, whose
    strings Markdown writes with JSON's own escapes; `mark` is the list's own punctuation (the
    dash before a cost), written as it is so the reader knows it from a dash in a name."""

    text: str
    kind: Literal["words", "code", "carried", "mark"] = "words"
    bold: bool = False


Runs = tuple[Run, ...]


@dataclass(frozen=True)
class Heading:
    line: Runs


@dataclass(frozen=True)
class Paragraph:
    """Lines kept apart by a line break."""

    lines: tuple[Runs, ...]


@dataclass(frozen=True)
class Item:
    line: Runs
    items: tuple["Item", ...] = ()
    """The entries it holds (a formation's elements), one level in."""


@dataclass(frozen=True)
class Items:
    items: tuple[Item, ...]


Block = Heading | Paragraph | Items


def words(text: str, *, bold: bool = False) -> Run:
    return Run(text, bold=bold)


def code(text: str) -> Run:
    return Run(text, "code")


def carried(text: str) -> Run:
    return Run(text, "carried")


def mark(text: str) -> Run:
    return Run(text, "mark")


def each_text(blocks: Sequence[Block], change: Callable[[str], str]) -> list[Block]:
    """The blocks with `change` made to the text of every run (to withhold what must not be shown)."""

    def line(runs: Runs) -> Runs:
        return tuple(replace(run, text=change(run.text)) for run in runs)

    def item(one: Item) -> Item:
        return Item(line(one.line), tuple(item(inner) for inner in one.items))

    def block(one: Block) -> Block:
        if isinstance(one, Heading):
            return Heading(line(one.line))
        if isinstance(one, Paragraph):
            return Paragraph(tuple(line(runs) for runs in one.lines))
        return Items(tuple(item(inner) for inner in one.items))

    return [block(one) for one in blocks]


def markdown_text(blocks: Sequence[Block]) -> str:
    """The blocks as Markdown, a blank line between each two."""
    lines: list[str] = []
    for block in blocks:
        lines.append("")
        if isinstance(block, Heading):
            lines.append(f"## {_markdown(block.line)}")
        elif isinstance(block, Paragraph):
            lines.append("  \n".join(line_start(_markdown(line)) for line in block.lines))
        else:
            lines += _markdown_items(block.items, "")
    return "\n".join(lines[1:]) + "\n"


def _markdown_items(items: Sequence[Item], indent: str) -> list[str]:
    out: list[str] = []
    for item in items:
        out.append(f"{indent}{BULLET} {line_start(_markdown(item.line))}")
        out += _markdown_items(item.items, indent + INDENT)
    return out


def _markdown(line: Runs) -> str:
    return "".join(_markdown_run(run) for run in line)


def _markdown_run(run: Run) -> str:
    if run.kind == "code":
        text = _code(run.text)
    elif run.kind == "carried":
        text = markdown_attributes(run.text)
    elif run.kind == "mark":
        text = run.text
    else:
        text = escape(run.text)
    return f"**{text}**" if run.bold else text


def _code(text: str) -> str:
    """Code as written, whatever it holds: fenced by more backticks than it has in a row (a lock's
    hand-edited fingerprint may hold some), on one line."""
    text = printable(text)
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    padded = f" {text} " if text.startswith("`") or text.endswith("`") else text
    return f"{fence}{padded}{fence}"
