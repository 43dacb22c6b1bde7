"""BattleScribe data turned into catalog data: the game system into a base catalog, each
catalogue into a catalog that `extends` it.

What is taken (the contract's simple tier): selection entries with their costs become element
types (root entries, shared units and models, and units nested in others), upgrades become
options, groups become option groups (`choose: one` where exactly one is taken), entry links to
shared upgrades and groups name the one shared option group rather than copying it, profiles
(also through info groups) become stats, categories categories, force entries a roster option with category min/max rules,
and min/max constraints on selections or costs, with scope parent, force or roster, count and
cost constraints. Everything else is listed in the report.

Ids come from the data's names (`slug`), with a few characters of the data's own id added where
two names meet, so they are the same on every import of the same data.
"""

from collections.abc import Iterator
from typing import Any
from xml.etree.ElementTree import Element

from armybuilder.battlescribe.data import (
    NO_CATEGORY,
    UNITS,
    Bounds,
    CatalogIds,
    Ids,
    System,
    children,
    number,
    slug,
    stat_value,
)
from armybuilder.battlescribe.report import ImportReport
from armybuilder.battlescribe.rules import Rules
from armybuilder.battlescribe.xml import Document

MAX_INFO_DEPTH = 20
"""Info groups inside info groups read for one entry: the data nests two or three."""


