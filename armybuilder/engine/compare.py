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
from armybuilder.engine.report import Problem, Report, Severity
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
    event: Event | None = None,
    received: Sequence[datetime.datetime] | None = None,
    custody: Sequence[list[Problem]] | None = None,
) -> list[list[Problem]]:
    """For each roster, the findings only the whole batch shows; `files` names each roster's file.

    Without an event nothing is refused: a duplicate player is then a warning, as a player may
    well check two drafts of one army together. Under an event with `received` times, a player's
    newest list wins and the older ones are superseded; only a same-second tie is refused.
    """
    found: list[list[Problem]] = [[] for _ in rosters]
    rule = event.name if event is not None else ""
    checked = [(n, r) for n, r in enumerate(rosters) if r is not None]
    if custody is not None:
        found = [list(extra) for extra in custody]
    elif event is not None and received is not None:
        _newest_wins(checked, files, received, found, rule)
    else:
        _duplicate_players(checked, files, found, rule, "error" if event is not None else "warning")
    # A superseded list is not judged: it is neither one of two players' same army nor named as one.
    judged = [(n, r) for n, r in checked if not any(p.code == "event.superseded" for p in found[n])]
    _duplicate_lists(judged, files, found, rule)
    return found


def with_findings(report: Report, extra: Sequence[Problem], event: Event | None) -> Report:
    """The report with more findings, in roster order, under the event's severities."""
    findings = Findings([*report.errors, *report.warnings, *extra])
    if event is not None:
        findings.found = overridden(findings.found, event.severity)
    return replace(report, errors=findings.sorted("error"), warnings=findings.sorted("warning"))


def _duplicate_players(
    checked: Sequence[tuple[int, Seen]],
    files: Sequence[str],
    found: list[list[Problem]],
    rule: str,
    severity: Severity,
) -> None:
    reports = dict(checked)
    by_player: dict[str, list[int]] = {}
    for n, report in checked:
        key = same_player(report.player or "")
        if key:
            by_player.setdefault(key, []).append(n)
    for numbers in by_player.values():
        for n in numbers if len(numbers) > 1 else ():
            others = listed([files[m] for m in numbers[: SHOWN + 1] if m != n], len(numbers) - 1)
            found[n].append(
                Problem(
                    "event.duplicate-player",
                    severity,
                    f"{reports[n].player} also sent {others}",
                    top("player"),
                    rule,
                    "keep one list per player: withdraw the others, or correct `player:`",
                )
            )


def _newest_wins(
    checked: Sequence[tuple[int, Seen]],
    files: Sequence[str],
    received: Sequence[datetime.datetime],
    found: list[list[Problem]],
    rule: str,
) -> None:
    by_player: dict[str, list[int]] = {}
    for n, report in checked:
        key = same_player(report.player or "")
        if key:
            by_player.setdefault(key, []).append(n)
    reports = dict(checked)
    for numbers in by_player.values():
        newest = max(received[n] for n in numbers)
        last = [n for n in numbers if received[n] == newest]
        # The same list sent twice in one second counts once; two different ones are a true tie.
        tied = len({reports[n].canonical_sha256 for n in last}) > 1
        for n in numbers:
            if received[n] < newest:
                winner = last[0]
                found[n].append(
                    Problem(
                        "event.superseded",
                        "warning",
                        f"{reports[n].player} sent a newer list, {files[winner]} (received "
                        f"{when(received[winner])}; this one {when(received[n])}); only the newest counts",
                        top("player"),
                        rule,
                        "nothing to do, unless this is the list meant: then send it again",
                    )
                )
            elif tied:
                others = listed([files[m] for m in last[: SHOWN + 1] if m != n], len(last) - 1)
                found[n].append(
                    Problem(
                        "event.duplicate-player",
                        "error",
                        f"{reports[n].player} also sent {others} in the same second "
                        f"({when(newest)}), so neither is the newer",
                        top("player"),
                        rule,
                        "keep one list per player: withdraw the others, or correct `player:`",
                    )
                )


def when(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _duplicate_lists(
    checked: Sequence[tuple[int, Seen]], files: Sequence[str], found: list[list[Problem]], rule: str
) -> None:
    reports = dict(checked)
    by_print: dict[str, list[int]] = {}
    for n, report in checked:
        by_print.setdefault(report.canonical_sha256, []).append(n)  # the same army, not one fingerprint
    for numbers in by_print.values():
        if len(numbers) == 1:
            continue  # an army sent once: nothing to compare
        keys = [player_key(reports[m].player, files[m]) for m in numbers]
        players = Counter(keys)
        for n, me in zip(numbers, keys, strict=True) if len(players) > 1 else ():
            others = islice((m for m, key in zip(numbers, keys, strict=True) if key != me), SHOWN)
            names = listed([_named(reports[m], files[m]) for m in others], len(numbers) - players[me])
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
