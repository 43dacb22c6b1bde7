"""The engine on a small test catalog: each rule kind, option groups, links, tracks and totals."""

from armybuilder.engine import evaluate
from armybuilder.engine.suggest import did_you_mean
from armybuilder.files.catalogs import CatalogSet
from armybuilder.lint import lint
from armybuilder.present.assumptions import heading
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.event import Event
from armybuilder.schema.roster import ElementEntry
from tests.conftest import roster

SQUAD = {
    "formation": "squad",
    "elements": [{"element": "leader", "general": True}, {"element": "soldier", "count": 2}],
}


def codes(report, severity: str = "error") -> list[str]:
    return [p.code for p in (report.errors if severity == "error" else report.warnings)]


def test_a_legal_roster_has_no_errors_and_costs_its_elements(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "soldier"}, {"element": "tank"}]), mini)
    assert report.valid
    assert report.costs == {"pts": 3 + 2 * 2 + 2 + 5}
    assert report.limit == {"pts": 50}


# count constraints --------------------------------------------------------------------------


def test_count_of_formations_below_min_is_the_catalogs_code(mini: Catalog) -> None:
    report = evaluate(roster("mini", [{"element": "leader", "general": True}]), mini)
    [problem] = [p for p in report.errors if p.code == "core.missing"]
    assert problem.message == "needs 1 squad; has 0"
    assert problem.rule == "Mini Wars 1 › Core"
    assert problem.hint == "add 1"


def test_when_switches_a_constraint_by_roster_option(mini: Catalog) -> None:
    one_squad = roster("mini", [SQUAD], options={"big": True})
    report = evaluate(one_squad, mini)
    assert [p.message for p in report.errors if p.code == "core.missing"] == [
        "big games need 2 squads; has 1"
    ]
    assert report.limit == {"pts": 100}


def test_count_max_can_come_from_a_roster_option(mini: Catalog) -> None:
    loose = [{"element": "lorry", "count": 4}]
    within = evaluate(roster("mini", [SQUAD, *loose], options={"side": "blue"}), mini)
    over = evaluate(roster("mini", [SQUAD, *loose], options={"side": "blue", "size": 3}), mini)
    assert "army.size" not in codes(within)
    assert [p.message for p in over.errors if p.code == "army.size"] == [
        "4 loose units; the army size allows 3"
    ]
    headline = next(m for m in over.measures if m.name == "units")
    assert (headline.value, headline.limit) == (4, 3)


def test_warning_severity_keeps_the_roster_valid(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "tank", "count": 3}], limit=100), mini)
    assert "tanks.max" in codes(report, "warning")
    assert "tanks.max" not in codes(report)


# cost constraints ---------------------------------------------------------------------------


def test_percentage_of_total_cost(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "tank", "count": 2}]), mini)
    [problem] = [p for p in report.errors if p.code == "vehicles.share"]
    assert problem.message == "vehicles are 58.8% of the army (10 pts of 17 pts); at most 40%"


def test_cost_minimum(mini: Catalog) -> None:
    squads = [SQUAD, SQUAD]
    without = evaluate(roster("mini", squads, options={"big": True}), mini)
    with_gun = evaluate(roster("mini", [*squads, {"element": "gun"}], options={"big": True}), mini)
    assert [p.message for p in without.errors if p.code == "guns.min"] == [
        "big games need 4 pts of guns; has 0 pts"
    ]
    assert "guns.min" not in codes(with_gun)


# in-range and matches -----------------------------------------------------------------------


def test_element_outside_its_years_is_an_error_on_that_unit(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "tank"}], options={"year": 1940}), mini)
    [problem] = [p for p in report.errors if p.code == "element.year"]
    assert str(problem.where) == "units[1]"
    assert problem.message == "Tank served 1916-1918, not in 1940"


def test_no_year_means_no_year_check(mini: Catalog) -> None:
    assert "element.year" not in codes(evaluate(roster("mini", [SQUAD, {"element": "tank"}]), mini))


def test_stat_must_match_roster_option(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "lorry"}]), mini)
    assert [p.message for p in report.errors if p.code == "element.side"] == [
        "Lorry fights for blue, not red"
    ]


def test_a_stat_an_element_does_not_give_is_reported_as_the_catalog_asks(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "prototype"}], options={"year": 1918}), mini)
    [unknown_year] = [p for p in report.warnings if p.code != "cost.under-limit"]
    assert (unknown_year.code, str(unknown_year.where)) == ("element.year-unknown", "units[1]")
    assert unknown_year.message == "Prototype: years unknown, so 1918 is not checked"
    assert unknown_year.hint == "give its years"
    assert [(p.code, p.message) for p in report.errors] == [
        ("element.side-unknown", "Prototype has no side; the army is red")
    ]