class Converter(Rules):
    """One file (the game system or a catalogue) made into a catalog's data: its entries and
    options here, its rules and conditions in the classes it builds on."""

    def __init__(
        self, system: System, document: Document, report: ImportReport, catalog_id: str, ids: CatalogIds
    ) -> None:
        self.system = system
        self.ids = ids
        self.document = document
        self.root = document.root
        self.report = report
        self.file = document.file.name
        self.id = catalog_id
        self.elements: list[dict[str, Any]] = []
        self.option_groups: list[dict[str, Any]] = []
        self.constraints = []
        self.categories: list[dict[str, Any]] = []
        self.notes: list[dict[str, Any]] = []
        self._pending: list[tuple[Element, str, Bounds]] = []
        """Units inside other entries, to be made element types: each, the file that holds it,
        and how many its parent takes."""
        self._formations: list[tuple[str, Element, list[tuple[Element, str, Bounds]]]] = []
        """Each element type with units inside it, and those units: formations, once all are made."""
        self._unit_groups: dict[tuple[str, str], tuple[str, Bounds]] = {}
        """The group each unit inside a bounded group of units only belongs to, by the unit's file
        and id: the group's id, and how many of its units it takes (one formation slot)."""
        self.offered: set[str] = set(system.offered)
        """The element types offered at the top of a list (not only inside another's formation)."""
        self.formations: list[dict[str, Any]] = []
        self._handled = set()
        self.reachable = {system.file.name, document.file.name}
        """The files whose catalogs this one extends or includes: what its entries may name."""
        self.includes: list[str] = []
        """The catalogs of the catalogues it links (libraries of shared entries)."""
        self.flags = {}
        self.forces_here = dict(system.forces)

    # -- what the file declares ------------------------------------------------------------

    def declare(self) -> None:
        """Ids this file gives names to, before any entry is made (a link may come first)."""
        root = self.root
        for publication in children(root, "publications", "publication"):
            self.system.publications[publication.get("id", "")] = publication.get("name", "")
        for category in children(root, "categoryEntries", "categoryEntry"):
            ours = slug(category.get("name", ""))
            if ours in self.system.categories.values():
                ours = Ids(self.system.categories.values()).take(
                    category.get("name", ""), category.get("id", "")
                )
            self.system.categories[category.get("id", "")] = ours
            self.categories.append({"id": ours, "name": category.get("name", ours)})
        for force in children(root, "forceEntries", "forceEntry"):
            self.forces_here[force.get("id", "")] = slug(force.get("name", ""))
        for container in (
            "sharedSelectionEntries",
            "sharedSelectionEntryGroups",
            "sharedProfiles",
            "sharedRules",
            "sharedInfoGroups",
        ):
            for item in root.findall(container):
                for entry in item:
                    self.system.shared[entry.get("id", "")] = (entry, self.file)
        for entry in children(root, "selectionEntries", "selectionEntry"):
            self.system.shared.setdefault(entry.get("id", ""), (entry, self.file))
        for entry in root.iter("selectionEntry"):
            self.system.entries.setdefault(entry.get("id", ""), entry)

    # -- entries ---------------------------------------------------------------------------

    def convert(self) -> None:
        for entry in children(self.root, "selectionEntries", "selectionEntry"):
            self.element(entry)
        for link in children(self.root, "entryLinks", "entryLink"):
            self.root_link(link)
        for entry in children(self.root, "sharedSelectionEntries", "selectionEntry"):
            if entry.get("type") in UNITS:
                self.element(entry, offered=False)  # shared: offered only where a list links it
        while self._pending:
            entry, home, _ = self._pending.pop(0)
            self.element(entry, offered=False, home=home)
        self.make_formations()
        for rule in children(self.root, "sharedRules", "rule"):
            self.note(rule)
        for link in children(self.root, "catalogueLinks", "catalogueLink"):
            if link.get("importRootEntries") == "true":
                self.report.add(self.file, link.get("name", ""), "catalogue link", "converted")
            else:
                self.report.add(
                    self.file, link.get("name", ""), "catalogue link", "in part", "catalogue-link"
                )
        self.category_rules()
        self.forces()
        self.unread_modifiers()

    def root_link(self, link: Element) -> None:
        target = self.system.shared.get(link.get("targetId", ""))
        name = link.get("name", "")
        if target is None:
            self.report.add(
                self.file, name, "entry link", "not converted", "missing-target", target=link.get("targetId")
            )
            return
        entry, home = target
        if entry.tag == "selectionEntry":
            made = self.system.made.get((home, entry.get("id", "")))
            if made is None:  # offered at the top only here: made in this catalog
                self.element(entry, link=link)
            elif home not in self.reachable:
                self.report.add(
                    self.file, name, "entry link", "not converted", "unlinked-target", target=name
                )
            else:
                self.offered.add(made)
                self.report.add(self.file, name, "entry link", "converted")
                self.entry_constraints(link, made, name)
                if children(link, "costs", "cost") and home != self.file:
                    # The link prices what a catalog this one extends or includes holds: an
                    # override of its cost here, merged by id.
                    self.elements.append({"id": made, "cost": self.given_costs(link)})
            return
        for inner in self.group_entries(entry):
            self.element(inner)
        self.report.add(self.file, name, "entry link", "in part", "root-group-link")

    def group_entries(self, group: Element) -> Iterator[Element]:
        yield from children(group, "selectionEntries", "selectionEntry")
        for inner in children(group, "selectionEntryGroups", "selectionEntryGroup"):
            yield from self.group_entries(inner)
        for link in children(group, "entryLinks", "entryLink"):
            target = self.system.shared.get(link.get("targetId", ""))
            if target is not None and target[0].tag == "selectionEntry":
                yield target[0]

    def element(
        self, entry: Element, *, offered: bool = True, link: Element | None = None, home: str = ""
    ) -> None:
        """An entry made an element type, in the catalog of the file that holds it (`home`)."""
        data_id = entry.get("id", "")
        home = home or self.file
        if home != self.file or (home, data_id) in self.system.made:
            return
        name = entry.get("name", "") or data_id
        ours = self.ids.elements.take(name, data_id)
        self.system.made[home, data_id] = ours
        categories = self.entry_categories(entry)
        if link is not None:
            categories = self.entry_categories(link) or categories
        element: dict[str, Any] = {"id": ours, "name": name}
        element["category"] = categories[0] if categories else NO_CATEGORY
        if len(categories) > 1:
            element["tags"] = categories[1:]
        element["cost"] = self.costs(entry)
        if link is not None and children(link, "costs", "cost"):
            element["cost"] |= self.given_costs(link)  # a link may price what it links
        stats, notes = self.profiles_and_rules(entry, name)
        if stats:
            element["stats"] = stats
        pushed = len(self._pending)
        groups = self.entry_options(entry, ours, name)
        if len(self._pending) > pushed:
            self._formations.append((ours, entry, self._pending[pushed:]))
        if offered:
            self.offered.add(ours)
        if groups:
            element["option_groups"] = groups
        if notes:
            element["notes"] = notes
        element["source"] = self.source(entry)
        when, costs = self.availability(entry, name, element["cost"], hidden=entry.get("hidden") == "true")
        if link is not None:
            more, linked = self.availability(link, name, element["cost"], hidden=link.get("hidden") == "true")
            when, costs = when | more, costs + linked
        if costs:
            element["cost_when"] = costs
            if len(costs) > 1:
                self.report.add(self.file, name, "modifier", "in part", "several-costs", count=len(costs))
        if when:
            element["when"] = when
        elif entry.get("hidden") == "true" or (link is not None and link.get("hidden") == "true"):
            self.report.add(self.file, name, "selection entry", "in part", "hidden")
        element["import_ids"] = [data_id]
        self.elements.append(element)
        self.report.add(self.file, name, "selection entry", "converted")
        self.entry_constraints(entry, ours, name)
        if link is not None:
            self.entry_constraints(link, ours, name)

    def entry_categories(self, entry: Element) -> list[str]:
        links = children(entry, "categoryLinks", "categoryLink")
        links.sort(key=lambda link: link.get("primary") != "true")
        found = [self.system.categories.get(link.get("targetId", "")) for link in links]
        return list(dict.fromkeys(c for c in found if c))

    def given_costs(self, node: Element) -> dict[str, int | float]:
        """The costs `node` itself gives, by our cost type id."""
        return {
            self.system.costs[cost.get("typeId", "")]: number(cost.get("value"))
            for cost in children(node, "costs", "cost")
            if cost.get("typeId", "") in self.system.costs
        }

    def costs(self, entry: Element) -> dict[str, int | float]:
        """An entry's costs, the first cost type's always among them (lint asks for it)."""
        costs = self.given_costs(entry)
        first = next(iter(self.system.costs.values()), None)
        if first is not None:
            costs.setdefault(first, 0)
        return costs

    def profiles_and_rules(self, entry: Element, name: str) -> tuple[dict[str, int | str], list[str]]:
        stats: dict[str, int | str] = {}
        profiles, notes = self.infos(entry, name, set(), 0)
        for profile in profiles:
            values = {
                self.system.stats[char.get("typeId", "")]: stat_value(char.text)
                for char in children(profile, "characteristics", "characteristic")
                if char.get("typeId", "") in self.system.stats
            }
            if any(key in stats for key in values):
                self.report.add(
                    self.file, name, "profile", "in part", "profile-repeat", profile=profile.get("name")
                )
                continue
            stats.update(values)
        return stats, [note for note in dict.fromkeys(notes) if note]

    def infos(self, node: Element, name: str, seen: set[str], depth: int) -> tuple[list[Element], list[str]]:
        """The profiles and rule notes of an entry or info group: its own, those it links, and those
        of the info groups it holds or links, each group read once (a loop of links ends)."""
        profiles = children(node, "profiles", "profile")
        notes: list[str] = []
        groups = children(node, "infoGroups", "infoGroup")
        for link in children(node, "infoLinks", "infoLink"):
            target = self.system.shared.get(link.get("targetId", ""))
            if target is None:
                self.report.add(
                    self.file,
                    name,
                    "info link",
                    "not converted",
                    "missing-target",
                    target=link.get("targetId"),
                )
            elif target[0].tag == "profile":
                profiles.append(target[0])
            elif target[0].tag == "rule":
                notes.append(target[0].get("name", ""))
            elif target[0].tag == "infoGroup":
                groups.append(target[0])
            else:
                self.report.add(
                    self.file,
                    name,
                    "info link",
                    "not converted",
                    "not-info",
                    target=link.get("targetId"),
                    tag=target[0].tag,
                )
        for group in groups:
            if group.get("id", "") in seen:
                continue  # read already for this entry: nothing more to take from it
            seen.add(group.get("id", ""))
            if depth >= MAX_INFO_DEPTH:
                self.report.add(
                    self.file,
                    name,
                    "info group",
                    "not converted",
                    "info-depth",
                    group=group.get("name"),
                    most=MAX_INFO_DEPTH,
                )
                continue
            more_profiles, more_notes = self.infos(group, name, seen, depth + 1)
            profiles += more_profiles
            notes += more_notes
        for rule in children(node, "rules", "rule"):
            text = " ".join((rule.findtext("description") or "").split())
            notes.append(f"{rule.get('name', '')}: {text}" if text else rule.get("name", ""))
        return profiles, notes

    def source(self, entry: Element) -> str:
        publication = self.system.publications.get(entry.get("publicationId", ""))
        page = entry.get("page", "")
        if publication:
            return f"{publication}, p. {page}" if page else publication
        return f"{self.file}, entry {entry.get('id', '')}"

    # -- options ---------------------------------------------------------------------------

    def entry_options(self, entry: Element, element_id: str, name: str) -> list[str]:
        """The option groups of an element: its own upgrades in one, each of its groups, and the
        shared groups its links name."""
        groups: list[str] = []
        upgrades = []
        for child in children(entry, "selectionEntries", "selectionEntry"):
            if child.get("type") in UNITS:
                self._pending.append((child, self.file, self.bounds(child)))
            else:
                upgrades.append(child)
        if upgrades:
            groups.append(self.group(f"{name} options", f"{entry.get('id')}-options", upgrades, name, "any"))
        for group in children(entry, "selectionEntryGroups", "selectionEntryGroup"):
            groups += self.entry_group(group, name)
        for link in children(entry, "entryLinks", "entryLink"):
            groups += self.linked_options(link, name)
        return [group for group in groups if group]

    def entry_group(self, group: Element, owner: str, prefix: str = "") -> list[str]:
        """A group and the groups inside it, each an option group of its own."""
        name = f"{prefix}{group.get('name', '')}"
        upgrades: list[Element] = []
        linked: list[str] = []
        pushed = len(self._pending)
        for child in children(group, "selectionEntries", "selectionEntry"):
            if child.get("type") in UNITS:
                self._pending.append((child, self.file, self.bounds(child)))
            else:
                upgrades.append(child)
        for link in children(group, "entryLinks", "entryLink"):
            target = self.system.shared.get(link.get("targetId", ""))
            if (
                target is not None
                and target[0].tag == "selectionEntry"
                and target[0].get("type") not in UNITS
            ):
                upgrades.append(target[0])
            else:
                linked += self.linked_options(link, owner)
        low, high = self.bounds(group)
        choose = "one" if low == 1 and high == 1 else "any"
        bounded = choose == "any" and (low or high is not None)
        units = self._pending[pushed:]  # formation slots, counted one by one unless only units
        only_units = not (
            upgrades or linked or children(group, "selectionEntryGroups", "selectionEntryGroup")
        )
        if (low or high is not None) and units and only_units and all(b == (0, None) for _, _, b in units):
            # One slot takes any of them, within the group's bounds.
            for unit, home, _ in units:
                self._unit_groups[home, unit.get("id", "")] = (group.get("id", ""), (low, high))
            self.report.add(self.file, owner, "group", "converted")
        elif (low or high is not None) and units:
            self.report.add(
                self.file, owner, "group", "in part", "unit-group-bounds", group=name, min=low, max=high
            )
            low, high, choose = 0, None, "any"
        elif bounded and (linked or (high is not None and (high < max(low, 1))) or len(upgrades) < low):
            # Bounds on options that are not all this group's, or that no roster could meet.
            self.report.add(
                self.file, owner, "group", "in part", "group-bounds", group=name, min=low, max=high
            )
            low, high = 0, None
        else:
            self.report.add(self.file, owner, "group", "converted")
        made = []
        if upgrades:
            made.append(
                self.group(
                    name,
                    group.get("id", ""),
                    upgrades,
                    owner,
                    choose,
                    group.get("defaultSelectionEntryId"),
                    (low, high),
                )
            )
        for inner in children(group, "selectionEntryGroups", "selectionEntryGroup"):
            self.report.add(self.file, owner, "group", "in part", "nested-group", group=inner.get("name"))
            made += self.entry_group(inner, owner, f"{name}: ")
        return made + linked

    def bounds(self, node: Element) -> tuple[int, int | None]:
        low, high = 0, None
        for constraint in children(node, "constraints", "constraint"):
            if constraint.get("field") == "selections" and constraint.get("scope") == "parent":
                value = int(number(constraint.get("value")))
                if constraint.get("type") == "min":
                    low = value
                elif constraint.get("type") == "max":
                    high = value
        return low, high

    def group(
        self,
        name: str,
        data_id: str,
        upgrades: list[Element],
        owner: str,
        choose: str,
        default: str | None = None,
        bounds: tuple[int, int | None] = (0, None),
    ) -> str:
        group_id = self.ids.groups.take(name, data_id)
        options = []
        chosen = None
        for upgrade in upgrades:
            option = self.option(upgrade, owner)
            options.append(option)
            if default and upgrade.get("id") == default:
                chosen = option["id"]
        group: dict[str, Any] = {"id": group_id, "name": name, "choose": choose}
        if chosen:
            group["default"] = chosen
        group["options"] = options
        if choose == "any" and bounds[0]:
            group["min"] = bounds[0]
        if choose == "any" and bounds[1] is not None:
            group["max"] = bounds[1]
        self.option_groups.append(group)
        return group_id

    def option(self, upgrade: Element, owner: str) -> dict[str, Any]:
        name = upgrade.get("name", "")
        option: dict[str, Any] = {"id": self.ids.options.take(name, upgrade.get("id", "")), "name": name}
        cost = {key: value for key, value in self.costs(upgrade).items() if value}
        if cost:
            option["cost"] = cost
        stats, notes = self.profiles_and_rules(upgrade, owner)
        if stats:
            option["stats"] = stats
        if notes:
            option["notes"] = notes
        option["source"] = self.source(upgrade)
        option["import_ids"] = [upgrade.get("id", "")]
        low, high = self.bounds(upgrade)
        if low or (high is not None and high > 1):
            self.report.add(
                self.file, owner, "upgrade", "in part", "option-bounds", option=name, min=low, max=high
            )
        self.inside_option(upgrade, owner, name)
        self.modifiers(upgrade, f"{owner}: {name}")
        for constraint in children(upgrade, "constraints", "constraint"):
            if constraint.get("scope") != "parent":
                self.report.add(
                    self.file,
                    owner,
                    "constraint",
                    "not converted",
                    "option-constraint",
                    option=name,
                    scope=constraint.get("scope"),
                )
        return option

    def inside_option(self, upgrade: Element, owner: str, name: str) -> None:
        """What an option holds: units are element types of their own; options of an option are
        not imported (our options hold none)."""
        for inner in children(upgrade, "selectionEntries", "selectionEntry"):
            if inner.get("type") in UNITS:
                self._pending.append((inner, self.file, _unless_chosen(self.bounds(inner))))
                self.report.add(
                    self.file, owner, "upgrade", "in part", "unit-in-option", unit=inner.get("name")
                )
            else:
                self._nested(owner, name, inner)
        for link in children(upgrade, "entryLinks", "entryLink"):
            target = self.system.shared.get(link.get("targetId", ""))
            if target is not None and target[0].tag == "selectionEntry" and target[0].get("type") in UNITS:
                self._pending.append((*target, _unless_chosen(self.bounds(link))))
                self.report.add(
                    self.file, owner, "entry link", "in part", "unit-in-option", unit=link.get("name")
                )
            else:
                self._nested(owner, name, link)
        for inner in children(upgrade, "selectionEntryGroups", "selectionEntryGroup"):
            self._nested(owner, name, inner)

    def _nested(self, owner: str, name: str, option: Element) -> None:
        """An option of the option `name`: not imported, said in the report."""
        self.report.add(
            self.file,
            owner,
            "upgrade",
            "not converted",
            "nested-upgrade",
            option=option.get("name"),
            parent=name,
        )

    def linked_options(self, link: Element, owner: str) -> list[str]:
        """The shared option groups a link names, made once in the file that holds them."""
        target = self.system.shared.get(link.get("targetId", ""))
        if target is None:
            self.report.add(
                self.file, owner, "entry link", "not converted", "missing-target", target=link.get("targetId")
            )
            return []
        entry = target[0]
        if entry.tag == "selectionEntry" and entry.get("type") in UNITS:
            self._pending.append((entry, target[1], self.bounds(link)))
            self.report.add(self.file, owner, "entry link", "converted")
            return []
        key = entry.get("id", "")
        if key in self.system.group_ids and self.system.group_files[key] not in self.reachable:
            self.report.add(
                self.file, owner, "entry link", "not converted", "unlinked-target", target=entry.get("name")
            )
            return []
        if key not in self.system.group_ids:
            self.report.add(
                self.file, owner, "entry link", "not converted", "link-order", target=entry.get("name")
            )
            return []
        self.report.add(self.file, owner, "entry link", "converted")
        return self.system.group_ids[key]

    def shared_upgrade(self, entry: Element) -> None:
        self.system.group_files[entry.get("id", "")] = self.file
        self.system.group_ids[entry.get("id", "")] = [
            self.group(entry.get("name", ""), entry.get("id", ""), [entry], entry.get("name", ""), "any")
        ]

    def shared_group(self, group: Element) -> None:
        self.system.group_files[group.get("id", "")] = self.file
        self.system.group_ids[group.get("id", "")] = self.entry_group(group, group.get("name", ""))

    def prepare_shared(self) -> None:
        """Shared upgrades and groups are made before any entry links to them."""
        for entry in children(self.root, "sharedSelectionEntries", "selectionEntry"):
            if entry.get("type") not in UNITS:
                self.shared_upgrade(entry)
        for group in children(self.root, "sharedSelectionEntryGroups", "selectionEntryGroup"):
            self.shared_group(group)

    def make_formations(self) -> None:
        """Each element type with units inside it becomes a formation of its own id: itself once,
        each unit as many times as its parent takes it, and the units of a bounded group of units
        in one slot of the group's bounds; and the units offered only inside one are counted
        outside every formation, at most none."""
        inside_only: dict[str, str] = {}
        names = {element["id"]: element.get("name", element["id"]) for element in self.elements}
        for head, entry, nested in self._formations:
            slots: dict[str, list[int | None]] = {head: [1, 1]}
            grouped: dict[str, tuple[Bounds, list[str]]] = {}
            for unit, home, (low, high) in nested:
                made = self.system.made.get((home, unit.get("id", "")))
                if made is None or made == head:
                    continue
                if made not in self.offered:
                    inside_only[made] = unit.get("name", "") or made
                in_group = self._unit_groups.get((home, unit.get("id", "")))
                if in_group is not None:
                    grouped.setdefault(in_group[0], (in_group[1], []))[1].append(made)
                    continue
                if high is not None and high < low:  # no parent could hold it: its most not checked
                    self.report.add(
                        self.file, entry.get("name", ""), "formation", "in part", "slot-bounds", unit=made
                    )
                    high = None
                slot = slots.setdefault(made, [0, 0])
                slot[0] = (slot[0] or 0) + low
                slot[1] = None if slot[1] is None or high is None else slot[1] + high
            name = entry.get("name", "") or head
            group_slots = [
                {
                    "select": {"elements": members},
                    "label": " / ".join(names.get(m, m) for m in members),
                    "min": low,
                    **({"max": high} if high is not None else {}),
                }
                for (low, high), members in grouped.values()
            ]
            made_slots: list[dict[str, Any]] = [
                {"element": element, "min": low, **({"max": high} if high is not None else {})}
                for element, (low, high) in slots.items()
            ] + group_slots
            self.formations.append(
                {"id": head, "name": name, "slots": made_slots, "rule": name, "source": self.source(entry)}
            )
            self.report.add(self.file, name, "formation", "converted")
        if inside_only:
            self.constraints.append(
                {
                    "id": self.ids.constraints.take("inside-formations"),
                    "kind": "count",
                    "code": "entry.outside",
                    "message": "{count} taken outside the formation they belong to; they come only inside one",
                    "max": 0,
                    "select": {"elements": sorted(inside_only), "outside_formations": True},
                    "hint": "move them into the formation of the entry that holds them",
                    "rule": "Units inside other entries",
                    "source": self.file,
                }
            )

    def note(self, rule: Element) -> None:
        text = " ".join((rule.findtext("description") or "").split())
        if not text:
            return
        self.notes.append(
            {
                "id": self.ids.notes.take(rule.get("name", ""), rule.get("id", "")),
                "about": rule.get("name", ""),
                "text": text,
                "scope": "catalog",
                "source": self.source(rule),
            }
        )


def _unless_chosen(bounds: Bounds) -> Bounds:
    """How many of a unit inside an option its formation takes: its least holds only when the
    option is chosen, which a formation's slot cannot say, so none is asked for."""
    return 0, bounds[1]
