"""The chain of custody in words: what a list's status means to its player (no organiser
commands), the verdict their note gives, and what a pack tells the organiser of the statuses, the
lists accepted and waiting, and the lock.
Beside the statuses the lock declares, so a new status is worded here."""

import datetime
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import get_args

import yaml

from armybuilder.engine.compare import when
from armybuilder.engine.custody import NOT_JUDGED
from armybuilder.engine.lock import Accepted, Assigned, Known, Withdrawal, locked_players
from armybuilder.engine.naming import name_of
from armybuilder.engine.words import counted
from armybuilder.present.verdicts import tally, verdict_word
from armybuilder.schema.lock import PENDING, Lock, Player, Status

COUNTED: tuple[str, ...] = tuple(status for status in get_args(Status) if status != "withdrawn")
"""The statuses `event pack` counts, in the lock's order; withdrawn lists are named instead."""

TIED = "tied"
"""A list's standing in a player's note where another, different list of theirs came in the same second."""

FOR_PLAYER = {
    "locked": "Your list is locked: bring exactly this list to the event.",
    "updated": "This list replaces the one you sent before, and is locked: bring exactly this list to the event.",
    "late": "This list came after the deadline: the organiser will decide whether it is accepted.",
    "changed": "This list came after the deadline and differs from your locked list: until the organiser "
    "accepts it, bring the locked list.",
    "fixed": f"This list came after the deadline to replace your locked list, which was {verdict_word(False)}: the "
    "organiser will review it and tell you whether it is accepted.",
    "withdrawn": "The organiser has recorded that you withdrew from the event: no list of yours will be played "
    "unless they take you back.",
    "unassigned": "The organiser has yet to confirm whose list this is: until they do, it is no one's entry, "
    "and they will tell you whether it is accepted.",
    TIED: "You sent another, different list in the same second, so neither counts: send the list you mean again.",
}
"""What a list's status means for the player."""

UNREADABLE = f"Verdict: {verdict_word(False)}. The file could not be read; fix this and send it again:"
"""A player's verdict on a file that could not be read as a list."""


@dataclass(frozen=True)
class Standing:
    """What a sheet's banner says of a list that is no entry, in place of its verdict, and why."""

    word: str
    why: str

    def lines(self, verdict: str) -> tuple[str, str]:
        """Below the word: why, and the list's own verdict, which is not the player's."""
        return self.why, f"its own verdict: {verdict}"


def standing(status: str) -> Standing | None:
    """The banner of a list of `status` that is no entry: superseded, or received after the
    deadline and waiting for `event accept`; None for a list that is (or may be) played."""
    if status in NOT_JUDGED:
        return Standing(status.upper(), "a newer list counts")
    if status in PENDING:
        return Standing(status.upper(), "waiting for event accept")
    return None


def status_note(status: str, valid: bool) -> str:
    """The line that ends a player's note: what the list's status means for them; '' for none."""
    if status in ("locked", "updated") and not valid:
        return "Your list is locked with this verdict: it cannot be played until a fix is accepted."
    return FOR_PLAYER.get(status, "")


def note_verdict(errors: int, warnings: int, status: str) -> str:
    """A player's verdict on a list that was read, with `errors` of its own (what the whole inbox
    found is its status, said above the verdict)."""
    if errors:
        return f"Verdict: {verdict_word(False)}. Fix {'this' if errors == 1 else f'these {errors}'} and send the list again:"
    if status in PENDING:
        return f"Verdict: {verdict_word(True)} by the event's rules; whether it counts is the organiser's decision (see its status above)."
    if status == TIED:
        return f"Verdict: {verdict_word(True)} by the event's rules, but it does not count (see its status above)."
    if status == "withdrawn":
        return f"Verdict: {verdict_word(True)} by the event's rules, but you have withdrawn (see its status above)."
    return f"Verdict: {verdict_word(True)}. Your list is accepted" + (
        " (see the warnings below)." if warnings else "."
    )


def pack_tally(lists: Sequence[tuple[bool, str]], noun: str, *, of: str = "") -> str:
    """A pack's verdicts, one (valid, status) per list, as its statuses have them: only a list that
    is (or may be) an entry is valid or not valid; a superseded one, and one waiting for `event
    accept`, are counted apart, so none of them passes for a valid entry. Withdrawn players last."""
    played = [(valid, status) for valid, status in lists if status != "withdrawn"]
    superseded = sum(status in NOT_JUDGED for _, status in played)
    waiting = sum(status in PENDING for _, status in played)
    valid = sum(ok for ok, status in played if status not in NOT_JUDGED and status not in PENDING)
    withdrawn = len(lists) - len(played)
    said = tally(valid, len(played), noun, of=of, aside=((superseded, "superseded"), (waiting, "waiting")))
    return said + (f"; {withdrawn} withdrawn" if withdrawn else "")


