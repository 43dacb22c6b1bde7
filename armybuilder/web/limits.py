"""What `armybuilder serve` takes from a browser, bounded: each limit is in docs/players.md's
"In a web browser", and a client past one gets a message, never a server that grows without end.

The tabs' editors together are bounded by this computer's memory: at most half of what is free
when the server starts, so fifty tabs of a long print cannot take a club laptop down."""

import os
from dataclasses import dataclass
from pathlib import Path

MIB = 1024 * 1024
TABS = 50
"""Editors at once, at most, unless `--tabs` says otherwise and memory allows."""
TAB_MEMORY = 400 * MIB
"""Memory one tab's editor may use unless `--tab-memory` says otherwise (printing a long roster needs the most)."""
ASSUMED = 2048 * MIB
"""The memory taken as free where the system does not say: a small computer's."""
MEMINFO = Path("/proc/meminfo")


@dataclass(frozen=True)
class Memory:
    """This computer's memory in bytes, as its system tells it: all of it, and what a new program
    may take without pushing others out; None where the system does not say."""

    total: int | None = None
    available: int | None = None


def machine_memory(meminfo: Path = MEMINFO) -> Memory:
    """Linux's /proc/meminfo, else what `os.sysconf` tells (free pages only, which is less)."""
    figures: dict[str, int] = {}
    try:
        for line in meminfo.read_text(encoding="ascii").splitlines():
            key, _, value = line.partition(":")
            if key in ("MemTotal", "MemAvailable") and value.strip().endswith(" kB"):
                figures[key] = int(value.split()[0]) * 1024
    except (OSError, ValueError, UnicodeDecodeError):
        pass
    return Memory(
        figures.get("MemTotal") or _pages("SC_PHYS_PAGES"),
        figures.get("MemAvailable") or _pages("SC_AVPHYS_PAGES"),
    )


def _pages(name: str) -> int | None:
    try:
        pages, size = os.sysconf(name), os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):  # not this system's, or no such name here
        return None
    return pages * size if pages > 0 and size > 0 else None


@dataclass(frozen=True)
class Room:
    """The memory every tab's editor together may use, in bytes, and why that much, in words."""

    memory: int
    why: str


def room(memory: Memory) -> Room:
    """Half the memory free, else half of all of it, else half of ASSUMED."""
    if memory.available:
        return Room(memory.available // 2, "half the memory free on this computer when the server started")
    if memory.total:
        return Room(memory.total // 2, "half of this computer's memory")
    return Room(ASSUMED // 2, f"half of {mb(ASSUMED)}, as this computer does not say how much it has")


def mb(size: int) -> str:
    return f"{size // MIB:,} MB"


@dataclass(frozen=True)
class Limits:
    columns: int = 400
    """Widest terminal a tab may ask for, in cells (a 4K screen at a small font is about 400)."""
    rows: int = 150
    """Tallest terminal a tab may ask for, in cells."""
    message: int = 16 * 1024
    """Largest message a tab may send, in bytes: keys and pastes, never a file. Each character
    is a key event for the editor, so this also bounds the work one message makes."""
    tabs: int = TABS
    """Editors running at once; one tab more gets a page saying the server is full."""
    tab_memory: int = TAB_MEMORY
    """Memory one tab's editor may use; past it the editor is stopped and the tab told why."""

    def size(self, width: object, height: object) -> tuple[int, int] | None:
        """A terminal size within bounds, or None when the client sent no usable numbers."""
        if not isinstance(width, int) or not isinstance(height, int) or bool in (type(width), type(height)):
            return None
        return max(1, min(width, self.columns)), max(1, min(height, self.rows))


def sized(within: Room, tabs: int | None = None, tab_memory: int | None = None) -> tuple[Limits, list[str]]:
    """Limits whose tabs, each with its memory, fit `within`: the tabs and memory asked for (None:
    as many tabs as fit, up to TABS; TAB_MEMORY each), cut to fit, with what was cut, in words.
    However little memory there is, one tab is served."""
    cut: list[str] = []
    memory = tab_memory or TAB_MEMORY
    if memory > within.memory:
        if tab_memory is not None:
            cut.append(
                f"--tab-memory {mb(tab_memory)} is more than every tab together may use "
                f"({mb(within.memory)}, {within.why}): each tab may use {mb(within.memory)}"
            )
        memory = within.memory
    fit = max(1, within.memory // memory)
    if tabs is not None and tabs > fit:
        cut.append(
            f"--tabs {tabs} with {mb(memory)} each is more than every tab together may use "
            f"({mb(within.memory)}, {within.why}): at most {fit} at once"
        )
    return Limits(tabs=min(tabs or TABS, fit), tab_memory=memory), cut
