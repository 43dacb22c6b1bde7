"""`check`'s batch: each list's verdict, in the inbox's order, then what only the whole batch
shows (the same player twice, one army sent twice, a list late for the event's deadline), added
to the reports of the lists it touches as they were made."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from armybuilder.checking.batch import Batch, Sealed, checking, jobs_for
from armybuilder.checking.checked import Checked
from armybuilder.checking.compared import found_across, taking_part
from armybuilder.engine.compare import player_key
from armybuilder.files.text import Source

if TYPE_CHECKING:  # for hints only: the event models load only where an event is read
    from armybuilder.engine.identity import Registered
    from armybuilder.intake.sent import Sent
    from armybuilder.schema.event import Event

R = TypeVar("R")


class Progress(Protocol):
    """Told as each list's first check is done, and when all are: a progress bar, say."""

    def step(self) -> None: ...
    def done(self) -> None: ...


@dataclass(frozen=True)
class Verdict(Generic[R]):
    """What `check` keeps of a list: its output as the command shows it (made where the list was
    checked, in a worker for a big batch, so the command only joins), and whether it is valid."""

    shown: R
    valid: bool


def verdicts(
    lists: Sequence[Sent],
    batch: Batch[R],
    jobs: int | None,
    progress: Progress,
    register: Sequence[Registered] | None = None,
) -> list[Verdict[R]]:
    """Each list's verdict, with what the whole batch found in it: `batch.kept` shows a checked
    list; `jobs` workers as asked (`check --jobs`), else as many as the batch is worth."""
    keeping = Batch(
        batch.catalogs,
        batch.limit,
        batch.event,
        partial(_kept, batch.kept, batch.event, armies={}),
        batch.read,
        partial(_kept, batch.kept, batch.event, final=True),
        batch.assumed,
    )
    with checking(keeping, jobs_for(len(lists), jobs)) as each:
        results = []
        try:
            for result in each(lists):
                results.append(result)
                progress.step()
        finally:  # an interrupted run leaves no half-drawn bar
            progress.done()
        # What only the whole run shows is found from each roster's player and fingerprint, and
        # added to the reports it touches as they were made; a list too long to keep the check of
        # is checked again from the text read the first time (a file changed or gone since is
        # judged as it was read).
        found = found_across(
            lists,
            [kept.seen if kept.takes_part else None for kept in results],
            [kept.seen.player if kept.seen else None for kept in results],
            [kept.valid for kept in results],
            batch.event,
            register,
        )
        touched = [n for n, extra in enumerate(found) if extra or results[n].shown is None]
        sealed = {n: check for n in touched if (check := results[n].checked) is not None}
        kept_whole = list(sealed)
        long = [n for n in touched if n not in sealed]
        added = each.with_found(list(sealed.values()), [found[n] for n in kept_whole])
        again = each([lists[n] for n in long], [found[n] for n in long], [results[n].as_read for n in long])
        finished = dict(zip([*kept_whole, *long], [*added, *again], strict=True))
        return [_verdict(finished.get(n, kept)) for n, kept in enumerate(results)]


def _verdict(kept: _Kept[R]) -> Verdict[R]:
    assert kept.shown is not None  # a check shown later is finished by then
    return Verdict(kept.shown, kept.valid)


@dataclass(frozen=True)
class _Seen:
    """What the batch comparison needs of a checked roster, small enough to send between processes."""

    player: str | None
    fingerprint: str
    canonical_sha256: str
    army: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class _Kept(Generic[R]):
    """What is kept of a list's check: its output, its verdict and what the batch needs."""

    shown: R | None
    """None where the whole batch is sure to add to the check (its army came from another player
    before): it is shown once, when finished."""
    seen: _Seen | None
    valid: bool
    takes_part: bool
    checked: Sealed[Checked] | None
    """The check as its output shows it, for adding what the whole batch found (unpickled only if
    it finds some), for a list of at most KEPT_LINES lines."""
    as_read: Source | None
    """For a longer list, the list as read, for checking it again with what the batch found."""


def _kept(
    shown: Callable[[Checked], R],
    event: Event | None,
    checked: Checked,
    *,
    final: bool = False,
    armies: dict[str, str] | None = None,
) -> _Kept[R]:
    """What is kept of a list's check; `final` where the whole batch's findings are in it, so no
    more than its output and verdict are needed. `armies` holds the player of each army this
    process has checked a list of (by its contents' SHA-256), for the batch."""
    report = checked.report
    if final:
        return _Kept(shown(checked), None, checked.valid, False, None, None)
    seen = _Seen(report.player, report.fingerprint, report.canonical_sha256) if report is not None else None
    small = report is None or len(report.lines) <= KEPT_LINES
    sealed, as_read = (Sealed(checked.as_shown()), None) if small else (None, checked.as_read)
    later = sealed is not None and armies is not None and _sent_by_another(armies, checked)
    return _Kept(
        None if later else shown(checked), seen, checked.valid, taking_part(report, event), sealed, as_read
    )


def _sent_by_another(armies: dict[str, str], checked: Checked) -> bool:
    """Whether another player sent the army of `checked` before: the whole batch adds that to both
    lists (one army sent by two players), so showing either before it does is work for nothing.
    Where it adds nothing after all (an event's custody may set one list aside), the list is shown
    when the batch is done, as the others it touches are."""
    report = checked.report
    if report is None or not report.canonical_sha256:
        return False
    player = player_key(report.player, checked.source)
    first = armies.setdefault(report.canonical_sha256, player)
    return first != player


KEPT_LINES = 200
"""Lines of a list whose check the batch keeps (about 1.6 KB a line in memory) to add what the
whole batch finds to it; a longer list, far longer than a real army, keeps only its text, and is
checked again if the batch finds something in it, so a batch of huge lists holds little more
than their text."""