def cover_tally(players: int, lists: Sequence[tuple[bool, str]]) -> str:
    """The judges' pack's count: '4 players · 5 lists: 2 valid, 1 not valid, 1 superseded, 1 waiting'."""
    return f"{counted(players, 'player')} · {pack_tally(lists, 'list')}"


def due_by(deadline: datetime.datetime) -> str:
    """The deadline, in UTC as every list's receipt is given, and as the event gives it where its
    offset is another: 'lists due by 2027-05-01 22:59:00 UTC (2027-05-01 23:59 +01:00)'."""
    said = f"lists due by {when(deadline)}"
    offset = deadline.utcoffset()
    if offset is None or not offset:
        return said
    zone = deadline.strftime("%z")
    return f"{said} ({deadline:%Y-%m-%d %H:%M} {zone[:3]}:{zone[3:]})"


REPLACED_LISTS = "Earlier lists, replaced by a newer one of their player's (not judged, no entry)"
"""The heading of the judges' pack cover's second table."""


MOST_SKIPPED = 20
"""Files and messages that gave no list a pack names, each with why; the rest are counted."""


def skipped_lines(skipped: Sequence[tuple[str, str]]) -> list[str]:
    """Each file, folder or message (source, reason) that gave a pack no list, the first
    MOST_SKIPPED named with why: an inbox of thousands of files answers in a screenful."""
    lines = [f"  skipped    {source}: {reason}" for source, reason in skipped[:MOST_SKIPPED]]
    if len(skipped) > MOST_SKIPPED:
        lines.append(f"  and {len(skipped) - MOST_SKIPPED:,} more skipped")
    return lines


def nothing_to_pack(skipped: bool) -> str:
    """Why a pack stops before it starts, and what to give it; `skipped` whether what it was
    given is named above (`skipped_lines`), each with why it gave no list."""
    named = " (what gave none is named above, with why)" if skipped else ""
    return (
        f"no lists to pack: nothing given holds a list{named}; give, after the event file, the "
        "files or folders that hold the players' lists (rosters, lists written as text, saved e-mails)"
    )


def drafts_line(drafted: int, notes: str) -> str:
    """How many draft replies the pack wrote, and where."""
    replies = "a reply to the player" if drafted == 1 else f"{drafted} replies to the players"
    return (
        # At their addresses: from their e-mail, or from the register for a list handed in on
        # the event's page, which no one sent by e-mail.
        f"Drafted {replies} at their {'address' if drafted == 1 else 'addresses'}, {notes}/*.eml: open them in your mail "
        "program to send (nothing is sent)"
    )


def no_draft_line(source: str, unread: str, address: str, note: str) -> str:
    """A list that came by e-mail with no address to reply to (`unread` says why, where the
    message says), so the organiser answers the player with its note by hand."""
    why = unread or f"its sender's address, '{address}', is none a mail program can send to"
    return f"  no draft   {source}: {why}; send the player {note} yourself"


def accepted_line(one: Accepted) -> str:
    """'Accepted Ben Ortiz's list Ben's Tankers (1a2b-...), VALID, replacing 3c4d-... (NOT VALID)'."""
    verdict = verdict_word(one.after.valid)
    if one.before is None:
        was = "the first entry"
    else:
        was = f"replacing {one.before.fingerprint} ({verdict_word(one.before.valid)})"
    return f"Accepted {one.player}'s list {one.after.army} ({one.after.fingerprint}, {one.after.status}), {verdict}, {was}"


def accepted_lines(accepted: Sequence[Accepted]) -> list[str]:
    """Each list taken in, and under it what changed from the entry it replaced."""
    return [line for one in accepted for line in (accepted_line(one), *(f"    {c}" for c in one.changes()))]


def run_lines(
    statuses: Sequence[str],
    lock: Lock,
    rejudged: Sequence[tuple[str, bool, bool]],
    accepted: Sequence[Accepted],
    lock_file: str,
    *,
    rewritten: bool,
    first: bool,
    missing: Sequence[str] = (),
) -> list[str]:
    """What a pack's custody run tells the organiser: the statuses, who withdrew, who sent nothing
    this time (`missing`, by id), each locked list judged otherwise now, the lists `--relock` took
    in, what waits for `event accept`, and what became of the lock (`first`: there was none before)."""
    withdrawn = [name_of(player) for player in lock.players if player.status == "withdrawn"]
    absent = [
        name_of(player) for player in lock.players if player.id in missing and player.status != "withdrawn"
    ]
    waiting = [(name_of(player), player.pending[-1].status) for player in lock.players if player.pending]
    return [
        *status_lines(statuses, withdrawn, rejudged),
        *(missing_line(player) for player in absent),
        *unassigned_lines([one.label for one in lock.unassigned], lock_file),
        *accepted_lines(accepted),
        *waiting_lines(waiting, lock_file),
        lock_outcome(lock_file, rewritten, first, locked_players(lock), len(waiting)),
    ]


