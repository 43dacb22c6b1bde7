"""Checking a batch of lists as sent (files, and parts of e-mails), for `check` and `event pack`:
each read and checked in this process or in forked workers, the results in the inbox's order."""

from __future__ import annotations

import gc
import os
import pickle
import signal
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from itertools import repeat
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, cast

from armybuilder.checking.checked import Checked, as_sent, check_sent, failed
from armybuilder.checking.readahead import ReadFiles
from armybuilder.engine.compare import with_findings
from armybuilder.engine.report import Problem
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.text import Source
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

if TYPE_CHECKING:  # for hints only: the event models load only where an event is read, the pool where it runs
    from concurrent.futures import ProcessPoolExecutor

    from armybuilder.intake.sent import Sent
    from armybuilder.schema.event import Event

PARALLEL_FROM = 100
"""Files from which a batch is shared among workers: starting them costs more than a few files take."""

R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


@dataclass(frozen=True)
class Batch(Generic[R]):
    """How each file of a batch is checked, and what is kept of it: forked workers inherit this,
    so only the files go to them and only what is kept comes back."""

    catalogs: CatalogSet
    limit: float | None
    event: Event | None
    kept: Callable[[Checked], R]
    read: ReadFiles = field(default_factory=ReadFiles)
    """The roster files `check`'s reader read while the engine loaded."""
    finished: Callable[[Checked], R] | None = None
    """What is kept of a check once the whole batch's findings are added to it, where that is
    less than `kept` (nothing more is added to it); `kept` where None."""
    assumed: bool = True
    """Whether the reports carry the `assumed:` notes bearing on each list (`check` shows none)."""

    def check(self, sent: Sent, found: Sequence[Problem] = (), source: Source | None = None) -> R:
        """What is kept of a list's check, with the findings the whole batch added (`found`);
        `source` is the list as the batch already read it, if it did (it is not read again)."""
        parsed = None
        if source is None and not sent.part:
            ahead = self.read.get(sent.file)
            if ahead is not None:
                source, parsed = ahead
        try:
            checked = check_sent(
                sent, self.catalogs, self.limit, self.event, source, parsed, assumed=self.assumed
            )
        except Exception as error:  # a bug on one list must not lose the report on the others
            if os.environ.get("ARMYBUILDER_DEBUG"):
                raise
            checked = as_sent(failed(sent.file, error), sent)
        if found and checked.report is not None:
            return self._finished(checked.with_report(with_findings(checked.report, found, self.event)))
        return self.kept(checked)

    def with_found(self, checked: Sealed[Checked], found: Sequence[Problem]) -> R:
        """What is kept of a list's check with the findings the whole batch added, attached to its
        report as made (none, for a check left to be shown when the batch was done): the list is
        not read or judged again."""
        check = checked.opened()
        if check.report is not None and found:
            check = check.with_report(with_findings(check.report, found, self.event))
        return self._finished(check)

    def _finished(self, checked: Checked) -> R:
        return (self.finished or self.kept)(checked)


T = TypeVar("T")


class Sealed(Generic[T]):
    """A value that goes to another process as its pickled bytes and is unpickled there only when
    opened: a batch's workers send back each check this way, and the command opens the few that
    the whole batch finds more in (unpickling every report would cost the command 0.1 ms a list)."""

    def __init__(self, value: T | None = None, packed: bytes | None = None) -> None:
        self._value = value
        self._packed = packed

    def opened(self) -> T:
        if self._value is None:
            self._value = pickle.loads(self._packed or b"")  # made by pickle.dumps, by this program
        return cast(T, self._value)

    def __reduce__(self) -> tuple[Any, ...]:
        if self._packed is None:
            self._packed = pickle.dumps(self._value, protocol=pickle.HIGHEST_PROTOCOL)
        return (Sealed, (None, self._packed))


Found = Sequence[Sequence[Problem]]
"""For each list, the findings the whole batch added."""
Sources = Sequence[Source | None]
"""For each list, what the batch read of it the first time, so a second check reads nothing."""


class Each(Protocol[R_co]):
    """What is kept of each list's check, in the lists' order."""

    def __call__(
        self, files: Sequence[Sent], found: Found | None = None, sources: Sources | None = None
    ) -> Iterator[R_co]: ...

    def with_found(self, checks: Sequence[Sealed[Checked]], found: Found) -> Iterator[R_co]: ...


def jobs_for(files: int, asked: int | None = None) -> int:
    """Workers for a batch of `files`: as many as asked, else one per free CPU for a big batch
    (workers are forked, so they inherit the loaded engine; without fork, one process checks all)."""
    if asked is None:
        asked = free_cpus() if files >= PARALLEL_FROM and hasattr(os, "fork") else 1
    return max(1, min(asked, files, _workers_the_open_file_limit_allows()))


def free_cpus() -> int:
    """The CPUs this process may run on, less those the machine's other work keeps busy, at least
    one: on a busy two-CPU machine two workers took longer than one, each waiting for the other's
    CPU and both paying to send their results back."""
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    running = running_beside()
    busy = running if running is not None else _load_average()
    return max(1, min(int(usable - busy + 0.5), 8))


def _load_average() -> float:
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # no load average here: every CPU counts as free
        return 0.0


def running_beside() -> int | None:
    """The tasks running on the machine right now besides this one, where the system says
    (Linux, in /proc/loadavg); else None, and the load average stands in. The load average lags a
    minute behind: a script checking batch after batch on an idle machine kept it near one with
    its own runs, and each batch took one worker where two were free."""
    try:
        with open("/proc/loadavg", encoding="ascii") as load:
            running = load.read().split()[3].partition("/")[0]  # '2/345': running / all tasks
        return max(0, int(running) - 1)
    except (OSError, IndexError, ValueError):
        return None