def test_the_known_bound_of_a_half_known_range_is_still_checked(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "prototype"}], options={"year": 1916}), mini)
    assert [p.message for p in report.errors if p.code == "element.year"] == [
        "Prototype served 1917-?, not in 1916"
    ]
    assert "element.year-unknown" not in codes(report, "warning")


def test_a_rule_judging_each_unit_names_the_first_twenty_in_roster_order_and_counts_the_rest(
    mini: Catalog,
) -> None:
    units = [SQUAD] + [{"element": "tank"}, {"element": "lorry"}, {"element": "prototype"}] * 30
    report = evaluate(roster("mini", units), mini)
    side = [p for p in report.errors if p.code in ("element.side", "element.side-unknown")]
    [counted], listed = [p for p in side if not p.where], [p for p in side if p.where]
    assert [str(p.where) for p in listed] == [f"units[{n}]" for n in range(1, 91) if n % 3 != 1][:20]
    assert listed[0].message == "Lorry fights for blue, not red"
    assert listed[1].message == "Prototype has no side; the army is red"
    assert not counted.where  # the whole roster
    assert counted.message == "and 40 more units like these (the first 20 are listed)"
    assert counted.code == "element.side"


# options ------------------------------------------------------------------------------------


def test_option_group_default_sets_stats_and_a_choice_changes_cost(mini: Catalog) -> None:
    report = evaluate(
        roster("mini", [SQUAD, {"element": "soldier", "options": ["elite", "radio", "smoke"]}]), mini
    )
    squad_soldier, elite = report.lines[1], report.lines[2]
    assert squad_soldier.stats["strength"] == 15 and squad_soldier.options == ("Regular",)
    assert elite.stats["strength"] == 20
    assert elite.cost_each == {"pts": 2 + 2 + 1 + 1}
    assert elite.options == ("Elite", "Radio", "Smoke")


def test_two_choices_from_a_choose_one_group_conflict(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "soldier", "options": ["elite", "militia"]}]), mini)
    [problem] = [p for p in report.errors if p.code == "option.conflict"]
    assert problem.message == "Soldier takes one quality, but has Elite and Militia"


def test_a_choose_one_group_without_default_must_be_chosen(mini: Catalog) -> None:
    units = [
        SQUAD,
        {"element": "lorry", "id": "lorry-1"},
        {"element": "mortar"},
        {"element": "mortar", "options": ["heavy-tube"], "links": {"towed-by": "lorry-1"}},
    ]
    report = evaluate(roster("mini", units, options={"side": "blue"}), mini)
    [missing] = [p for p in report.errors if p.code == "option.missing"]
    assert (str(missing.where), missing.message) == ("units[2]", "Mortar needs its tube chosen")
    assert missing.hint == "add one of light-tube, heavy-tube to its options, e.g. `options: [light-tube]`"
    assert report.lines[3].stats == {} and report.lines[3].options == ()
    # The chosen option's stats are what links check: a class 6 tube is too big for the lorry.
    assert [(p.code, str(p.where)) for p in report.errors if p.code.startswith("link.")] == [
        ("link.size", "units[3].links.towed-by")
    ]


def test_unknown_element_option_names_the_known_ones(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "soldier", "options": ["elit"]}]), mini)
    [problem] = [p for p in report.errors if p.code == "option.unknown"]
    assert problem.hint == "did you mean `elite`?"


def test_roster_options_are_checked(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD], options={"scale": "huge", "sise": 3, "year": 1800}), mini)
    found = {str(p.where): p.code for p in report.errors}
    assert found == {
        "options.scale": "option.invalid",
        "options.sise": "option.unknown",
        "options.year": "option.invalid",
    }


# formations, general ------------------------------------------------------------------------


def test_slot_by_selection_and_unplaced_element(mini: Catalog) -> None:
    squad = {
        "formation": "squad",
        "elements": [
            {"element": "leader", "general": True},
            {"element": "soldier", "count": 4},
            {"element": "tank"},
        ],
    }
    report = evaluate(roster("mini", [squad], limit=100), mini)
    messages = [p.message for p in report.errors if p.code == "formation.composition"]
    assert messages == ["Squad takes 2 to 3 × soldiers; it has 4", "Tank has no place in Squad"]


def test_a_declared_tag_no_element_carries_lints_clean_and_selects_nothing_yet(mini: Catalog) -> None:
    assert lint(mini) == []
    patrol = {"formation": "patrol", "elements": [{"element": "soldier", "count": 2}]}
    report = evaluate(roster("mini", [SQUAD, patrol]), mini)
    assert [p.message for p in report.errors if p.code == "formation.composition"] == [
        "Patrol needs 2 to 3 × scouts; it has 0",
        "Soldier has no place in Patrol",
    ]


