"""Who sent each list: players are people, not names. Pure, like the rest of the engine.

A name is a label anyone can write; an address is an identity. Lists from one address under
names alike (equal once case and accents are folded) are one player's; a list handed over as a
file, with no address, joins the one player whose name it gives exactly. Names alike from
different addresses (or none), and one address under names that differ beyond that, are kept
apart and said so; a list that could be several players' is held, assigned to no one, until the
organiser names its player. The organiser's register, where given, decides for every address it
lists. Nothing is merged or dropped on a guess.

The lock's players keep their ids from run to run: a player is found again by their addresses,
by the very lists the lock holds of them (a list's label), or, for lists handed over as files,
by their name. Where a list the lock gave one player is now another's (the register joined two
players, or a file names its player anew), that player's entry moves with it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from armybuilder.engine.compare import SHOWN, compared, listed, same_player
from armybuilder.engine.report import Problem
from armybuilder.engine.where import top

AMBIGUOUS = "event.ambiguous-player"
UNREGISTERED = "event.unregistered"
HOLDING = (AMBIGUOUS, UNREGISTERED)
"""The codes that hold a list, assigned to no player, until the organiser names its player."""


def address_key(address: str) -> str:
    """An address as two are compared: in lower case."""
    return address.strip().lower()


@dataclass(frozen=True)
class Sender:
    """Who a list of the run says it is from."""

    name: str | None
    """The player it names: the roster's `player`, else the sender's display name."""
    address: str
    """The address it was sent from; '' for a list handed over as a file."""
    label: str
    """Where it came from (file, and message part), as the lock keeps it."""
    unsure: str = ""
    """Why it may be another's than its address's (a list forwarded in a message's text with no
    author's address): it is held until the organiser names its player; '' otherwise."""


@dataclass(frozen=True)
class Registered:
    """A player of the organiser's register: a name, and the addresses that are theirs."""

    name: str
    addresses: tuple[str, ...] = ()


@dataclass(frozen=True)
class Locked:
    """A player of the lock, as finding them again needs: their id, name and addresses, the
    label of their entry and the labels of the other lists the lock holds of theirs."""

    id: str
    name: str | None
    addresses: tuple[str, ...] = ()
    entry: str | None = None
    labels: tuple[str, ...] = ()


@dataclass
class Identity:
    """Per list of the run, its player's id (None for a list that takes no part or is held);
    which lists are held and by what code; the findings; and per player what the lock records."""

    players: list[str | None]
    found: list[list[Problem]]
    held: dict[int, str] = field(default_factory=dict)
    """List -> the code that holds it (`event.ambiguous-player`, `event.unregistered`)."""
    names: dict[str, str] = field(default_factory=dict)
    """Player id -> the register's name for them."""
    addresses: dict[str, list[str]] = field(default_factory=dict)
    """Player id -> the addresses the register gives them."""
    moved: dict[str, str] = field(default_factory=dict)
    """Lock player id -> the player id their entry moves to: the list it came from is now theirs."""


@dataclass
class _Player:
    """A player as the run finds them: the lock's, the register's, or new."""

    n: int
    locked: Locked | None = None
    registered: Registered | None = None
    address: str = ""
    """The one address of a player found by it, without a register."""
    lists: list[int] = field(default_factory=list)
    names: set[str] = field(default_factory=set)
    """Compared names: of the register or lock, and of the lists it holds."""
    first: str = ""
    """The name its first list gives."""

    @property
    def name(self) -> str:
        if self.registered is not None:
            return self.registered.name
        if self.locked is not None and self.locked.name:
            return self.locked.name
        return self.first


def identify(
    sent: Sequence[Sender | None],
    locked: Sequence[Locked] = (),
    register: Sequence[Registered] | None = None,
    rule: str = "",
    given: Sequence[str] = (),
) -> Identity:
    """Each list's player; `sent` holds None for a list that takes no part. `locked` holds the
    lock's players who hold a list (an entry, or one waiting), `given` every id the lock has
    given, which no new player takes. `register` None where the organiser gave none (an empty
    one registers no one: every list then waits)."""
    run = _Run(sent, locked, register, [*given, *(one.id for one in locked)])
    run.place()
    return run.identity(rule)


class _Run:
    def __init__(
        self,
        sent: Sequence[Sender | None],
        locked: Sequence[Locked],
        register: Sequence[Registered] | None,
        given: list[str],
    ) -> None:
        self.sent = sent
        self.locked = locked
        self.register = register
        self.given = given
        self.players: list[_Player] = []
        self.of: dict[int, _Player] = {}
        self.held: dict[int, tuple[str, list[_Player]]] = {}
        self.by_lock: dict[str, _Player] = {}
        # Every label the lock holds, its entries' first: a list the lock gave a player stays theirs.
        self.label_of: dict[str, Locked] = {}
        for known in locked:
            for label in known.labels:
                self.label_of.setdefault(label, known)
        for known in locked:
            if known.entry is not None:
                self.label_of[known.entry] = known

    def _new(self, registered: Registered | None = None, address: str = "") -> _Player:
        player = _Player(len(self.players), registered=registered, address=address)
        self.players.append(player)
        return player

    def _join(self, n: int, player: _Player) -> None:
        one = self.sent[n]
        assert one is not None
        player.lists.append(n)
        if one.name:
            player.names.add(compared(one.name))
            player.first = player.first or compared(one.name)
        self.of[n] = player

    def _of_lock(self, known: Locked) -> _Player:
        player = self.by_lock.get(known.id)
        if player is None:
            player = self._new()
            player.locked = known
            if known.name:
                player.names.add(compared(known.name))
            self.by_lock[known.id] = player
        return player

    def place(self) -> None:
        numbered = [(n, one) for n, one in enumerate(self.sent) if one is not None]
        # A list its address may not speak for is no one's by that address.
        sure = [(n, one) for n, one in numbered if not one.unsure]
        if self.register is not None:
            self._registered(sure)
        # Without a register, an address makes a player; under one, an address the register lacks
        # is still the player's the lock knows it for.
        self._by_address([(n, one) for n, one in sure if n not in self.of], new=self.register is None)
        # A list the lock gave a player stays theirs, unless an address placed it above.
        for n, one in numbered:
            if n not in self.of and one.label in self.label_of:
                self._join(n, self._of_lock(self.label_of[one.label]))
            elif n not in self.of and one.unsure:
                self.held[n] = (AMBIGUOUS, [])
        for known in self.locked:
            self._of_lock(known)  # a player the lock holds may be named by a file
        self._by_name([(n, one) for n, one in sure if n not in self.of])

    def _registered(self, numbered: list[tuple[int, Sender]]) -> None:
        assert self.register is not None
        registered = [self._new(registered=entry) for entry in self.register]
        owner: dict[str, _Player] = {}
        for player in registered:
            assert player.registered is not None
            player.names.add(compared(player.registered.name))
            for address in player.registered.addresses:
                owner.setdefault(address_key(address), player)
        # The lock's players found again by address, then by name; the oldest first, so the id of
        # one the register joins with another is the first one's, and the other's entry moves.
        for known in self.locked:
            found = next((owner[a] for a in map(address_key, known.addresses) if a in owner), None)
            if found is None and not known.addresses and known.name:
                named = [p for p in registered if compared(known.name) in p.names]
                found = named[0] if len(named) == 1 else None
            if found is not None:
                # The first the register finds keeps its id; the others' entries move to it.
                found.locked = found.locked or known
                self.by_lock[known.id] = found
        for n, one in numbered:
            if one.address and address_key(one.address) in owner:
                self._join(n, owner[address_key(one.address)])

    def _by_address(self, numbered: list[tuple[int, Sender]], *, new: bool) -> None:
        found: dict[tuple[str, str], _Player] = {}
        for known in self.locked:
            # By the first address alone: two addresses the lock (or an earlier register) gave one
            # player are one player's again only where the register says so.
            if known.addresses:
                key = (address_key(known.addresses[0]), same_player(known.name or ""))
                if key not in found:
                    found[key] = self._of_lock(known)
                    found[key].address = key[0]
        for n, one in numbered:
            if not one.address:
                continue
            key = (address_key(one.address), same_player(one.name or ""))
            player = found.get(key)
            if player is None and new:
                player = found[key] = self._new(address=key[0])
            if player is not None:
                self._join(n, player)

    def _by_name(self, numbered: list[tuple[int, Sender]]) -> None:
        """A list with no address (or from an address the register lacks): the one player whose
        name it gives exactly; several, and it is held; none, and it is a player of its own
        (without a register) or held as unregistered."""
        named: dict[str, list[_Player]] = {}
        for player in self.players:
            for name in player.names:
                named.setdefault(name, []).append(player)
        own: dict[str, _Player] = {}
        for n, one in numbered:
            name = compared(one.name or "")
            if one.address and self.register is not None:
                self.held[n] = (UNREGISTERED, [])
                continue
            fits = named.get(name, []) if name else []
            if len(fits) == 1:
                self._join(n, fits[0])
            elif fits:
                self.held[n] = (AMBIGUOUS, fits)
            elif self.register is not None:
                self.held[n] = (UNREGISTERED, [])
            else:
                # Two files under one name are one player; a file naming no one is its own.
                key = name or f"\0{one.label}"
                if key not in own:
                    own[key] = self._new()
                self._join(n, own[key])

    def identity(self, rule: str) -> Identity:
        ids = self._ids()
        found: list[list[Problem]] = [[] for _ in self.sent]
        players: list[str | None] = [None for _ in self.sent]
        for n, player in self.of.items():
            players[n] = ids[player.n]
        out = Identity(players, found)
        for player in self.players:
            if player.registered is not None and player.n in ids:
                out.names[ids[player.n]] = player.registered.name
                out.addresses[ids[player.n]] = list(player.registered.addresses)
        for n, (code, fits) in self.held.items():
            out.held[n] = code
            found[n].append(self._holding(n, code, fits, rule))
        self._alike(found, rule)
        if self.register is None:
            self._shared(found, rule)
        else:
            self._registered_as_another(found, rule)
        numbered = {one.label: n for n, one in enumerate(self.sent) if one is not None}
        for known in self.locked:
            owner = self.of.get(numbered.get(known.entry or "", -1))
            if owner is not None and ids[owner.n] != known.id:
                out.moved[known.id] = ids[owner.n]
        return out

    def _ids(self) -> dict[int, str]:
        """Each player's id: the lock's, else a new one after every id the lock has given, in the
        order of their first list."""
        ids = {player.n: player.locked.id for player in self.players if player.locked is not None}
        fresh = fresh_ids(self.given)
        for player in sorted(self.players, key=lambda p: min(p.lists, default=len(self.sent))):
            if player.n not in ids and player.lists:
                ids[player.n] = next(fresh)
        return ids

    def _holding(self, n: int, code: str, fits: list[_Player], rule: str) -> Problem:
        one = self.sent[n]
        assert one is not None
        if one.unsure:
            return Problem(
                code,
                "warning",
                f"this list was forwarded in the text of a message from {one.address or 'a sender unknown'}, "
                f"and {one.unsure}: it may be {one.name or 'the forwarder'}'s or another's; it is nobody's "
                "entry until you say whose it is",
                top("player"),
                rule,
                "name its player: armybuilder event accept LOCK.json --as PLAYER PART",
            )
        if code == AMBIGUOUS:
            names = listed([self._named(p) for p in fits[:SHOWN]], len(fits))
            return Problem(
                code,
                "warning",
                f"this list names {one.name}, who could be any of {len(fits)} players ({names}); it is "
                "nobody's entry until you say whose it is",
                top("player"),
                rule,
                "name its player: armybuilder event accept LOCK.json --as PLAYER PART",
            )
        said = (
            f"{one.address} is not in the register"
            if one.address
            else "its name is in no entry of the register"
        )
        return Problem(
            code,
            "warning",
            f"this list is nobody's entry until you say whose it is: {said}",
            top("player"),
            rule,
            "add its player to the register, or name its player: armybuilder event accept LOCK.json --as PLAYER PART",
        )

    def _named(self, player: _Player) -> str:
        """'José Martínez (jose@example.es)': a player as the organiser tells them apart, by an
        address, else by the file their list came in, else as the lock's."""
        addresses = (
            player.registered.addresses
            if player.registered is not None
            else (player.address,)
            if player.address
            else player.locked.addresses
            if player.locked is not None
            else ()
        )
        first = self.sent[player.lists[0]] if player.lists else None
        apart = (
            addresses[0]
            if addresses
            else first.label
            if first is not None
            else f"{player.locked.id} in the lock"
            if player.locked is not None
            else "in the register"
        )
        return f"{player.name or 'a player'} ({apart})"

    def _alike(self, found: list[list[Problem]], rule: str) -> None:
        """`event.similar-players` on each list of players whose names are alike, equal once case
        and accents are folded: kept apart, and the organiser told how to join them."""
        alike: dict[str, list[_Player]] = {}
        for player in self.players:
            if player.name and (player.lists or player.locked is not None):
                alike.setdefault(same_player(player.name), []).append(player)
        for group in alike.values():
            if len(group) < 2:
                continue
            same = len({compared(p.name) for p in group}) == 1
            why = "the same name, but not the same address" if same else "names alike, but not the same"
            for player in group:
                # Two the register lists apart are two players: the organiser said so.
                others = [p for p in group if p is not player and not (p.registered and player.registered)]
                if not others:
                    continue
                names = listed([self._named(p) for p in others[:SHOWN]], len(others))
                for n in player.lists:
                    found[n].append(
                        Problem(
                            "event.similar-players",
                            "warning",
                            f"{self._named(player)} and {names} are kept apart as different players: {why}",
                            top("player"),
                            rule,
                            "if they are one person, list their addresses under one name in the register "
                            "(--players PLAYERS.yaml)",
                        )
                    )

    def _registered_as_another(self, found: list[list[Problem]], rule: str) -> None:
        """`event.shared-address` on each list the register gives a player by its address though it
        names another player (a club's secretary registered as one of the players they send for):
        it is the registered player's, as the register says, and the organiser is told so, naming
        both. A name no other player has ("A. Smith" from Anna's work address) is only a label, and
        so is one only alike to another's: "Zoe Clarke" from the address of the register's "Zoe
        Clarke (Andover)" is not "Zoë Clarke", as names alike are two players wherever they come from."""
        for player in self.players:
            if player.registered is None:
                continue
            theirs = same_player(player.registered.name)
            others = {
                compared(name)
                for other in self.players
                if other is not player
                for name in (other.name, *other.names)
                if name
            }
            for n in player.lists:
                one = self.sent[n]
                assert one is not None
                if not one.address or not one.name:
                    continue
                if same_player(one.name) == theirs or compared(one.name) not in others:
                    continue
                found[n].append(
                    Problem(
                        "event.shared-address",
                        "warning",
                        f"{one.address} is {player.registered.name}'s in the register, but this list names "
                        f"{one.name}, another player: it is taken as {player.registered.name}'s",
                        top("player"),
                        rule,
                        f"if it is {one.name}'s, take {one.address} out of {player.registered.name}'s entry "
                        "in the register: lists from it then wait for you to name their player",
                    )
                )

    def _shared(self, found: list[list[Problem]], rule: str) -> None:
        """`event.shared-address` on each list from an address that sent lists of several players."""
        sharing: dict[str, list[_Player]] = {}
        for player in self.players:
            if player.address and player.lists:
                sharing.setdefault(player.address, []).append(player)
        for address, group in sharing.items():
            if len(group) < 2:
                continue
            for player in group:
                others = [p for p in group if p is not player]
                names = listed([p.name or "a list naming no one" for p in others[:SHOWN]], len(others))
                for n in player.lists:
                    found[n].append(
                        Problem(
                            "event.shared-address",
                            "warning",
                            f"{address} also sent lists as {names}: each is kept as a player of their own",
                            top("player"),
                            rule,
                            "nothing to do where one person sends for several (a club's secretary); "
                            "otherwise give each player's address in the register (--players PLAYERS.yaml)",
                        )
                    )


def fresh_ids(taken: Sequence[str]) -> Iterator[str]:
    """Player ids after every one the lock has given: `p1`, `p2`..."""
    last = max((int(id[1:]) for id in taken if id[:1] == "p" and id[1:].isdigit()), default=0)
    return (f"p{n}" for n in itertools.count(last + 1))
