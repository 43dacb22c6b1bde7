"""Findings across many reports: the same player twice, one army sent by two players, and
lists that changed since the event locked them. Pure, like the rest of the engine."""

from __future__ import annotations

import datetime
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from itertools import islice
from typing import TYPE_CHECKING, Any, Protocol

from armybuilder.engine.codes import CODES
from armybuilder.engine.event import overridden
from armybuilder.engine.findings import Findings
from armybuilder.engine.report import Problem, Report
from armybuilder.engine.where import ROSTER, top

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event

SHOWN = 3
"""Other rosters a duplicate finding names; more are counted."""
BATCH_CODES = frozenset(code.code for code in CODES if code.family == "batch")
"""What only a batch shows: a roster checked alone never gets these."""


def same_player(name: str) -> str:
    """A player's name as compared: case, spacing, accents and invisible characters (a zero-width
    space, a soft hyphen, a direction mark, which would let one player pass as two) ignored."""
    if name.isascii():  # no accents or invisible characters to take out: most names, at a tenth of the cost
        return " ".join(name.casefold().split())
    letters = unicodedata.normalize("NFKD", name)
    letters = "".join(c for c in letters if not unicodedata.combining(c) and unicodedata.category(c) != "Cf")
    return " ".join(letters.casefold().split())


def compared(name: str) -> str:
    """A name as two are compared: Unicode NFC, format characters (zero-width, soft hyphen, bidi
    marks) taken out, spaces collapsed. Case and accents count: "Zoë" is not "Zoe", and folding
    them (`same_player`) only finds names alike."""
    if name.isascii():
        return " ".join(name.split())
    text = unicodedata.normalize("NFC", name)
    return " ".join("".join(c for c in text if unicodedata.category(c) != "Cf").split())


class Seen(Protocol):
    """What a batch comparison needs of a roster: a Report has it, and so does a small summary."""

    @property
    def player(self) -> str | None: ...
    @property
    def fingerprint(self) -> str: ...
    @property
    def canonical_sha256(self) -> str: ...
    @property
    def army(self) -> dict[str, Any]: ...


def source_label(file: str, part: str | None) -> str:
    """Where a list came from, as people and the lock name it: the file, and the part of a
    message where it came in one (`inbox/mail.mbox (<Message-ID>, attachment a.yaml)`)."""
    return f"{file} ({part})" if part else file


def owner(player: str | None, source: str) -> str:
    """Who a list is, in every organiser's output and as `event accept` takes it: its player, else
    its source (`source_label`), as the lock keys a list that names no player."""
    return player or source


def player_key(player: str | None, file: str) -> str:
    """The key a roster is known by across a run and in a lock: its player, else its file."""
    return same_player(player or "") or f"file {file}"


def batch_findings(
    rosters: Sequence[Seen | None],
    files: Sequence[str],
    *,
    custody: Sequence[list[Problem]] | None = None,
    players: Sequence[str | None] | None = None,
    rule: str = "",
) -> list[list[Problem]]:
    """For each roster, the findings only the whole batch shows; `files` names each roster's file.

    Under an event, `custody` holds what deciding whose each list is and which is a player's
    newest found (`engine.identity`, `engine.custody`), and `players` each list's player id. Without
    one nothing is refused: two lists naming the same player are a warning, as a player may well
    check two drafts of one army together.
    """
    found: list[list[Problem]] = [[] for _ in rosters]
    checked = [(n, r) for n, r in enumerate(rosters) if r is not None]
    if custody is not None:
        found = [list(extra) for extra in custody]
    else:
        _duplicate_players(checked, files, found, rule)
    # A superseded list is not judged: it is neither one of two players' same army nor named as one.
    judged = [(n, r) for n, r in checked if not any(p.code == "event.superseded" for p in found[n])]
    keys = [
        (players[n] if players is not None else None) or player_key(report.player, files[n]) if report else ""
        for n, report in enumerate(rosters)
    ]
    _duplicate_lists(judged, files, keys, found, rule)
    return found


def with_findings(report: Report, extra: Sequence[Problem], event: Event | None) -> Report:
    """The report with more findings, in roster order, under the event's severities."""
    findings = Findings([*report.errors, *report.warnings, *extra])
    if event is not None:
        findings.found = overridden(findings.found, event.severity)
    return replace(report, errors=findings.sorted("error"), warnings=findings.sorted("warning"))


def _duplicate_players(
    checked: Sequence[tuple[int, Seen]], files: Sequence[str], found: list[list[Problem]], rule: str
) -> None:
    """Lists whose player names compare equal (`compared`: case and accents count)."""
    reports = dict(checked)
    by_player: dict[str, list[int]] = {}
    for n, report in checked:
        key = compared(report.player or "")
        if key:
            by_player.setdefault(key, []).append(n)
    for numbers in by_player.values():
        for n in numbers if len(numbers) > 1 else ():
            others = listed([files[m] for m in numbers[: SHOWN + 1] if m != n], len(numbers) - 1)
            found[n].append(
                Problem(
                    "event.duplicate-player",
                    "warning",
                    f"{reports[n].player} also sent {others}",
                    top("player"),
                    rule,
                    "keep one list per player: withdraw the others, or correct `player:`",
                )
            )


def when(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _duplicate_lists(
    checked: Sequence[tuple[int, Seen]],
    files: Sequence[str],
    players: Sequence[str],
    found: list[list[Problem]],
    rule: str,
) -> None:
    """One army sent by several players (`players`: each list's player key)."""
    reports = dict(checked)
    by_print: dict[str, list[int]] = {}
    for n, report in checked:
        by_print.setdefault(report.canonical_sha256, []).append(n)  # the same army, not one fingerprint
    for numbers in by_print.values():
        if len(numbers) == 1:
            continue  # an army sent once: nothing to compare
        keys = [players[m] for m in numbers]
        lists = Counter(keys)
        for n, me in zip(numbers, keys, strict=True) if len(lists) > 1 else ():
            others = islice((m for m, key in zip(numbers, keys, strict=True) if key != me), SHOWN)
            names = listed([_named(reports[m], files[m]) for m in others], len(numbers) - lists[me])
            if names:
                found[n].append(
                    Problem(
                        "event.duplicate-list",
                        "warning",
                        f"the same army (fingerprint {reports[n].fingerprint}) as {names}",
                        ROSTER,
                        rule,
                        "check that each player sent their own list",
                    )
                )


def listed(names: list[str], total: int) -> str:
    """'a, b, c', or 'a, b, c and 7 more' past SHOWN names, so a big batch stays linear."""
    shown = ", ".join(names[:SHOWN])
    return shown if total <= SHOWN else f"{shown} and {total - SHOWN} more"


def _named(report: Seen, file: str) -> str:
    return f"{report.player} ({file})" if report.player else file
