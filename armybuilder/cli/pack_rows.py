"""What the pack says of each roster beyond `check`: its player even when unreadable, its status,
when it was received and the unit of its totals, for summary.csv and the notes."""

import re

import yaml

from armybuilder.cli.common import Checked

_READ = 1 << 20
"""As much of a file that cannot be read as a roster as is searched for its `player:` line."""
_PLAYER = re.compile(r"^player:[ \t]*(\S.*?)[ \t]*(?:#.*)?$", re.MULTILINE)


def player_of(checked: Checked) -> str | None:
    """The roster's player; for a file that cannot be read, the `player:` line its text holds."""
    if checked.report is not None:
        return checked.report.player
    try:
        with checked.file.open("rb") as file:
            text = file.read(_READ).decode("utf-8", errors="replace")
    except OSError:
        return None
    found = _PLAYER.search(text)
    if found is None:
        return None
    try:
        player = yaml.safe_load(found.group(1))
    except yaml.YAMLError:
        return None
    return player.strip() or None if isinstance(player, str) else None