def test_general_missing_multiple_and_wrong_type(mini: Catalog) -> None:
    missing = evaluate(
        roster(
            "mini",
            [{"formation": "squad", "elements": [{"element": "leader"}, {"element": "soldier", "count": 2}]}],
        ),
        mini,
    )
    assert "general.missing" in codes(missing)
    wrong = evaluate(roster("mini", [SQUAD, {"element": "tank", "general": True}]), mini)
    assert {"general.multiple", "general.type"} <= set(codes(wrong))


# links --------------------------------------------------------------------------------------


def test_tow_class_and_capacity_are_checked(mini: Catalog) -> None:
    units = [
        SQUAD,
        {"element": "lorry", "id": "lorry-1"},
        {"element": "tank", "id": "tank-1"},
        {"element": "big-gun", "links": {"towed-by": "lorry-1"}},
        {"element": "gun", "links": {"towed-by": "tank-1"}},
        {"element": "big-gun", "links": {"towed-by": "tank-1"}},
        {"element": "soldier", "count": 3, "links": {"carried-by": "lorry-1"}},
    ]
    report = evaluate(roster("mini", units, limit=100, options={"side": "blue"}), mini)
    links = [(p.code, str(p.where)) for p in report.errors if p.code.startswith("link.")]
    assert links == [
        ("link.capacity", "units[1]"),
        ("link.size", "units[3].links.towed-by"),
        ("link.size", "units[5].links.towed-by"),
    ]
    [capacity] = [p for p in report.errors if p.code == "link.capacity"]
    assert capacity.message == "Lorry has room for 2; 3 are carried by it"


def test_link_to_a_missing_or_wrong_unit(mini: Catalog) -> None:
    units = [
        SQUAD,
        {"element": "soldier", "id": "s1"},
        {"element": "gun", "links": {"towed-by": "nobody"}},
        {"element": "gun", "links": {"towed-by": "s1"}},
        {"element": "tank", "links": {"towed-by": "s1", "teleported-by": "s1"}},
        {"element": "soldier", "id": "s1"},
    ]
    report = evaluate(roster("mini", units, limit=100), mini)
    found = [(p.code, str(p.where)) for p in report.errors if p.code.startswith(("link.", "unit."))]
    assert found == [
        ("link.target", "units[2].links.towed-by"),
        ("link.target", "units[3].links.towed-by"),
        ("link.not-allowed", "units[4].links.towed-by"),
        ("link.unknown", "units[4].links.teleported-by"),
        ("unit.duplicate-id", "units[5]"),
    ]


def test_warns_about_a_gun_nobody_can_tow(mini: Catalog) -> None:
    report = evaluate(
        roster("mini", [SQUAD, {"element": "tank"}, {"element": "big-gun"}, {"element": "gun"}]), mini
    )
    [unserved] = [p for p in report.warnings if p.code == "link.unserved"]
    assert str(unserved.where) == "units[2]"
    assert unserved.message == "Big Gun (Gun class 7) cannot be towed by anything in this army"
    # The hint names only vehicle types that may be big enough: the Prototype's tow class is unknown.
    assert unserved.hint == "add a unit that can (Prototype), or plan to move it another way"
    no_vehicles = evaluate(roster("mini", [SQUAD, {"element": "gun"}]), mini)
    [unserved] = [p for p in no_vehicles.warnings if p.code == "link.unserved"]
    assert unserved.hint == "add a unit that can (Tank, Lorry, Prototype), or plan to move it another way"


# totals, basing, tracks, notes ----------------------------------------------------------------


def test_limit_over_and_under(mini: Catalog) -> None:
    over = evaluate(roster("mini", [SQUAD, {"element": "gun", "count": 11}]), mini)
    assert [p.message for p in over.errors if p.code == "cost.over-limit"] == [
        "the army costs 51 pts, 1 pts over its limit of 50 pts"
    ]
    under = evaluate(roster("mini", [SQUAD]), mini)
    assert codes(under, "warning") == ["cost.under-limit"]
    overridden = evaluate(roster("mini", [SQUAD]), mini, limit=7)
    assert overridden.valid and overridden.limit == {"pts": 7} and not overridden.warnings


def test_declared_base_is_checked_at_the_rosters_scale(mini: Catalog) -> None:
    right = {"element": "tank", "base": {"width": 45, "depth": 75, "figures": 1}}
    wrong = {"element": "soldier", "base": {"width": 40, "depth": 20, "figures": 5}}
    report = evaluate(roster("mini", [SQUAD, right, wrong], options={"scale": "large"}), mini)
    assert report.lines[2].base.size == "45 × 75"
    assert [(p.code, str(p.where)) for p in report.errors if p.code.startswith("basing.")] == [
        ("basing.width", "units[2].base"),
        ("basing.depth", "units[2].base"),
        ("basing.figures", "units[2].base"),
    ]