def _workers_the_open_file_limit_allows() -> int:
    """Each worker holds a few pipes open; past the limit, starting more would only hang."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return 8
    return 1_000_000 if soft == resource.RLIM_INFINITY else max(1, (soft - 32) // 8)


_batch: Batch[Any] | None = None
"""The batch the workers check, set before they are forked."""


@contextmanager
def checking(batch: Batch[R], jobs: int) -> Iterator[Each[R]]:
    """A way to check files of `batch` in order: in this process, or in `jobs` workers, stopped
    when the block is left, however it is left (Ctrl-C included)."""
    # The engine, catalogs and event live until exit: spare the collector walking them again and
    # again while thousands of rosters are checked, in each worker, and once more at exit.
    gc.freeze()
    # Checking a list makes thousands of short-lived objects that reference counting frees; the
    # collector's frequent passes over them found nothing to free but a few cycles per list.
    threshold = gc.get_threshold()
    gc.set_threshold(COLLECT_AFTER, *threshold[1:])
    try:
        yield from _checking(batch, jobs)
    finally:
        gc.set_threshold(*threshold)


def build_validators(catalogs: CatalogSet) -> None:
    """Build the validators a batch's lists need, once, in this process, rather than in each worker
    a batch forks: a roster's, and a catalog's where the cache is cold, so that catalogs are read
    afresh (a cached one is read without it, see `schema.stored`). `check` builds them while its
    reader still reads the batch's files on the other processor."""
    Roster.model_rebuild()
    if not catalogs.any_cached():
        Catalog.model_rebuild()


COLLECT_AFTER = 100_000
"""Objects made between the collector's passes while a batch is checked (Python's default: 700)."""


def _checking(batch: Batch[R], jobs: int) -> Iterator[Each[R]]:
    global _batch
    if jobs <= 1:
        yield _Here(batch)
        return
    # Each worker loads the catalogs its files name: loading them here first, by checking a few
    # files, left the other processor idle meanwhile, and a batch of 1,000 files took 2% longer.
    build_validators(batch.catalogs)
    gc.freeze()  # with the validators: the collector leaves them be in every worker
    _batch = batch
    with ExitStack() as running:
        yield _Shared(jobs, running)


class _Here(Generic[R]):
    """Each list checked in this process."""

    def __init__(self, batch: Batch[R]) -> None:
        self._batch = batch

    def __call__(
        self, files: Sequence[Sent], found: Found | None = None, sources: Sources | None = None
    ) -> Iterator[R]:
        return map(self._batch.check, files, found or repeat(()), sources or repeat(None))

    def with_found(self, checks: Sequence[Sealed[Checked]], found: Found) -> Iterator[R]:
        return map(self._batch.with_found, checks, found)


class _Shared:
    """The lists shared among `jobs` forked workers, started at the first call, stopped by `running`."""

    def __init__(self, jobs: int, running: ExitStack) -> None:
        self._jobs = jobs
        self._running = running
        self._pool: ProcessPoolExecutor | None = None

    def __call__(
        self, files: Sequence[Sent], found: Found | None = None, sources: Sources | None = None
    ) -> Iterator[Any]:
        global _forked_with
        items = list(
            zip(files, found or repeat((), len(files)), sources or repeat(None, len(files)), strict=True)
        )
        if self._pool is None:
            # The workers are forked at this first map, holding these lists: each goes to them by
            # its place. Pickling a list's file and time received, and unpickling them in a worker
            # as a new path whose name is worked out anew, took some 130,000 instructions a list.
            _forked_with = items
            return self._map(_check_at, range(len(items)))
        return self._map(_check, items)

    def with_found(self, checks: Sequence[Sealed[Checked]], found: Found) -> Iterator[Any]:
        return self._map(_with_found, list(zip(checks, found, strict=True)))

    def _map(self, work: Callable[[Any], Any], items: Sequence[Any]) -> Iterator[Any]:
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            fork = multiprocessing.get_context("fork")
            # Not multiprocessing's Pool: its thread that minds the workers wakes at every
            # piece a worker sends back and spins until it is read, taking a CPU from them.
            self._pool = ProcessPoolExecutor(self._jobs, fork, initializer=_leave_interrupts_to_the_command)
            self._running.callback(self._pool.shutdown, cancel_futures=True)
        # Sixteen pieces a worker: few enough to cost nothing to send, small enough that no
        # worker is left finishing a big last piece alone.
        with _interrupts_held():  # the first map forks the workers
            return self._pool.map(work, items, chunksize=max(1, len(items) // (self._jobs * 16)))


_forked_with: list[tuple[Sent, Sequence[Problem], Source | None]] = []
"""The lists of the first map, which the workers are forked holding."""


def _check(item: tuple[Sent, Sequence[Problem], Source | None]) -> Any:
    return _shared_batch().check(*item)


def _check_at(place: int) -> Any:
    return _shared_batch().check(*_forked_with[place])


def _with_found(item: tuple[Sealed[Checked], Sequence[Problem]]) -> Any:
    return _shared_batch().with_found(*item)


def _shared_batch() -> Batch[Any]:
    if _batch is None:
        raise RuntimeError("checking() sets the batch before the workers are forked")
    return _batch


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """Ctrl-C waits while workers are forked, and comes after: one that came mid-fork stopped a
    worker before it could leave Ctrl-C to the command (a traceback, a broken pool) or the pool
    half-started, and the check ran on. A forked worker starts with it held too."""
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _leave_interrupts_to_the_command() -> None:
    """Ctrl-C reaches every process of the run: a worker leaves it to the command, which stops
    the workers, rather than dying part way through a piece with a traceback. One held since the
    worker was forked is dropped with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