def status_lines(
    statuses: Sequence[str], withdrawn: Sequence[str], rejudged: Sequence[tuple[str, bool, bool]]
) -> list[str]:
    """How many lists have each status, who withdrew, and each locked list judged otherwise now
    (player, verdict when locked, verdict now): the lock keeps the first."""
    counts = Counter(status for status in statuses if status)
    said = [f"{counts[status]} {status}" for status in COUNTED if counts[status]]
    if withdrawn:
        said.append(f"{len(withdrawn)} withdrawn ({', '.join(withdrawn)})")
    lines = [f"Statuses: {', '.join(said) or 'no list takes part'}"]
    lines += [
        f"  judged again: {player}'s locked list was {verdict_word(then)} when locked and is "
        f"{verdict_word(now)} now; the lock keeps its verdict"
        for player, then, now in rejudged
    ]
    return lines


def unassigned_lines(labels: Sequence[str], lock_file: str) -> list[str]:
    """The lists no player could be named for: they wait, and are no one's entry, until named."""
    if not labels:
        return []
    shown = "; ".join(labels[:MOST_NAMED])
    more = f" and {len(labels) - MOST_NAMED:,} more" if len(labels) > MOST_NAMED else ""
    return [
        f"No player's until you name one: {shown}{more}",
        f"  name each list's player with: armybuilder event accept {lock_file} --as PLAYER PART",
    ]


def missing_line(player: str) -> str:
    """A player with an entry who sent no list in this inbox: the entry stands (`event.missing`)."""
    return (
        f"  warning    {player}: [event.missing] no list of theirs is in this inbox; their locked entry "
        "stands (only `event withdraw` takes a player out)"
    )


def waiting_lines(waiting: Sequence[tuple[str, str]], lock_file: str) -> list[str]:
    """The lists (player, status) that came after the deadline and wait for `event accept`."""
    if not waiting:
        return []
    names = ", ".join(f"{player} ({status})" for player, status in waiting)
    return [
        f"Waiting for you after the deadline: {names}",
        f"  take them in with: armybuilder event accept {lock_file} PLAYER... (or --all)",
    ]


def lock_outcome(lock_file: str, rewritten: bool, first: bool, locked: int = 0, waiting: int = 0) -> str:
    """What became of the lock file: left as it was, written for the first time (with the entries
    of `locked` players, and `waiting` lists that are no entry until accepted), or replaced."""
    if not rewritten:
        return f"{lock_file} is unchanged"
    if first:
        wait = (
            f"; {counted(waiting, 'list')} {'waits' if waiting == 1 else 'wait'} in it for you"
            if waiting
            else ""
        )
        return f"Locked {counted(locked, 'player')} in {lock_file}{wait}"
    return f"Rewrote {lock_file}; the one it replaced is {lock_file}.bak"


def accept_outcome(lock_file: str, rewritten: bool, waiting: bool) -> str:
    """What `event accept` did to the lock file, with what the organiser does next; `waiting`
    whether any list waits in it."""
    if not rewritten:
        return lock_outcome(lock_file, False, False) + ("" if waiting else ": no list waits in it")
    return f"{lock_outcome(lock_file, True, False)}. Pack again to rewrite the notes and summary."


def nothing_waits(player: str) -> str:
    """A player named to `event accept` who has no list waiting."""
    return f"{player}: nothing waits to be accepted (the entry stands as it is)"


MOST_NAMED = 10
"""Players with a list waiting that `event accept` names for one it does not know; the rest counted."""


def unknown_player(lock_file: str, player: str, closest: Sequence[str], waiting: Sequence[str]) -> str:
    """A player named to `event accept` whom the lock does not know: the names nearest it, and who
    has a list waiting to be accepted."""
    said = f"{lock_file} has no player {player!r}"
    said += f"; closest: {', '.join(closest)}" if closest else ""
    if waiting:
        named = ", ".join(waiting[:MOST_NAMED])
        more = f" and {len(waiting) - MOST_NAMED:,} more" if len(waiting) > MOST_NAMED else ""
        return f"{said}. Lists wait from {named}{more}"
    return f"{said}. No list waits to be accepted (the lock's players are listed in summary.csv)"