def test_tracks_from_fixed_boxes_and_from_a_stat(mini: Catalog) -> None:
    report = evaluate(
        roster("mini", [SQUAD, {"element": "tank"}, {"element": "soldier", "options": ["militia"]}]), mini
    )
    tank, militia = report.lines[2], report.lines[3]
    assert [(t.name, t.boxes, t.marks) for t in tank.tracks] == [("Hits", 6, {3: "-1", 6: "destroyed"})]
    assert [(t.name, t.boxes) for t in militia.tracks] == [("Strength", 10)]


def test_assumptions_shown_are_those_that_bear_on_the_roster(mini: Catalog) -> None:
    plain = evaluate(roster("mini", [SQUAD]), mini)
    assert [heading(a) for a in plain.assumptions] == ["Everywhere"]
    rich = evaluate(
        roster(
            "mini",
            [SQUAD, {"element": "tank"}, {"element": "soldier", "options": ["elite"]}],
            options={"big": True, "scale": "large"},
        ),
        mini,
    )
    assert [heading(a) for a in rich.assumptions] == [
        "Everywhere",
        "Tanks",
        "Limit",
        "Basing at large",
        "Tank",
        "Soldier: Elite",
    ]


def test_break_point_is_half_the_cost_rounded_up(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "tank"}, {"element": "gun"}]), mini)
    assert report.costs == {"pts": 16} and report.break_point.value == 8
    odd = evaluate(roster("mini", [SQUAD, {"element": "tank"}]), mini)
    assert odd.costs == {"pts": 12} and odd.break_point.value == 6


def test_older_catalog_revision_lists_what_changed(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD], catalog_revision=1), mini)
    [problem] = [p for p in report.warnings if p.code == "catalog.revision"]
    assert "r2: Tanks cost 5 pts." in problem.hint


def test_unknown_ids_are_kept_and_suggest_the_closest(mini: Catalog) -> None:
    report = evaluate(
        roster(
            "mini", [SQUAD, {"element": "troper"}, {"formation": "sqad", "elements": [{"element": "tank"}]}]
        ),
        mini,
    )
    unknown = {p.code: p.hint for p in report.errors if p.code.endswith(".unknown")}
    assert unknown == {
        "element.unknown": "did you mean `soldier`? — add your own in a catalog that extends mini",
        "formation.unknown": "did you mean `squad`?",
    }
    assert report.lines[2].known is False and report.lines[2].element == "troper"
    assert report.lines[3].cost == {"pts": 5}


def test_a_typo_is_offered_only_the_names_nearly_as_close_as_the_closest() -> None:
    """A catalog with hundreds of aliases holds a name that passes difflib's floor for most typos:
    `Rifels` was offered `rifles` or `sturmtruppe` (through its alias `raiders`)."""
    aliases = {"raiders": "sturmtruppe", "trench raiders": "sturmtruppe"}
    assert did_you_mean("Rifels", ["rifles", "sturmtruppe", "tank"], aliases) == "did you mean `rifles`?"
    assert (
        did_you_mean("Mortr", ["light-mortar", "heavy-mortar"], {"mortar": "mortar"})
        == "did you mean `mortar`?"
    )
    assert did_you_mean("tnak", ["tank", "tanks"]) == "did you mean `tank` or `tanks`?"  # as near: both


def test_alias_resolves_to_the_element(mini: Catalog) -> None:
    by_alias = evaluate(roster("mini", [SQUAD, {"element": "trooper"}]), mini)
    by_id = evaluate(roster("mini", [SQUAD, {"element": "soldier"}]), mini)
    assert by_alias.lines[2].element == "soldier"
    assert by_alias.fingerprint == by_id.fingerprint


def test_fingerprint_ignores_names_and_notes_but_not_counts(mini: Catalog) -> None:
    base = evaluate(roster("mini", [SQUAD, {"element": "tank"}]), mini).fingerprint
    renamed = evaluate(
        roster("mini", [SQUAD, {"element": "tank", "name": "Mk IV"}], name="Other", player="P", notes="n"),
        mini,
    ).fingerprint
    more = evaluate(roster("mini", [SQUAD, {"element": "tank", "count": 2}]), mini).fingerprint
    assert base == renamed != more
    assert len(base) == 14 and base.count("-") == 2


def test_problems_are_in_roster_order(mini: Catalog) -> None:
    report = evaluate(
        roster("mini", [{"element": "x"}, SQUAD, {"element": "y", "count": 0}], options={"q": 1}), mini
    )
    assert [str(p.where) for p in report.errors] == ["options.q", "units[0]", "units[2].count", "units[2]"]


