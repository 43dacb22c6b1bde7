"""The base model every schema model inherits."""

import os
import sys
from types import ModuleType
from typing import Annotated, Any

# No pydantic plugin, which any installed package may declare, runs in this program; nor is every
# installed package's metadata read to look for one (some 5 ms of every start).
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
if os.environ["PYDANTIC_DISABLE_PLUGINS"] in ("__all__", "1", "true"):
    # Then pydantic's plugin loader finds no plugin, but still imports importlib.metadata (with
    # email and socket) to do so, when it builds the first validator: 12 ms of every command's
    # start. The loader in its place finds none at once; where plugins are asked for, pydantic's own.
    _loader = ModuleType("pydantic.plugin._loader", "No pydantic plugins: PYDANTIC_DISABLE_PLUGINS says so.")
    _loader.get_plugins = tuple  # type: ignore[attr-defined]  # no plugins: ()
    sys.modules.setdefault(_loader.__name__, _loader)

from pydantic import BaseModel, ConfigDict, Field, FiniteFloat

Id = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$",
        max_length=80,
        description="An identifier: letters, digits, '-', '_' or '.', starting with a letter or digit.",
    ),
]
MAX_NUMBER = 1_000_000_000
"""No cost, limit, size or bound needs more; beyond it sums and printed figures lose their sense."""
Number = (
    Annotated[int, Field(ge=-MAX_NUMBER, le=MAX_NUMBER)]
    | Annotated[FiniteFloat, Field(ge=-MAX_NUMBER, le=MAX_NUMBER)]
)


class Strict(BaseModel):
    """Unknown keys are errors and values are not coerced between types."""

    # Validators are built on first use, so a command that never validates a catalog never pays for it.
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)


def empty_list() -> list[Any]:
    """A new empty list: a list field's default. Pydantic reads a default factory's signature, and
    the builtin `list`'s is parsed from text by the tokenizer, whose patterns take every start
    about 2 ms to compile."""
    return []
