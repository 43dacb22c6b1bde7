"""Models built again from JSON this program wrote itself, without pydantic's validators.

The catalog cache holds catalogs checked when they were written, each authenticated by the user's
own key (see `files.catalog_cache`). Validating one again would first build pydantic's validator
for the whole catalog language (some 30M instructions: 10 to 30 ms of a start, by the machine's
load) to find what was found then. `stored` builds the models from their own field annotations
instead, and refuses (`Unfit`) a value of any shape they do not allow, so an entry that is not
what this code would write is rebuilt, never half believed. What a user writes is still validated
by pydantic.
"""

import types
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)
Build = Callable[[Any], Any]


class Unfit(ValueError):
    """A value its annotation does not allow: the stored data is not this code's own."""


def stored(model: type[M], data: Any) -> M:
    """The `model` that `data`, its `model_dump(mode="json", by_alias=True)`, was made from."""
    built: M = _of_model(model)(data)
    return built


@cache
def _of_model(model: type[BaseModel]) -> Build:
    """A builder of `model` from a mapping holding every one of its fields, and nothing else."""
    names = {info.alias or name: name for name, info in model.model_fields.items()}
    fields_set = set(names.values())
    builders: dict[str, Build] = {}

    def build(data: Any) -> BaseModel:
        if type(data) is not dict or data.keys() != names.keys():
            raise Unfit(f"{model.__name__}: not its fields")
        if not builders:  # on first use: a model may name itself
            builders.update({key: _of(model.model_fields[name].annotation) for key, name in names.items()})
        values = {names[key]: builders[key](value) for key, value in data.items()}
        return model.model_construct(fields_set, **values)

    return build


def _of(annotation: Any) -> Build:
    """A builder of what `annotation` allows from its JSON; TypeError for one this code never uses."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Annotated:  # its constraints held when the data was validated and written
        return _of(args[0])
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _of_model(annotation)
    if (scalar := _scalar(annotation)) is not None:
        return _exactly(scalar)
    if origin is Literal:
        return _one_of(args)
    if origin in (Union, types.UnionType):
        kinds = [kind for arg in args if (kind := _scalar(arg)) is not None]
        if len(kinds) == len(args):  # text, numbers, true or false, null: told apart by type alone
            return _exactly(*kinds)
        return _first_of([_of(arg) for arg in args])
    if origin is list:
        return _list_of(_of(args[0]))
    if origin is dict:
        key = get_args(args[0])[0] if get_origin(args[0]) is Annotated else args[0]
        if key in (str, int):
            return _dict_of(key, _of(args[1]))
    raise TypeError(f"a stored model cannot hold {annotation!r}")


def _scalar(annotation: Any) -> type | None:
    """The type of JSON scalar `annotation` allows (a finite float is a float), or None."""
    if get_origin(annotation) is Annotated:
        return _scalar(get_args(annotation)[0])
    if annotation is None or annotation is type(None):
        return type(None)
    return annotation if annotation in (str, int, float, bool) else None


def _exactly(*kinds: type) -> Build:
    """A scalar of one of these very types (JSON's `true` is no int, as in pydantic's strict mode)."""

    def build(value: Any) -> Any:
        if type(value) not in kinds:
            raise Unfit(f"not one of {kinds}")
        return value

    return build


def _one_of(choices: tuple[Any, ...]) -> Build:
    def build(value: Any) -> Any:
        if not any(type(value) is type(choice) and value == choice for choice in choices):
            raise Unfit(f"not one of {choices}")
        return value

    return build


def _first_of(members: list[Build]) -> Build:
    """The first member of a union the value fits: its scalars differ by type, its models by
    their fields and their `kind`."""

    def build(value: Any) -> Any:
        for member in members:
            try:
                return member(value)
            except Unfit:
                continue
        raise Unfit("fits no member of the union")

    return build


def _list_of(item: Build) -> Build:
    def build(value: Any) -> Any:
        if type(value) is not list:
            raise Unfit("not a list")
        return [item(each) for each in value]

    return build


def _dict_of(key: type, item: Build) -> Build:
    """JSON's keys are text: an int key is read back from the digits it was written as."""

    def build(value: Any) -> Any:
        if type(value) is not dict:
            raise Unfit("not a mapping")
        if key is str:
            return {name: item(each) for name, each in value.items()}
        out = {}
        for name, each in value.items():
            number = int(name) if name.lstrip("-").isdecimal() else None
            if number is None or str(number) != name:
                raise Unfit(f"{name!r} is not an int as written")
            out[number] = item(each)
        return out

    return build