def test_costs_by_category_share_out_the_total(mini: Catalog) -> None:
    report = evaluate(roster("mini", [SQUAD, {"element": "tank", "count": 2}, {"element": "gun"}]), mini)
    assert report.costs_by_category == {"foot": {"pts": 3 + 2 * 2 + 4}, "vehicle": {"pts": 10}}
    assert sum(share["pts"] for share in report.costs_by_category.values()) == report.costs["pts"]


def test_bases_needed_per_type_and_size_count_every_base(mini: Catalog) -> None:
    units = [SQUAD, {"element": "soldier", "count": 3}, {"element": "gun", "count": 2}, {"element": "lorry"}]
    report = evaluate(roster("mini", units), mini)
    needed = [(b.element, b.base.size, b.count) for b in report.bases_needed]
    # Two soldier entries share one size; a gun is two bases; the lorry has no base.
    assert needed == [("leader", "40 × 20", 1), ("soldier", "40 × 20", 5), ("gun", "40 × 30", 4)]
    large = evaluate(roster("mini", units, options={"scale": "large"}), mini)
    assert [b.base.size for b in large.bases_needed] == ["60 × 30", "60 × 30", "60 × 45"]


def test_a_declared_base_is_the_base_made_and_its_figures_the_ones_painted(mini: Catalog) -> None:
    """The bases to make and the figures to paint follow what the player says they use."""
    units = [
        {"element": "soldier", "count": 2, "base": {"width": 50, "depth": 25, "figures": 5}},
        {"element": "soldier"},
        {"element": "soldier", "base": {"width": 40, "depth": 20}},  # the rules' size: one kind of base
        {"element": "gun", "base": {"depth": 40}},  # the open side stays the rules'
        {"element": "lorry", "base": {"width": 60, "depth": 30}},  # the rules give the lorry no base
    ]
    report = evaluate(roster("mini", units), mini)
    needed = [(b.element, b.base.size, b.base.declared, b.count) for b in report.bases_needed]
    assert needed == [
        ("soldier", "50 × 25", True, 2),
        ("soldier", "40 × 20", False, 2),
        ("gun", "40 × 40", True, 2),
        ("lorry", "60 × 30", True, 1),
    ]
    assert [line.figures_range for line in report.lines] == [(10, 10), (3, 4), (3, 4), (4, 4), None]
    assert report.figures_range == (20, 22)
    assert report.lines[1].base == report.lines[1].made_base, "no declaration: the rules' base"


def test_a_changed_copy_of_a_catalog_is_costed_by_its_own_entries(mini: Catalog) -> None:
    evaluate(roster("mini", [SQUAD]), mini)  # builds and keeps mini's lookups
    cheaper = mini.model_copy(
        update={"elements": [e.model_copy(update={"cost": {"pts": 1}}) for e in mini.elements]}
    )
    assert evaluate(roster("mini", [SQUAD]), cheaper).costs == {"pts": 3}
    assert evaluate(roster("mini", [SQUAD]), mini).costs == {"pts": 7}


def test_a_problem_names_the_unit_it_is_about(mini: Catalog) -> None:
    units = [SQUAD, {"formation": "squad", "elements": [{"element": "soldier", "count": 0}]}]
    report = evaluate(roster("mini", units, options={"q": 1}), mini)
    found = {(str(p.where), str(p.unit)) for p in report.errors}
    assert ("units[1].elements[0].count", "units[1].elements[0]") in found
    assert ("options.q", "") in found


def test_fingerprint_reads_formation_aliases_and_repeated_options_as_the_engine_does(mini: Catalog) -> None:
    plain = roster("mini", [SQUAD, {"element": "soldier", "options": ["elite"]}])
    written_otherwise = roster(
        "mini",
        [{**SQUAD, "formation": "section"}, {"element": "trooper", "options": ["elite", "elite"]}],
    )
    assert evaluate(plain, mini).fingerprint == evaluate(written_otherwise, mini).fingerprint


def test_fingerprint_tells_a_refused_option_from_the_default_it_falls_back_to(mini: Catalog) -> None:
    def printed(**options: object) -> str:
        return evaluate(roster("mini", [SQUAD], options=options), mini).fingerprint

    assert printed() == printed(scale="small"), "writing the default changes nothing in play"
    assert printed(scale="huge") != printed(scale="small")
    assert printed(size="4") != printed(size=4) != printed()
    assert printed(colour="red") != printed()


