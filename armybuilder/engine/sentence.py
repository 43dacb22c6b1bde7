"""A finding's words that name other roster entries (`the first is units[5]`): the text writes
each path out, as the report's JSON and `check` show it; its parts keep each path apart, so a view
that names entries as the player knows them puts a name in its place rather than rewriting text."""

from armybuilder.engine.where import Where


class Sentence(str):
    """Text made of words and paths; as a `str`, the paths written out."""

    parts: tuple[str | Where, ...]

    def __new__(cls, *parts: str | Where) -> "Sentence":
        made = super().__new__(cls, "".join(str(part) for part in parts))
        made.parts = parts
        return made


def parts_of(text: str) -> tuple[str | Where, ...]:
    """The words and paths of a finding's text; plain text is all words."""
    return text.parts if isinstance(text, Sentence) else (text,)