def unknown_player_as(lock_file: str, player: str, closest: Sequence[str]) -> str:
    """A player named to `event accept --as` whom the lock does not know, and who cannot be taken
    for a new player: an id or an address the lock lacks, or a name near another player's."""
    said = f"{lock_file} has no player {player!r}"
    if closest:
        return (
            f"{said}; closest: {', '.join(closest)}. Name them by their id or address; a new player "
            "is named by a name near no player's"
        )
    return f"{said}. Name a player by their id, address or name, or a new player by their name"


def withdrawn_player(lock_file: str, player: Player) -> str:
    """A withdrawn player named to `event accept`: accepting takes no one back."""
    return (
        f"{told_apart(player)} has withdrawn, and accepting takes no one back: first "
        f"armybuilder event withdraw {lock_file} {player.id} --undo"
    )


def withdrawal_line(done: Withdrawal, *, undo: bool) -> str:
    """What `event withdraw` (or `--undo`) did to a player, or that they already were so."""
    player, who = done.player, told_apart(done.player)
    if not done.done:
        return f"{who} {'has not withdrawn' if undo else 'has withdrawn already'}: nothing to do"
    entry = player.entry
    if undo:
        now = (
            f"their entry is {entry.army} ({entry.fingerprint}, {verdict_word(entry.valid)})"
            if entry is not None
            else "they have no entry yet"
        )
        return f"Took {who} back: {now}"
    kept = (
        f"; their entry {entry.army} ({entry.fingerprint}) is kept and not played"
        if entry is not None
        else ""
    )
    return f"Withdrew {who}{kept}"


def unknown_part(lock_file: str, part: str, waiting: Sequence[str]) -> str:
    """A list named to `event accept --as` that is not one list waiting for its player."""
    if not waiting:
        return f"{lock_file} holds no list waiting for its player to be named, so none is {part!r}"
    shown = "; ".join(waiting[:MOST_NAMED])
    more = f" and {len(waiting) - MOST_NAMED:,} more" if len(waiting) > MOST_NAMED else ""
    return (
        f"{part!r} is not one list of {lock_file} waiting for its player; name it by its file, or by "
        f"its label where a file holds several: {shown}{more}"
    )


def assigned_lines(done: Assigned) -> list[str]:
    """What `event accept --as` did with a list, and the register line that keeps it so."""
    one, player = done.list, done.player
    said = (
        "now their entry"
        if done.entry
        else "kept in their history: their entry was received later, so it stands"
    )
    who = f"{told_apart(player)}, a new player" if done.new else told_apart(player)
    return [
        f"Gave {one.label} ({one.army}, {one.fingerprint}, {verdict_word(one.valid)}) to {who}: {said}",
        "To keep the lists from their addresses theirs under a register (--players), it has this line:",
        f"  - {register_line(player.name or name_of(player), player.addresses)}",
    ]


def register_line(name: str, addresses: Sequence[str]) -> str:
    """A player as the register writes them, in YAML's flow style: `{name: Ben Ortiz, email: [...]}`."""
    entry: dict[str, object] = {"name": name}
    if addresses:
        entry["email"] = addresses[0] if len(addresses) == 1 else list(addresses)
    return yaml.safe_dump(
        entry, default_flow_style=True, sort_keys=False, allow_unicode=True, width=1_000_000
    ).strip()


def told_apart(player: Player) -> str:
    """'José Martínez (p2, jm@example.org)': a player with the id and address that tell them from
    another of a name alike, as a command names them."""
    return f"{name_of(player)} ({', '.join([player.id, *player.addresses[:1]])})"


def ambiguous_player(lock_file: str, said: str, candidates: Sequence[Player]) -> str:
    """A name given to a command that fits several players of the lock: each, to be named by."""
    shown = "; ".join(told_apart(player) for player in candidates[:MOST_NAMED])
    more = f" and {len(candidates) - MOST_NAMED:,} more" if len(candidates) > MOST_NAMED else ""
    return (
        f"{said!r} fits {len(candidates)} players of {lock_file}: {shown}{more}; "
        "name one by its id or address instead"
    )


def other_holder(known: Known) -> str:
    """Another player with the same army, and whether it is not (or not yet) their entry."""
    who = known.who
    return (
        f"{who} (waiting, {known.status})"
        if known.pending
        else f"{who} (superseded)"
        if known.replaced_by is not None
        else f"{who} (withdrawn)"
        if known.withdrawn
        else who
    )


