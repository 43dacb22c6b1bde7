"""Findings across many reports: the same player twice, one army sent by two players, and
lists that changed since the event locked them. Pure, like the rest of the engine."""

import unicodedata
from collections.abc import Sequence
from dataclasses import replace

from armybuilder.engine.event import overridden
from armybuilder.engine.findings import Findings
from armybuilder.engine.fingerprint import differences
from armybuilder.engine.report import Problem, Report
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock, LockedList


def same_player(name: str) -> str:
    """A player's name as compared: case, spacing and accents ignored."""
    letters = unicodedata.normalize("NFKD", name)
    letters = "".join(c for c in letters if not unicodedata.combining(c))
    return " ".join(letters.casefold().split())


def who(report: Report, file: str) -> str:
    """The key a roster is known by across a run and in a lock: its player, else its file."""
    player = same_player(report.player or "")
    return player or f"file {file}"


def locked_key(locked: LockedList) -> str:
    player = same_player(locked.player or "")
    return player or f"file {locked.file}"


def compare(
    reports: Sequence[Report | None],
    files: Sequence[str],
    *,
    event: Event | None = None,
    lock: Lock | None = None,
) -> list[Report | None]:
    """The reports with the findings that only a batch shows added (and the event's severities).

    `files` names each report's file. Without an event nothing is refused: a duplicate player is
    then a warning, as a player may well check two drafts of one army together.
    """
    found: list[list[Problem]] = [[] for _ in reports]
    rule = event.name if event is not None else ""
    checked = [(n, r) for n, r in enumerate(reports) if r is not None]
    _duplicate_players(checked, files, found, rule, "error" if event is not None else "warning")
    _duplicate_lists(checked, files, found, rule)
    if lock is not None:
        _against_lock(checked, files, lock, found, rule)
    out: list[Report | None] = []
    for report, extra in zip(reports, found, strict=True):
        if report is None or not extra:
            out.append(report)
            continue
        findings = Findings([*report.errors, *report.warnings, *extra])
        if event is not None:
            findings.found = overridden(findings.found, event.severity)
        out.append(replace(report, errors=findings.sorted("error"), warnings=findings.sorted("warning")))
    return out


def _duplicate_players(
    checked: Sequence[tuple[int, Report]],
    files: Sequence[str],
    found: list[list[Problem]],
    rule: str,
    severity: str,
) -> None:
    reports = dict(checked)
    by_player: dict[str, list[int]] = {}
    for n, report in checked:
        key = same_player(report.player or "")
        if key:
            by_player.setdefault(key, []).append(n)
    for numbers in by_player.values():
        for n in numbers if len(numbers) > 1 else ():
            others = ", ".join(files[m] for m in numbers if m != n)
            found[n].append(
                Problem(
                    "event.duplicate-player",
                    severity,  # type: ignore[arg-type]
                    f"{reports[n].player} also sent {others}",
                    "player",
                    rule,
                    "keep one list per player: withdraw the others, or correct `player:`",
                )
            )


def _duplicate_lists(
    checked: Sequence[tuple[int, Report]], files: Sequence[str], found: list[list[Problem]], rule: str
) -> None:
    reports = dict(checked)
    by_print: dict[str, list[int]] = {}
    for n, report in checked:
        by_print.setdefault(report.fingerprint, []).append(n)
    for numbers in by_print.values():
        for n in numbers if len(numbers) > 1 else ():
            me = who(reports[n], files[n])
            others = [_named(reports[m], files[m]) for m in numbers if who(reports[m], files[m]) != me]
            if others:
                found[n].append(
                    Problem(
                        "event.duplicate-list",
                        "warning",
                        f"the same army (fingerprint {reports[n].fingerprint}) as {', '.join(others)}",
                        "",
                        rule,
                        "check that each player sent their own list",
                    )
                )


def _named(report: Report, file: str) -> str:
    return f"{report.player} ({file})" if report.player else file


def _against_lock(
    checked: Sequence[tuple[int, Report]],
    files: Sequence[str],
    lock: Lock,
    found: list[list[Problem]],
    rule: str,
) -> None:
    locked = {locked_key(entry): entry for entry in lock.lists}
    for n, report in checked:
        entry = locked.get(who(report, files[n]))
        if entry is None:
            found[n].append(
                Problem(
                    "event.late",
                    "warning",
                    "this player is not in the lock",
                    "player",
                    rule,
                    "accept the list, then lock it with `armybuilder event pack ... --relock`",
                )
            )
        elif entry.fingerprint != report.fingerprint:
            changed = "; ".join(differences(entry.contents, report.army)) or "its contents"
            found[n].append(
                Problem(
                    "event.changed",
                    "error",
                    f"the list differs from the locked one (fingerprint {entry.fingerprint}, "
                    f"now {report.fingerprint}): {changed}",
                    "",
                    rule,
                    "play the locked list, or have the organiser accept the change and relock",
                )
            )
