"""Reading the organiser's register of players (`--players PLAYERS.yaml`): each player's name and
addresses, as `engine.identity` takes them. An address given to two players would make the
register guess: it is refused, naming both entries."""

from pathlib import Path

from armybuilder.engine.identity import Registered, address_key
from armybuilder.engine.where import of_steps
from armybuilder.errors import InputError
from armybuilder.files.text import read_text
from armybuilder.files.yaml import parse_mapping
from armybuilder.files.yaml.explain import validate
from armybuilder.files.yaml.positions import Locator
from armybuilder.schema.players import Register

HINT = (
    "a register reads `players: [{name: José Martínez, email: jose@example.es}, "
    "{name: Jan de Vries, email: [jan@example.nl, jdv@example.org]}]`"
)


def load_register(path: Path) -> list[Registered]:
    """The players of the register in `path`; an InputError naming the line and entry if it is
    not one, or gives one address to two players."""
    text = read_text(path)
    data = parse_mapping(text, path, kind="register of players", hint=HINT)
    if "event" in data:
        raise InputError(
            "file.schema",
            "this is an event file, not a register of players; the register is your own file, which "
            "players never see",
            file=path,
            hint=HINT,
        )
    register = validate(Register, data, text=text, file=path)
    owner: dict[str, int] = {}
    for n, player in enumerate(register.players):
        for address in player.addresses:
            first = owner.setdefault(address_key(address), n)
            if first != n:
                where: list[str | int] = ["players", n, "email"]
                raise InputError(
                    "file.schema",
                    f"{address} is given to {register.players[first].name} (players[{first}]) and to "
                    f"{player.name} (players[{n}]); an address is one player's",
                    file=path,
                    at=Locator(text).find(where),
                    where=of_steps(where),
                    hint="keep the address under the one player who sends from it",
                )
    return [Registered(player.name, player.addresses) for player in register.players]