def test_a_formation_short_because_of_a_bad_entry_says_to_fix_that_first(mini: Catalog) -> None:
    typo = {"formation": "squad", "elements": [{"element": "leader"}, {"element": "soldeir", "count": 2}]}
    [short] = [p for p in evaluate(roster("mini", [typo]), mini).errors if p.code == "formation.composition"]
    assert short.hint == (
        "fix units[0].elements[1] first (an unknown type or a bad count fills no place), "
        "then add 2 to its soldiers if still short"
    )
    plain = {"formation": "squad", "elements": [{"element": "leader"}]}
    [short] = [p for p in evaluate(roster("mini", [plain]), mini).errors if p.code == "formation.composition"]
    assert short.hint == "add 2 to its soldiers"


# kinds of entry, remembered between rosters ---------------------------------------------------


def test_a_kind_remembered_from_one_roster_costs_every_later_one_and_never_hides_a_finding(
    mini: Catalog,
) -> None:
    clashing = [{"element": "soldier", "options": ["elite", "militia"]}]
    elite = [
        {"element": "soldier", "options": ["elite"], "count": 2},
        {"element": "soldier", "options": ["elite"]},
    ]
    first = evaluate(roster("mini", clashing), mini)
    assert "option.conflict" in codes(first)
    later = evaluate(roster("mini", elite), mini)
    assert [line.cost for line in later.lines] == [{"pts": 8}, {"pts": 4}]
    assert [line.stats["strength"] for line in later.lines] == [20, 20]
    assert [str(line.where) for line in later.lines] == ["units[0]", "units[1]"]
    assert codes(evaluate(roster("mini", clashing), mini)) == codes(first)


def test_the_kinds_an_index_remembers_are_bounded(mini: Catalog, monkeypatch) -> None:
    from armybuilder.engine import units
    from armybuilder.engine.index import index_of

    monkeypatch.setattr(units, "MAX_KINDS", len(index_of(mini).kinds) + 2)
    many = [{"element": "soldier", "options": ["radio"] * n} for n in range(1, 6)]
    many += [
        {"element": "soldier", "options": o} for o in (["elite", "smoke"], ["smoke", "elite"], ["militia"])
    ]
    report = evaluate(roster("mini", many), mini)
    assert len(index_of(mini).kinds) <= units.MAX_KINDS
    assert not any(len(options) > len(set(options)) for _, options, *_ in index_of(mini).kinds)
    assert [line.cost["pts"] for line in report.lines] == [3] * 5 + [5, 5, 1]


def test_an_entry_alike_in_every_roster_of_a_batch_is_resolved_once(mini: Catalog, monkeypatch) -> None:
    from armybuilder.engine import units
    from armybuilder.engine.index import index_of

    index_of(mini).alike.clear()  # as a catalog no roster was checked against yet
    resolved: list[str] = []
    resolve = units._resolve

    def counted(entry, *args, **kwargs):  # type: ignore[no-untyped-def]
        resolved.append(entry.element)
        return resolve(entry, *args, **kwargs)

    monkeypatch.setattr(units, "_resolve", counted)
    squad = {"formation": "squad", "elements": [{"element": "leader"}, {"element": "soldier", "count": 2}]}
    batch = [roster("mini", [squad, {"element": "soldier", "count": n, "note": "dug in"}]) for n in (3, 4, 3)]
    reports = [evaluate(one, mini) for one in batch]
    assert sorted(resolved) == ["leader", "soldier", "soldier", "soldier"]  # squad's two; 3, then 4
    assert reports[2] == reports[0]
    assert [line.count for line in reports[1].lines] == [1, 2, 4]
    assert reports[1].lines[2].entry == batch[1].units[1] and reports[1].lines[2].entry.note == "dug in"
    # An entry with a finding is resolved again in every roster, so each reports it.
    typo = [roster("mini", [{"element": "soldier", "options": ["elite", "militia"]}]) for _ in range(2)]
    assert all("option.conflict" in codes(evaluate(one, mini)) for one in typo)
    # A number equal to one remembered but of another type is another entry.
    for count in (2, 2.0, 1, True):
        report = evaluate(roster("mini", [{"element": "soldier", "count": count}]), mini)
        assert ("count.invalid" in codes(report)) is (type(count) is not int), count
    widths = [
        evaluate(roster("mini", [{"element": "soldier", "base": {"width": w}}]), mini) for w in (40, 40.0)
    ]
    assert [type(report.lines[0].entry.base.width) for report in widths] == [int, float]
    # What an entry says is all `units._alike` compares: a key the roster format adds must join it.
    from armybuilder.schema.roster import DeclaredBase

    said = {"element", "count", "general", "name", "note", "id", "options", "base", "links"}
    assert set(ElementEntry.model_fields) == said
    assert set(DeclaredBase.model_fields) == {"width", "depth", "figures"}


