"""`record`: how the engine declares the values an evaluation makes (a report, its lines, places)."""

from dataclasses import dataclass
from typing import TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """A dataclass the type checker holds read-only, with a frozen dataclass's equality and hash.

    It is not frozen at run time: a frozen dataclass sets each field through `object.__setattr__`,
    four times slower than a plain assignment, and building each entry's line that way took a
    sixth of evaluating a roster. `make lint` refuses any assignment to a field.
    """
    return dataclass(unsafe_hash=True)(cls)
