"""Option values written another way than the catalog's choice are read as that choice."""

import pytest

from armybuilder.engine import evaluate
from armybuilder.engine.spelling import choice_meant
from armybuilder.schema.catalog import Catalog, ChoiceOption
from armybuilder.schema.event import Event
from tests.conftest import roster

CORE = [
    {"element": "rifles", "general": True},
    {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    },
]
EVENT = Event.model_validate(
    {"event": 1, "name": "Village Hall", "system": "tank-attack", "limit": 36, "options": {"scale": "15mm"}}
)


def scale(**more: object) -> ChoiceOption:
    fields = {"id": "scale", "name": "Scale", "kind": "choice", "choices": ["6mm", "15mm", "25mm"], **more}
    return ChoiceOption.model_validate(fields)


@pytest.mark.parametrize("written", ["15 mm", "15MM", " 15mm ", "15", 15, "15 MM"])
def test_a_choice_written_another_way_is_read_as_it(written: object) -> None:
    assert choice_meant(scale(), written) == "15mm"


@pytest.mark.parametrize("written", ["15mm", "16", "15cm-ish", "mm", True])
def test_a_choice_as_written_or_no_choice_at_all_is_left_alone(written: object) -> None:
    assert choice_meant(scale(), written) is None


def test_a_number_that_more_than_one_choice_begins_with_is_not_guessed() -> None:
    assert choice_meant(scale(choices=["15mm", "15in"]), "15") is None


def test_a_scale_spelled_another_way_is_a_warning_and_the_same_army(tank_attack: Catalog) -> None:
    plain = evaluate(roster("tank-attack", CORE, options={"scale": "15mm"}), tank_attack)
    spelled = evaluate(roster("tank-attack", CORE, options={"scale": "15 mm"}), tank_attack)
    assert spelled.valid and spelled.options["scale"] == "15mm"
    [warning] = [p for p in spelled.warnings if p.code == "option.spelling"]
    assert str(warning.where) == "options.scale" and warning.hint == "write `scale: 15mm`"
    assert spelled.fingerprint == plain.fingerprint


def test_under_an_event_a_spelling_of_its_value_is_not_another_value(tank_attack: Catalog) -> None:
    spelled = evaluate(
        roster("tank-attack", CORE, player="Sam", options={"scale": "15"}), tank_attack, event=EVENT
    )
    codes = {p.code for p in spelled.problems}
    assert spelled.valid and "option.spelling" in codes and "event.option" not in codes
    other = evaluate(
        roster("tank-attack", CORE, player="Sam", options={"scale": "6 MM"}), tank_attack, event=EVENT
    )
    assert {p.code: p.severity for p in other.problems}["event.option"] == "error"


# Fingerprint 2, amended: what the roster writes that the event overrides ----------------------


def _print(tank_attack: Catalog, event: Event | None = None, **fields: object) -> str:
    return evaluate(
        roster("tank-attack", CORE, player="Anna", **fields), tank_attack, event=event
    ).fingerprint


def test_a_conforming_list_has_one_fingerprint_with_or_without_the_event(tank_attack: Catalog) -> None:
    alone = _print(tank_attack, options={"scale": "15mm"})
    assert _print(tank_attack, EVENT, options={"scale": "15mm"}) == alone
    assert _print(tank_attack, EVENT) == alone
    assert _print(tank_attack, EVENT, options={"scale": "15 mm"}) == alone
    assert _print(tank_attack, EVENT, limit=30) == alone  # the limit is not what the army is


def test_each_value_the_event_overrides_changes_the_fingerprint(tank_attack: Catalog) -> None:
    conforming = _print(tank_attack, EVENT)
    six, twenty_five = (_print(tank_attack, EVENT, options={"scale": s}) for s in ("6mm", "25mm"))
    assert len({conforming, six, twenty_five}) == 3
    judged = evaluate(roster("tank-attack", CORE, options={"scale": "6 MM"}), tank_attack, event=EVENT)
    assert judged.army["options"]["scale"] == "15mm" and judged.army["written"] == {"scale": "6mm"}
    assert judged.fingerprint == six
    massed = EVENT.model_copy(update={"options": {"scale": "15mm", "massed-battles": False}})
    assert _print(tank_attack, massed, options={"massed-battles": True}) != _print(tank_attack, massed)