def test_the_entries_an_index_remembers_by_what_they_say_are_bounded(mini: Catalog, monkeypatch) -> None:
    from armybuilder.engine import units
    from armybuilder.engine.index import index_of

    monkeypatch.setattr(units, "MAX_ALIKE", len(index_of(mini).alike) + 3)
    report = evaluate(roster("mini", [{"element": "soldier", "count": n} for n in range(1, 9)]), mini)
    assert len(index_of(mini).alike) <= units.MAX_ALIKE
    assert [line.count for line in report.lines] == list(range(1, 9))


def test_copies_of_one_army_have_their_contents_worked_out_once(mini: Catalog, monkeypatch) -> None:
    import importlib

    from armybuilder.engine.index import index_of

    evaluating = importlib.import_module("armybuilder.engine.evaluate")
    index_of(mini).armies.clear()  # as a catalog no roster was checked against yet
    made: list[str | None] = []
    army = evaluating.army

    def counted(one, *args, **kwargs):  # type: ignore[no-untyped-def]
        made.append(one.player)
        return army(one, *args, **kwargs)

    monkeypatch.setattr(evaluating, "army", counted)
    squad = {"formation": "squad", "elements": [{"element": "leader"}, {"element": "soldier", "count": 2}]}
    sent = [
        roster("mini", [squad, {"element": "soldier", "note": "dug in"}], player=f"P{n}") for n in range(4)
    ]
    reports = [evaluate(one, mini) for one in sent]
    # The first list's entries were new to the index, so its army could be no copy; from the
    # second on, the army is remembered, whoever sent it.
    assert made == ["P0", "P1"]
    assert len({(r.fingerprint, r.canonical_sha256) for r in reports}) == 1
    assert [r.player for r in reports] == ["P0", "P1", "P2", "P3"]
    # Values the contents keep as written stay apart, however equal Python finds them.
    entries = [{"element": "soldier", "count": count} for count in (1, 1.0, True, 0.0, -0.0)]
    entries += [{"element": "soldier", "base": {"width": width}} for width in (40, 40.0)]
    for _ in range(3):  # worked out, then remembered, then taken as remembered
        fingerprints = [evaluate(roster("mini", [entry]), mini).fingerprint for entry in entries]
        assert len(set(fingerprints)) == len(entries)


def test_an_element_types_notes_are_worked_out_once_per_choice_of_options(mini: Catalog, monkeypatch) -> None:
    from armybuilder.engine import index

    ix = index.index_of(mini)
    ix.assumed.clear()
    made: list[tuple[str, ...]] = []
    work = index.Index._element_assumptions

    def counted(self, element, chosen):  # type: ignore[no-untyped-def]
        made.append((element.id, *(option.id for option in chosen)))
        return work(self, element, chosen)

    monkeypatch.setattr(index.Index, "_element_assumptions", counted)
    units = [{"element": "soldier"}, {"element": "soldier", "options": ["elite"]}, {"element": "leader"}]
    reports = [evaluate(roster("mini", units, player=name), mini) for name in ("Ann", "Ben")]
    assert sorted(made) == sorted({key for key in made}) and len(made) == 3
    assert reports[0].assumptions == reports[1].assumptions
    monkeypatch.setattr(index, "MAX_ASSUMED", len(ix.assumed))  # full: notes are worked out, not kept
    evaluate(roster("mini", [{"element": "tank"}, {"element": "tank"}]), mini)
    assert made[3:] == [("tank",), ("tank",)]


def test_a_hint_a_catalog_lists_as_offers_drops_the_one_that_changes_what_an_event_fixes(
    shipped: CatalogSet,
) -> None:
    ohw = shipped.get("ohw-ww2")
    units = [{"element": "infantry", "count": 7}]
    [over] = [p for p in evaluate(roster("ohw-ww2", units), ohw).problems if p.code == "units.over-limit"]
    assert (
        over.hint
        == "remove units until 6 are left, or raise `army-size` if the scenario gives this side more"
    )
    assert [o.changes for o in over.offers] == [frozenset(), frozenset({"army-size"})]
    fixing = Event.model_validate(
        {"event": 1, "name": "Club night", "system": "ohw-ww2", "options": {"army-size": 6}}
    )
    judged = evaluate(roster("ohw-ww2", units), ohw, event=fixing)
    assert (
        next(p.hint for p in judged.problems if p.code == "units.over-limit")
        == "remove units until 6 are left"
    )