def locked_list(known: Known) -> str:
    """'Anna Smith's locked list, 3rd Wessex Rifles (1a2b-...)'; an earlier entry, which the lock
    keeps by its hash alone, by where it came from."""
    kind = (
        f"list received after the deadline ({known.status}, not accepted)"
        if known.pending
        else "superseded list"
        if known.replaced_by is not None
        else "locked list"
    )
    who = f"{known.player.name}'s {kind}" if known.player.name else f"the {kind} from {known.label}"
    what = known.army if known.army is not None else f"from {known.label}"
    return f"{who}, {what} ({known.fingerprint})"


def whose(found: list[Known]) -> str:
    """'matches Anna's locked list, 3rd Wessex (1a2b-...), valid when locked', each with its verdict."""
    return f"matches {'; and '.join(known_list(known) for known in found)}"


def known_list(known: Known) -> str:
    """One list the lock knows, with its verdict and what became of it."""
    verdict = "valid" if known.valid else verdict_word(False)
    said = f"{locked_list(known)}, {verdict} {'when received' if known.pending else 'when locked'}"
    if known.replaced_by is not None:
        said += f", replaced by {known.replaced_by.name} ({known.replaced_by.fingerprint})"
    if known.withdrawn:
        said += f"; {known.player.name or 'the player'} has withdrawn"
    if known.without_links:
        said += f" ({WITHOUT_LINKS})"
    return said


WITHOUT_LINKS = "compared without links: a lock of an older format kept none"
"""Said of a list an older lock kept without the units' links, wherever it is compared."""


def rejected(event: str, found: list[Known]) -> str:
    """The verdict on a list the event rejects: it matches nothing that clears, but a list locked
    NOT VALID with the same contents is named, as its fingerprint names it."""
    locked_invalid = [known for known in found if not known.valid]
    if locked_invalid:
        return f"{verdict_word(False)} under {event}; it {whose(locked_invalid)}"
    return f"{verdict_word(False)} under {event}, so it matches no locked list"


def no_match(player: str | None, fingerprint: str) -> str:
    """A list at the table that is no locked list of its player (of any player, naming none)."""
    named = f" of {player}" if player else ""
    return f"matches no locked list{named} (its fingerprint is {fingerprint})"


def held_by_others(player: str, same_army: list[Known], shown: int) -> str:
    """A list naming a player who has no locked list, whose army is others' locked lists: where
    the army is found, and whose name it does not carry (a name mixing scripts, "Аnna" with a
    Cyrillic А, is said to, as it looks like the locked player's)."""
    lists = "; and ".join(known_list(known) for known in same_army[:shown])
    more = f"; and {len(same_army) - shown} more" if len(same_army) > shown else ""
    mixed = _scripts(player)
    written = f" (a name that mixes {' and '.join(mixed)} letters)" if len(mixed) > 1 else ""
    return f"its army is {lists}{more}; but the roster names {player}{written}, who has no locked list"


def _scripts(name: str) -> list[str]:
    """The scripts a name's letters are written in, as Unicode names them ('Latin', 'Cyrillic')."""
    found = {unicodedata.name(letter, "").partition(" ")[0] for letter in name if letter.isalpha()}
    return sorted(script.capitalize() for script in found if script)


def unshown_list(lock_file: object, why: str, label: str) -> str:
    """Of a locked list whose contents a hand-edited lock spoiled: what of them is no army."""
    return f"it cannot be shown, as {lock_file} holds no army there ({why}): compare the sheet with {label}"


NOT_ALL_READ = (
    "it holds lines not read as part of the list, so it clears nothing whatever the rest matches: "
    "compare the sheet itself with the locked list (a look-up of its fingerprint prints it)"
)
"""Said of a list's text (a QR code's, say) with a line verify does not read as part of it."""


def closest_tied(lists: int, differences: int) -> str:
    """The lists a list at the table is as near to as each other: named all, none chosen."""
    apart = "the same army" if not differences else f"{counted(differences, 'difference')} away"
    return f"closest: a tie between {lists} locked lists, each {apart}, so none is chosen:"


SAME_FINGERPRINT = "the fingerprint is the locked list's but the army is not: a fingerprint names a list, the contents prove it"
"""Said where a list at the table shares its fingerprint with the list it is not."""


def look_up(item: str, found: list[Known]) -> str:
    """What a bare fingerprint finds, above the lists it names (a `known_list` each, for the judge
    to compare with the sheet); never a match: a fingerprint names a list, it does not prove one."""
    if not found:
        return f"{item}: look-up only: no list in the lock has this fingerprint"
    lists = "the list" if len(found) == 1 else f"the {len(found)} lists"
    return f"{item}: look-up only; compare the sheet with {lists} it names:"