def test_a_force_whose_side_the_event_fixes_is_not_told_to_change_it(shipped: CatalogSet) -> None:
    pagano = shipped.get("pagano-armour")
    units = [{"element": "t-34-85"}]
    axis = Event.model_validate(
        {"event": 1, "name": "Axis night", "system": "pagano-armour", "options": {"side": "Axis"}}
    )
    casual = evaluate(roster("pagano-armour", units, options={"side": "Axis"}), pagano)
    judged = evaluate(roster("pagano-armour", units, options={"side": "Axis"}), pagano, event=axis)
    assert next(p.hint for p in casual.problems if p.code == "vehicle.side").startswith(
        "remove it, or set `side: Allied`"
    )
    assert next(p.hint for p in judged.problems if p.code == "vehicle.side") == "remove it"


def test_too_many_of_the_whole_army_is_the_rosters_fault_and_too_many_of_a_kind_the_last_units(
    mini: Catalog,
) -> None:
    units = [SQUAD, {"element": "soldier"}, {"element": "tank"}, {"element": "soldier"}]
    for select, where in (
        ({}, ()),
        ({"outside_formations": True}, ("units", 3)),
        ({"elements": ["soldier"]}, ("units", 1)),
    ):
        rule = {"kind": "count", "id": "cap", "code": "army.cap", "select": select, "max": 2, "message": "m"}
        event = Event.model_validate({"event": 1, "name": "Cap", "system": "mini", "constraints": [rule]})
        report = evaluate(roster("mini", units), mini, event=event)
        [over] = [p for p in report.errors if p.code == "army.cap"]
        assert over.where.steps == where, select


# lines remembered between evaluations of an edited roster ------------------------------------


def test_an_edited_roster_is_judged_as_a_fresh_copy_of_the_catalog_would_judge_it(mini: Catalog) -> None:
    """The editor evaluates after every key, and the entries a change left alone are the same
    objects: a line remembered from before must never show a moved entry's old place, an old
    scale's base, or hide a finding."""
    first = roster("mini", [SQUAD, {"element": "soldier"}, {"element": "tank", "count": 2}])
    evaluate(first, mini)
    squad, soldier, tank = first.units
    edits = [
        first.model_copy(update={"units": [tank, squad, soldier]}),  # the same entries, moved
        first.model_copy(update={"units": [squad, soldier, tank], "options": {"scale": "large"}}),
        first.model_copy(update={"units": [squad, soldier.model_copy(update={"count": 0}), tank]}),
        first.model_copy(update={"units": [squad.model_copy(update={"elements": [soldier]}), tank]}),
    ]
    for edited in edits:
        assert evaluate(edited, mini) == evaluate(edited, mini.model_copy())
    assert "count.invalid" in codes(evaluate(edits[2], mini))


def test_an_index_remembers_the_lines_of_the_last_roster_only(mini: Catalog) -> None:
    """A batch evaluates thousands of rosters with one index: what it remembers must not grow
    with them, and an edited roster still finds the lines its entries had."""
    from armybuilder.engine.index import index_of

    for n in range(1, 9):
        report = evaluate(roster("mini", [{"element": "soldier", "count": n}, {"element": "tank"}]), mini)
        assert [line.count for line in report.lines] == [n, 1]
    last = roster("mini", [{"element": "soldier", "count": 9}, {"element": "tank"}])
    evaluate(last, mini)
    remembered = list(index_of(mini).resolved.values())
    assert [resolved.line.entry for resolved in remembered] == list(last.units)
    edited = last.model_copy(update={"units": [*last.units, ElementEntry(element="soldier")]})
    assert evaluate(edited, mini).lines[0] is remembered[0].line


def test_a_stats_assumed_note_is_shown_where_the_stat_is(mini: Catalog, tmp_path) -> None:
    """A stat's `assumed:` was read from the catalog and shown nowhere."""
    import io

    from armybuilder.cli.catalog_text import describe
    from armybuilder.cli.style import Style
    from armybuilder.files.templates import load_template
    from armybuilder.pdf import write_reference
    from tests.test_pdf import pages

    note = "The rules give no strength for a lorry's crew; the vehicle's own is used."
    stats = [s.model_copy(update={"assumed": [note]}) if s.id == "strength" else s for s in mini.stats]
    noted = mini.model_copy(update={"stats": stats})
    with_it = evaluate(roster("mini", [{"element": "soldier"}]), noted)
    assert [(a.about, a.text, a.topic) for a in with_it.assumptions if a.topic == "stat"] == [
        ("Strength", note, "stat")
    ]
    assert heading(next(a for a in with_it.assumptions if a.topic == "stat")) == "Strength"
    without = evaluate(roster("mini", [{"element": "lorry"}]), noted)
    assert not [a for a in without.assumptions if a.topic == "stat"], "no entry has the stat"
    assert f"Strength: {note}" in " ".join(" ".join(describe(noted, Style(io.StringIO()))).split())
    out = tmp_path / "reference.pdf"
    write_reference(noted, load_template(), out, reproducible=True)
    assert f"Strength: {note}" in " ".join(pages(out))
