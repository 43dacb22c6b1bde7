"""`make bench`: the figures the issues name, each beside its target.

Engine times are the median of many runs in this process. `check` is compared with its floor
(PyYAML's C loader alone) by timing the two commands in turn and taking the median of the
ratios, so like is compared with like. Other whole-process times are the best of several runs
of a fresh Python process (on a shared machine the best run measures the program, the others
also measure its neighbours); `event pack` is the median of five. Issue 35's targets are each
paired in this run: `check` against the C-loader floor, the editor's launch against a bare
Textual app, and `pdf`, `event pack` and `import` against a copy of commit 14f26e0's code, each
pair run in turn and the median of the pairs' ratios kept.
"""

import copy
import fcntl
import os
import pty
import random
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

import yaml

from armybuilder.editing.operations import change_count
from armybuilder.engine import evaluate
from armybuilder.engine.index import index_of
from armybuilder.engine.where import of_place
from armybuilder.events.event_file import MAX_RULES
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.places import shipped
from armybuilder.files.rosters import load_roster
from armybuilder.files.saving import save_roster
from armybuilder.files.splicing import read_layout
from armybuilder.files.yaml.limits import MAX_UNITS
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

EXAMPLE = shipped("catalogs") / "examples" / "tank-attack-36ap.yaml"
ROWS: list[tuple[str, str, str, bool]] = []


def median_seconds(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def best_seconds(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return min(times)


def record_row(what: str, shown: str, target: str, ok: bool) -> None:
    ROWS.append((what, shown, target, ok))
    print(f"  {what:<62} {shown:>10}   target {target:<12} {'ok' if ok else 'MISSED'}", flush=True)


def record_mb(what: str, mb: float, target: str, ok: bool) -> None:
    record_row(what, f"{mb:.0f} MB", target, ok)


def record(what: str, seconds: float, target: str, ok: bool) -> None:
    record_row(what, f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s", target, ok)


def generated_catalog(types: int) -> Catalog:
    categories = [{"id": f"cat{n}", "name": f"Category {n}"} for n in range(10)]
    elements = [
        {
            "id": f"type-{n}",
            "name": f"Type {n}",
            "category": f"cat{n % 10}",
            "tags": [f"tag{n % 7}"],
            "cost": {"pts": 1 + n % 5},
            "stats": {"move": 100 + n % 300},
            "base": {"depth": 20 + 10 * (n % 3), "figures": 1 + n % 4},
            "source": "generated",
        }
        for n in range(types)
    ]
    return Catalog.model_validate(
        {
            "id": "generated",
            "name": "Generated",
            "version": "1",
            "revision": 1,
            "description": "benchmark",
            "citation": "Generated",
            "source": {"title": "benchmark", "seed": "none"},
            "costs": [{"id": "pts", "name": "Points", "rule": "Costs", "limits": [{"value": 100_000}]}],
            "options": [
                {"kind": "choice", "id": "scale", "name": "Scale", "choices": ["15mm"], "default": "15mm"}
            ],
            "categories": categories,
            "stats": [{"id": "move", "name": "Move"}],
            "elements": elements,
            "formations": [
                {
                    "id": "group",
                    "name": "Group",
                    "tags": ["core"],
                    "slots": [{"select": {"tags": ["tag1", "tag2"]}, "min": 2, "max": 6}],
                    "source": "generated",
                }
            ],
            "general": {"select": {"categories": ["cat0"]}, "rule": "General"},
            "constraints": [
                {
                    "kind": "count",
                    "id": "core",
                    "code": "core.missing",
                    "select": {"formation_tags": ["core"]},
                    "min": 1,
                    "message": "needs a group",
                    "rule": "Core",
                },
                {
                    "kind": "count",
                    "id": "cap",
                    "code": "army.cap",
                    "select": {"tags": ["tag3"]},
                    "max": 10_000,
                    "message": "too many",
                    "rule": "Cap",
                },
                {
                    "kind": "cost",
                    "id": "share",
                    "code": "army.share",
                    "cost_type": "pts",
                    "select": {"categories": ["cat5"]},
                    "max_percent": 90,
                    "message": "too much",
                    "rule": "Share",
                },
            ],
            "basing": {"rule": "Basing", "scales": {"15mm": {"frontage": 40}}},
            "break_point": {"cost_type": "pts", "fraction": 0.5, "rule": "Break"},
        }
    )


def generated_roster(elements: int, types: int) -> Roster:
    """`elements` entries of count 1: loose elements, with a two-element group every tenth."""
    units: list[dict] = [{"element": "type-0", "general": True}]
    placed = 1
    while placed < elements:
        if placed % 10 == 0 and placed + 2 <= elements:
            units.append({"formation": "group", "elements": [{"element": "type-1"}, {"element": "type-2"}]})
            placed += 2
            continue
        n = (placed * 7919) % types
        units.append({"element": f"type-{n}", "base": {"width": 40, "depth": 20 + 10 * (n % 3)}})
        placed += 1
    return Roster.model_validate({"format": 1, "system": "generated", "name": "Bench", "units": units})


def forget_entries(catalog: Catalog) -> None:
    """The catalog's index as if no roster had been evaluated against it: no entry remembered,
    by the object (the editor's last roster) or by what it says (a batch's rosters)."""
    index = index_of(catalog)
    index.resolved.clear()
    index.alike.clear()
    index.armies.clear()
    index.assumed.clear()


def bench_engine() -> None:
    print("engine")
    catalog = CatalogSet([shipped("catalogs")]).get("tank-attack")
    roster = load_roster(EXAMPLE).roster
    evaluate(roster, catalog)

    def example() -> None:
        forget_entries(catalog)  # as a roster never evaluated before
        evaluate(roster, catalog)

    seconds = median_seconds(example, 2000)
    record("evaluate the example 36 AP roster", seconds, "< 1 ms", seconds < 0.001)
    catalog = generated_catalog(5000)
    for elements in (250, 500, 1000):
        generated = generated_roster(elements, 5000)
        evaluate(generated, catalog)

        def fresh(generated: Roster = generated) -> None:
            forget_entries(catalog)  # as a roster never evaluated before: no entry of it remembered
            evaluate(generated, catalog)

        seconds = median_seconds(fresh, 30)
        target = "< 50 ms" if elements == 1000 else "linear"
        record(f"evaluate {elements:,} elements against 5,000 element types", seconds, target, seconds < 0.05)
    # The editor's case: one count changed, every other entry as it was in the last evaluation.
    seconds = median_seconds(lambda: evaluate(change_count(generated, of_place((1,)), 1), catalog), 30)
    record("the same 1,000 elements again after one count changed (the editor)", seconds, "", True)


def paired(
    first: list[str], second: list[str], runs: int, cwd: Path | None = None
) -> tuple[float, float, float]:
    """Two commands timed in turn, `runs` times: each one's median, and the median of the ratios
    second / first. Timing them in turn keeps a busy moment on a shared machine from favouring one;
    which goes first alternates, so neither always finds the files fresher in the cache."""
    firsts, seconds, ratios = [], [], []
    for run in range(runs):
        times = {}
        for which in (0, 1) if run % 2 == 0 else (1, 0):
            started = time.perf_counter()
            subprocess.run((first, second)[which], check=False, stdout=subprocess.DEVNULL, cwd=cwd)
            times[which] = time.perf_counter() - started
        firsts.append(times[0])
        seconds.append(times[1])
        ratios.append(times[1] / times[0])
    return statistics.median(firsts), statistics.median(seconds), statistics.median(ratios)


PAIRS = 11
"""Paired runs of `check` and its floor: enough for the median to shrug off a burst of other work."""


FLOOR = (
    "import sys, yaml\n"
    "for name in sys.argv[1:]:\n"
    "    with open(name, encoding='utf-8') as f:\n"
    "        yaml.load(f, Loader=yaml.CSafeLoader)\n"
)
EVENT = {
    "event": 1,
    "name": "Bench Open",
    "system": "tank-attack",
    "limit": 36,
    "options": {"scale": "15mm", "massed-battles": False},
    "severity": {"basing": "error"},
    "constraints": [
        {
            "kind": "count",
            "id": "event-tanks",
            "select": {"elements": ["tank"]},
            "max": 4,
            "message": "at most {max} Tanks; the army has {count}",
        }
    ],
}


def inbox(folder: Path, examples: list[Path], count: int) -> list[str]:
    """`count` rosters as a tournament gets them: the examples in turn, each with its own player
    and army (the last entry's count varies), so the run's batch findings are the rare ones."""
    folder.mkdir()
    documents = [yaml.safe_load(example.read_text()) for example in examples]
    files = []
    for n in range(count):
        roster = copy.deepcopy(documents[n % len(documents)])
        roster["name"] = f"Army {n}"
        roster["player"] = f"Player {n}"
        last = roster["units"][-1]
        (last["elements"][-1] if "elements" in last else last)["count"] = 1 + n // len(documents)
        path = folder / f"roster-{n:04}.yaml"
        path.write_text(yaml.safe_dump(roster, sort_keys=False, allow_unicode=True))
        files.append(str(path))
    return files


def copies(folder: Path, examples: list[Path], count: int) -> list[str]:
    """`count` copies of the examples in turn, each its own player's and otherwise as shipped: one
    army sent by many players, so what only the batch shows touches every list."""
    folder.mkdir()
    documents = [yaml.safe_load(example.read_text()) for example in examples]
    files = []
    for n in range(count):
        roster = {**documents[n % len(documents)], "player": f"Player {n}"}
        path = folder / f"roster-{n:04}.yaml"
        path.write_text(yaml.safe_dump(roster, sort_keys=False, allow_unicode=True))
        files.append(str(path))
    return files


def bench_check() -> None:
    print("check, whole process: 1,000 rosters, each run beside the C-loader floor in turn")
    with tempfile.TemporaryDirectory() as folder:
        files = inbox(Path(folder) / "five", sorted(EXAMPLE.parent.glob("*.yaml")), 1000)
        tank_attack = inbox(Path(folder) / "event", [EXAMPLE], 1000)
        sent_by_many = copies(Path(folder) / "copies", sorted(EXAMPLE.parent.glob("*.yaml")), 1000)
        event = Path(folder) / "event.yaml"
        event.write_text(yaml.safe_dump(EVENT))
        check = [sys.executable, "-m", "armybuilder", "check", "--format", "json"]
        subprocess.run([*check, files[0]], check=False, stdout=subprocess.DEVNULL)  # fills the catalog cache
        for label, command, floor_files, target in (
            (
                "the five systems' examples, one worker per free CPU (the default)",
                [*check, *files],
                files,
                True,
            ),
            ("the same with --jobs 1", [*check, "--jobs", "1", *files], files, False),
            (
                "1,000 copies of the examples, each its own player",
                [*check, *sent_by_many],
                sent_by_many,
                True,
            ),
            (
                "--event, 1,000 Tank Attack rosters",
                [*check, "--event", str(event), *tank_attack],
                tank_attack,
                True,
            ),
        ):
            floor, whole, ratio = paired([sys.executable, "-c", FLOOR, *floor_files], command, PAIRS)
            record("  floor: PyYAML's C loader alone on those files", floor, "", True)
            record(
                f"check {label} ({ratio:.2f}x)",
                whole,
                "<= 2x floor" if target else "",
                ratio <= 2 or not target,
            )


def bench_pack() -> None:
    print("event pack, whole process: 40 Tank Attack rosters to summary, notes, lock and judges' pack")
    with tempfile.TemporaryDirectory() as folder:
        rosters = Path(folder) / "inbox"
        inbox(rosters, [EXAMPLE], 40)
        event = Path(folder) / "event.yaml"
        event.write_text(yaml.safe_dump(EVENT))
        command = [sys.executable, "-m", "armybuilder", "event", "pack", str(event), str(rosters), "-o"]
        pack_row("event pack on 40 rosters", [*command, str(Path(folder) / "pack")], 1)
        huge = yaml.safe_load(EXAMPLE.read_text())
        huge["player"] = "Hugo Huge"
        huge["units"] = [{"element": "rifles", "general": True}]
        huge["units"] += [{"element": "tank"} for _ in range(HUGE - 1)]
        (rosters / "huge.yaml").write_text(yaml.safe_dump(huge, sort_keys=False))
        what = f"event pack on 40 rosters and one of {HUGE:,} entries"
        pack_row(what, [*command, str(Path(folder) / "pack-huge")], 3)


HUGE = 9_000
"""Entries in the oversized list the judges' pack summarises in a page (issue 19)."""


def pack_row(what: str, command: list[str], target: float) -> None:
    """The median of five runs (after one that fills the caches), with their spread: a pack is
    long enough that a loaded machine shows in every run, not only in some."""
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    times = []
    for _ in range(5):
        started = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - started)
    seconds = statistics.median(times)
    record(
        f"{what} (median of 5; {min(times):.2f}-{max(times):.2f} s)",
        seconds,
        f"< {target} s",
        seconds < target,
    )


def bench_mail() -> None:
    print("intake: an mbox of 1,000 messages, each with a roster attached")
    from email.message import EmailMessage
    from email.policy import default

    from armybuilder.checking.inbox import inbox as lists_of

    roster = EXAMPLE.read_text(encoding="utf-8")
    folder_bytes = bytearray()
    for number in range(1000):
        message = EmailMessage()
        message["From"] = f"Player {number} <p{number}@example.org>"
        message["Date"] = "Mon, 01 Mar 2027 12:00:00 +0000"
        message["Message-ID"] = f"<m{number}@example.org>"
        message.set_content("my list is attached")
        attached = roster.replace("name: ", f"name: {number} ", 1).encode()
        message.add_attachment(attached, maintype="application", subtype="octet-stream", filename="list.yaml")
        folder_bytes += (
            b"From p@example.org Mon Mar  1 12:00:00 2027\n" + message.as_bytes(policy=default) + b"\n"
        )
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "lists.mbox"
        path.write_bytes(bytes(folder_bytes))
        seconds = median_seconds(lambda: lists_of([path]), 3)
        record("the mbox read into 1,000 lists, in process (median of 3)", seconds, "< 3 s", seconds < 3)


def bench_pdf() -> None:
    print("pdf and reference, whole process")
    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "out.pdf")

        def whole(*args: str) -> float:
            command = [sys.executable, "-m", "armybuilder", *args, "-o", out, "--force"]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)  # fills the catalog cache
            return best_seconds(lambda: subprocess.run(command, check=True, stdout=subprocess.DEVNULL), 7)

        seconds = whole("pdf", str(EXAMPLE))
        record("pdf: the example roster's sheet, cards and basing", seconds, "< 0.8 s", seconds < 0.8)
        for system in CatalogSet([shipped("catalogs")]).ids():
            seconds = whole("reference", system)
            record(f"reference {system}: every table", seconds, "", True)


def bench_import() -> None:
    print("import, whole process")
    with tempfile.TemporaryDirectory() as folder:
        names = ["Tank", "Rifles", "Machinegun", "Field Artillery", "Cavalry", "Fighter", "Barrage", "Sniper"]
        lines = ["# Tank Attack", "General: Rifles", "Infantry Battalion:"]
        lines += [f"  {n % 4 + 1}x Rifles" if n % 50 else "Infantry Battalion:" for n in range(1, 200)]
        lines += [f"{n % 3 + 1} x {names[n % len(names)]} ({n % 9 + 1} AP)" for n in range(800)]
        source = Path(folder) / "list.txt"
        source.write_text("\n".join(lines) + "\n", encoding="utf-8")
        command = [
            sys.executable,
            "-m",
            "armybuilder",
            "import",
            str(source),
            "-o",
            str(Path(folder) / "out.yaml"),
        ]
        command.append("--force")
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)  # fills the catalog cache
        seconds = best_seconds(lambda: subprocess.run(command, check=True, stdout=subprocess.DEVNULL), 7)
        record("import a 1,000-entry text list", seconds, "< 1 s", seconds < 1)


def bench_event_rules() -> None:
    print("check --event, whole process")
    with tempfile.TemporaryDirectory() as folder:
        kinds = ("{elements: [tank]}", "{categories: [mounted]}", "{tags: [artillery]}", "{}")
        rules = "".join(
            f"  - {{kind: count, id: r{n}, select: {kinds[n % 4]}, max: 1, message: too many}}\n"
            for n in range(MAX_RULES)
        )
        event = Path(folder) / "event.yaml"
        event.write_text(f"event: 1\nname: Bench\nsystem: tank-attack\nconstraints:\n{rules}")
        cycle = ("rifles", "tank", "machinegun", "cavalry", "field-artillery")
        roster = Path(folder) / "roster.yaml"
        roster.write_text(
            HOSTILE_HEADER
            + "units:\n"
            + "".join(f"  - element: {cycle[n % len(cycle)]}\n" for n in range(MAX_UNITS))
        )
        command = [sys.executable, "-m", "armybuilder", "check", str(roster), "--event", str(event)]
        subprocess.run(command, check=False, stdout=subprocess.DEVNULL)  # fills the catalog cache
        seconds = best_seconds(lambda: subprocess.run(command, check=False, stdout=subprocess.DEVNULL), 7)
        record(f"check --event of {MAX_RULES} rules on {MAX_UNITS:,} units", seconds, "< 1 s", seconds < 1)


def measured(command: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Seconds and peak memory (MB) of one run of `command`, from the kernel's account of that child."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped here; keep Popen from waiting again
    return time.perf_counter() - started, usage.ru_maxrss / 1024


HOSTILE_HEADER = "format: 1\nsystem: tank-attack\nname: Hostile\n"
Command = tuple[list[str], dict[str, str]]
"""The arguments to armybuilder, and the environment variables to set for it."""


def hostile_roster(folder: Path, text: str) -> Command:
    path = folder / "hostile.yaml"
    path.write_text(HOSTILE_HEADER + text)
    return ["check", str(path)], {}


def hostile_batch(folder: Path) -> Command:
    batch = folder / "batch"
    batch.mkdir()
    (batch / "a-deep.yaml").write_text(HOSTILE_HEADER + "units:\n  " + "? " * 100_000 + "x\n")
    (batch / "b-huge.yaml").write_text(HOSTILE_HEADER + f"limit: {'9' * 5000}\n")
    (batch / "c-good.yaml").write_text(EXAMPLE.read_text())
    os.mkfifo(batch / "d-pipe.yaml")
    return ["check", str(batch)], {}


def fifty_megabytes(folder: Path) -> Command:
    path = folder / "huge.yaml"
    line = b"  - element: rifles\n"
    with path.open("wb") as stream:  # in pieces: a child forked later would count this process's peak
        stream.write(HOSTILE_HEADER.encode() + b"units:\n")
        for _ in range(50):
            stream.write(line * (1024 * 1024 // len(line)))
    return ["check", str(path)], {}


def extends_chain(folder: Path) -> Command:
    folders = []
    for n in range(2000):
        house = folder / "chain" / f"f{n:04}"
        house.mkdir(parents=True)
        (house / "tank-attack.yaml").write_text("id: tank-attack\nextends: tank-attack\n")
        folders.append(str(house))
    return ["check", str(EXAMPLE)], {"ARMYBUILDER_CATALOGS": os.pathsep.join(folders)}


def text_line(folder: Path, line: str) -> Command:
    """A list written as text whose one line is `line`: read no slower than in its length."""
    path = folder / "line.txt"
    path.write_text(f"Tank Attack 36 AP\n{line}\n")
    return ["check", str(path)], {}


def too_long_to_print(folder: Path) -> Command:
    path = folder / "long.yaml"
    path.write_text(HOSTILE_HEADER + "units:\n" + "  - {element: rifles, name: A unit}\n" * 1_001)
    return ["pdf", str(path), "-o", str(folder / "long.pdf")], {}


def matches_everywhere(folder: Path) -> Command:
    """200 rules that judge each unit, against 10,000 units that each break them."""
    rule = "  - {{kind: matches, id: m{n}, option: scale, stat: move, select: {{}}, message: 'no {{element}}'}}\n"
    event = folder / "event.yaml"
    event.write_text("event: 1\nname: Bench\nsystem: tank-attack\nconstraints:\n")
    with event.open("a") as stream:
        stream.writelines(rule.format(n=n) for n in range(MAX_RULES))
    args, env = hostile_roster(folder, "units:\n" + "  - element: fighter\n" * MAX_UNITS)
    return [*args, "--event", str(event)], env


HOSTILE: dict[str, Callable[[Path], Command]] = {
    "check 10,000 unknown units, each located": lambda folder: hostile_roster(
        folder, "units:\n" + "".join(f"  - element: unknown-{n % 50}\n" for n in range(10_000))
    ),
    "check 100,000 unknown units": lambda folder: hostile_roster(
        folder, "units:\n" + "".join(f"  - element: unknown-{n % 50}\n" for n in range(100_000))
    ),
    "check a 1,000,000-line list": lambda folder: hostile_roster(folder, "units:\n" + "- a\n" * 1_000_000),
    "check 20,000 unknown roster options, each located": lambda folder: hostile_roster(
        folder, "options:\n" + "".join(f"  option-{n}: 1\n" for n in range(20_000))
    ),
    "check --event of 200 rules judging each of 10,000 units, all broken": matches_everywhere,
    "check a 50 MB file, refused for its size": fifty_megabytes,
    "check a batch: deep nesting, a 5,000-digit number, a pipe, a good file": hostile_batch,
    "check through a chain of 2,000 extends (refused at 20)": extends_chain,
    "pdf of 1,001 entries (refused: at most 1,000)": too_long_to_print,
    "check a text list of one 96 KB line of entries": lambda folder: text_line(
        folder, "1 x Rifles, " * 8_000
    ),
    "check a text list of one line of 3,000 repeated words": lambda folder: text_line(
        folder, "infantry rifles " * 1_500
    ),
}
"""The worst cases of the bad-input corpus, whose tests assert the answer and leave its speed here."""


def costliest_text(folder: Path, lines: list[str]) -> Command:
    path = folder / "costly.txt"
    path.write_text("\n".join(lines) + "\n")
    return ["check", str(path)], {}


def random_words(count: int) -> list[str]:
    """`count` different made-up words, the same each run."""
    chosen = random.Random(7)
    return [
        "".join(chosen.choice("abcdefghiklmnoprstuvwy") for _ in range(9)).capitalize() for _ in range(count)
    ]


COSTLIEST_TEXT: dict[str, Callable[[Path], Command]] = {
    "check a text list of 990 different made-up words, 8 a line (the most read)": lambda folder: (
        costliest_text(
            folder,
            [" ".join(words[n : n + 8]) for words in [random_words(990)] for n in range(0, len(words), 8)],
        )
    ),
    "check a text list of 99 KB in 490-character lines of 120 dashes (the most read)": lambda folder: (
        costliest_text(folder, ["Tank Attack", *((f"Army {n}" + " - a" * 125)[:490] for n in range(200))])
    ),
    "check a text list of one 95 KB line telling units after a greeting (the most read)": lambda folder: (
        costliest_text(
            folder,
            [
                "Tank Attack",
                "hi all - " + "".join(f"{n % 9 + 1} inf, {n % 7 + 1} mortar, " for n in range(5_600)),
            ],
        )
    ),
}
"""Texts within the limits of a list written as text that cost the reader most: each line and each
new word is weighed against the catalogs' names in many ways."""


def bench_hostile() -> None:
    print("hostile input, whole process (the worst cases of the bad-input corpus)")
    for what, make in HOSTILE.items():
        with tempfile.TemporaryDirectory() as folder:
            args, env = make(Path(folder))
            command = [sys.executable, "-m", "armybuilder", *args]
            runs = [measured(command, {**os.environ, **env}) for _ in range(5)]
            seconds, peak = min(runs)[0], max(mb for _, mb in runs)
            record(f"{what} ({peak:.0f} MB at most)", seconds, "< 2 s, 500 MB", seconds < 2 and peak < 500)
    for what, make in COSTLIEST_TEXT.items():
        with tempfile.TemporaryDirectory() as folder:
            args, env = make(Path(folder))
            runs = [
                measured([sys.executable, "-m", "armybuilder", *args], {**os.environ, **env})
                for _ in range(3)
            ]
            seconds, peak = min(runs)[0], max(mb for _, mb in runs)
            record(f"{what} ({peak:.0f} MB at most)", seconds, "< 10 s, 500 MB", seconds < 10 and peak < 500)


class Terminal:
    """`armybuilder` running in a pseudo-terminal, read as a terminal would draw it."""

    def __init__(
        self, args: list[str], home: Path, size: tuple[int, int] = (120, 40), program: list[str] | None = None
    ) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        env = {**os.environ, "TERM": "xterm-256color", "XDG_STATE_HOME": str(home / "state")}
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            [sys.executable, *(program or ["-m", "armybuilder"]), *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.seen = ""

    def read_until(self, *texts: str, timeout: float = 20) -> float:
        """Seconds until every text has been drawn since the last call."""
        self.seen = ""
        deadline = time.perf_counter() + timeout
        while not all(text in self.seen for text in texts):
            if time.perf_counter() > deadline:
                raise TimeoutError(f"never drew {texts}")
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                self.seen += os.read(self.master, 65536).decode("utf-8", "ignore")
        return time.perf_counter()

    def press(self, keys: str) -> float:
        moment = time.perf_counter()
        os.write(self.master, keys.encode())
        return moment

    def close(self) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait()
        os.close(self.master)


def large_roster(elements: int) -> dict:
    """A Tank Attack roster of `elements` entries of count 1: the core, then loose elements of every type."""
    catalog = CatalogSet([shipped("catalogs")]).get("tank-attack")
    units: list[dict] = [
        {"element": "rifles", "general": True},
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
    ]
    types = [element.id for element in catalog.elements]
    while len(units) + 4 < elements:
        units.append({"element": types[len(units) % len(types)], "name": f"Unit {len(units)}"})
    return {"format": 1, "system": "tank-attack", "name": "Big army", "units": units}


def bench_tui() -> None:
    print("terminal UI, whole process in a pseudo-terminal")
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        # The editor and a bare Textual app with the same widgets, launched in turn: on a loaded
        # machine each pair sees about the same load, so the median of the pairs' ratios holds.
        bare = [str(Path(__file__).with_name("bare_app.py"))]
        launches, floors, ratios = [], [], []
        for run in range(PAIRS + 1):
            terminal = Terminal(["edit", str(EXAMPLE)], home)
            launch = terminal.read_until("36 / 36 AP", "Barrage", "Commands") - terminal.started
            terminal.close()
            terminal = Terminal([], home, program=bare)
            floor = terminal.read_until("Bare ready", "30 AP", "Quit") - terminal.started
            terminal.close()
            if run:  # the first run also fills the catalog cache
                launches.append(launch)
                floors.append(floor)
                ratios.append(launch / floor)
        seconds = statistics.median(launches)
        record("launch to the first full frame of the build screen", seconds, "< 1.0 s", seconds < 1.0)
        record("a bare Textual app with the same widgets (the floor)", statistics.median(floors), "", True)
        ratio = statistics.median(ratios)
        record_row(
            "launch against the bare app, median of paired ratios", f"{ratio:.2f}x", "<= 1.5x", ratio <= 1.5
        )

        terminal = Terminal(["edit", str(EXAMPLE)], home)
        terminal.read_until("36 / 36 AP", "Commands")
        total = 36
        times = []
        for _ in range(21):
            total += 2  # one more Rifles element: the Brigade HQ stands first, the battalion's four next
            pressed = terminal.press("+")
            times.append(terminal.read_until(f"{total} / 36 AP") - pressed)
            time.sleep(0.1)
        seconds = statistics.median(times)
        record(
            "`+` on the roster entry to the updated total, example roster",
            seconds,
            "<= 17 ms",
            seconds <= 0.017,
        )
        terminal.close()

        roster = home / "big.yaml"
        roster.write_text(yaml.safe_dump(large_roster(1000), sort_keys=False))
        report = evaluate(load_roster(roster).roster, CatalogSet([shipped("catalogs")]).get("tank-attack"))
        total = int(report.costs["AP"])
        terminal = Terminal(["edit", str(roster)], home)
        terminal.read_until(f"{total} / 36 AP", "Commands")
        terminal.press("/")  # filter the catalog, then down into the list
        time.sleep(1)  # a letter the filter has not yet taken would act on the roster (s splits)
        for key in "rifles":
            terminal.press(key)
            time.sleep(0.1)
        time.sleep(1)  # on a busy machine the filter may not yet have listed Rifles to move down to
        terminal.press("\x1b[B")
        time.sleep(0.1)
        for key, where in (("a", "on a catalog entry"), ("+", "on the roster entry")):
            times = []
            for _ in range(21):
                total += 2  # one more Rifles element
                pressed = terminal.press(key)
                times.append(terminal.read_until(f"{total} / 36 AP") - pressed)
                time.sleep(0.1)
            seconds = statistics.median(times)
            record(
                f"`{key}` {where} to the updated total, 1,000 elements", seconds, "<= 25 ms", seconds <= 0.025
            )
            terminal.press("\t")  # on to the roster, where the last Rifles added is highlighted
            time.sleep(0.3)
        terminal.close()


def bench_browser() -> None:
    print("the editor in Chromium, served by `armybuilder serve`")
    # The browser helpers live with the tests; this script runs from tests/bench.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from tests.browser import chromium, key_to_text, open_editor, serve, tap, type_text, wait_for

    path = chromium()
    if path is None:
        print("  no Chromium: install Debian's chromium to measure the browser")
        return
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        os.environ["HOME"] = folder  # no recent files or autosaves from elsewhere
        (Path(folder) / "wessex.yaml").write_text(EXAMPLE.read_text())
        browser = playwright.chromium.launch(executable_path=path)
        with serve(Path(folder)) as served:
            loads, opens = [], []
            for _ in range(6):
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                started = time.perf_counter()
                open_editor(page, served.address)
                loads.append(wait_for(page, "roster.yaml") - started)
                tap(page, "roster.yaml")
                type_text(page, "wessex.yaml")
                pressed = time.perf_counter()
                page.keyboard.press("Enter")
                opens.append(wait_for(page, "36 / 36 AP") - pressed)
                if len(loads) < 6:
                    page.close()
            # The first run also starts Chromium's caches and fills the catalog cache.
            load, opened = statistics.median(loads[1:]), statistics.median(opens[1:])
            record("page load to the first full frame of the start screen", load, "", True)
            record("enter on a file name to the first full frame of the build screen", opened, "", True)
            seconds = load + opened
            record("page load to the first full frame of the build screen", seconds, "< 2 s", seconds < 2)
            times = []
            for _ in range(10):
                for key, total in (("+", "38 / 36 AP"), ("-", "36 / 36 AP")):
                    times.append(key_to_text(page, key, total))
            seconds = statistics.median(times)
            record("a key (`+`, `-`) to the updated total in the page", seconds, "< 100 ms", seconds < 0.1)
            page.close()
        browser.close()


class HeldTabs:
    """`count` tabs' editors, held open from a thread of their own (a WebSocket apiece, no browser),
    each read, so the server's heartbeats are answered and no tab is dropped as gone."""

    def __init__(self, origin: str, count: int, query: str = "") -> None:
        import asyncio
        import threading

        self.url = origin.replace("http://", "ws://") + "/ws" + query
        self.count = count
        self.sockets: list = []
        self.opened, self.done = threading.Event(), threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._hold()), daemon=True)
        self.thread.start()
        self.opened.wait(timeout=120 * count)
        if len(self.sockets) < count:
            raise RuntimeError(f"only {len(self.sockets)} of {count} tabs opened")

    async def _hold(self) -> None:
        import asyncio

        import aiohttp

        self.loop = asyncio.get_running_loop()
        readers = []
        async with aiohttp.ClientSession() as session:
            try:
                for _ in range(self.count):
                    socket = await session.ws_connect(self.url)
                    await socket.receive(timeout=120)  # its first screen: the editor is up
                    self.sockets.append(socket)
                    readers.append(asyncio.create_task(self._read(socket)))
            finally:
                self.opened.set()
            while not self.done.is_set():
                await asyncio.sleep(0.2)
            for socket in self.sockets:
                await socket.close()
            for reader in readers:
                reader.cancel()

    @staticmethod
    async def _read(socket) -> None:
        async for _ in socket:
            pass

    def send(self, text: str) -> None:
        import asyncio

        asyncio.run_coroutine_threadsafe(self.sockets[0].send_str(text), self.loop).result(30)

    def close(self) -> None:
        self.done.set()
        self.thread.join(60)


def _editors(served) -> list:
    import psutil

    return psutil.Process(served.process.pid).children(recursive=True)


def bench_server() -> None:
    """The server under its 50 tabs (as many as fit this computer's memory, at 150 MB each, the
    most a tab may use for what is measured here), and one tab at the largest size and message it takes."""
    print("`armybuilder serve` at its limits (editors' memory from the kernel's account)")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from armybuilder.web.limits import MIB, TABS, machine_memory, room, sized
    from tests.browser import chromium, open_editor, serve, wait_for

    limits, _ = sized(room(machine_memory()), TABS, 150 * MIB)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HOME"] = folder
        with serve(Path(folder)) as served:
            tab = HeldTabs(served.origin, 1, f"?width={limits.columns}&height={limits.rows}")
            [editor] = _editors(served)
            peak = editor.memory_info().rss
            tab.send('["stdin", "' + "x" * (limits.message - 100) + '"]')
            for _ in range(100):
                peak = max(peak, editor.memory_info().rss)
                time.sleep(0.1)
            tab.close()
            mb = peak / 2**20
            record_mb(
                f"peak memory of a tab at {limits.columns}x{limits.rows} cells given a message of "
                f"{limits.message // 1024} KiB",
                mb,
                "< 200 MB",
                mb < 200,
            )
        with serve(Path(folder), "--tabs", str(limits.tabs), "--tab-memory", "150") as served:
            tabs = HeldTabs(served.origin, limits.tabs - 1)
            per_tab = statistics.mean(p.memory_info().rss for p in _editors(served)) / 2**20
            record_mb(
                f"memory of each tab's editor, {limits.tabs - 1} tabs open",
                per_tab,
                "< 100 MB",
                per_tab < 100,
            )
            path = chromium()
            if path is not None:
                from playwright.sync_api import sync_playwright

                with sync_playwright() as playwright:
                    browser = playwright.chromium.launch(executable_path=path)
                    page = browser.new_page(viewport={"width": 1280, "height": 800})
                    started = time.perf_counter()
                    open_editor(page, served.address)
                    seconds = wait_for(page, "roster.yaml", timeout=60) - started
                    record(
                        f"page load of the {limits.tabs}th tab to its start screen",
                        seconds,
                        "< 2 s",
                        seconds < 2,
                    )
                    full = browser.new_page()
                    full.goto(served.address)
                    said = full.inner_text("body")
                    full_said = "is in use" in said
                    record_row(
                        "one tab more: the page says the server is full", str(full_said), "", full_said
                    )
                    browser.close()
            tabs.close()


def bench_handin() -> None:
    """`event serve` under load: 50 players handing in at once (each list read, checked and
    committed before its answer), and the organiser's page with 1,000 players."""
    import asyncio
    import datetime

    import aiohttp

    print("`armybuilder event serve`: hand-ins at once, and the organiser's page")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from tests.served_event import serving

    listed = EXAMPLE.read_text()
    headers = {"Accept": "application/json"}

    async def load(organiser: str) -> tuple[list[float], float, float]:
        async with aiohttp.ClientSession(headers=headers) as session:
            rows = "".join(f"Player {n},p{n}@example.org\n" for n in range(1000))
            async with session.post(f"{organiser}players", json={"csv": rows}) as response:
                links = [one["link"] for one in (await response.json())["added"]]

            async def hand_in(link: str) -> float:
                started = time.perf_counter()
                async with session.post(f"{link}lists", json={"text": listed}) as response:
                    assert response.status == 201, await response.text()
                return time.perf_counter() - started

            answered = await asyncio.gather(*(hand_in(link) for link in links[:50]))
            pages = []
            for accept in ("text/html", "application/json"):
                times = []
                for _ in range(5):
                    started = time.perf_counter()
                    async with session.get(organiser, headers={"Accept": accept}) as response:
                        await response.read()
                    times.append(time.perf_counter() - started)
                pages.append(min(times))
            return list(answered), pages[0], pages[1]

    with tempfile.TemporaryDirectory() as folder:
        event = Path(folder) / "event.yaml"
        event.write_text(yaml.safe_dump({"event": 1, "name": "Bench", "system": "tank-attack", "limit": 36}))
        with serving(event, Path(folder) / "data", at=datetime.datetime(2027, 3, 1, tzinfo=datetime.UTC)) as (
            _,
            organiser,
        ):
            answered, page, json_page = asyncio.run(load(organiser))
    slowest = max(answered)
    record(
        f"50 hand-ins at once: the slowest answered (median {statistics.median(answered) * 1000:.0f} ms)",
        slowest,
        "< 0.3 s",
        slowest < 0.3,
    )
    record("the organiser's page with 1,000 players (best of 5)", page, "< 0.5 s", page < 0.5)
    record("its JSON twin (best of 5)", json_page, "< 0.5 s", json_page < 0.5)


def bench_save() -> None:
    print("saving a roster from the editor (atomic, with a .bak)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.yaml"
        roster = Roster.model_validate(large_roster(1000))
        save_roster(roster, path)
        names = iter(range(10_000))
        seconds = median_seconds(
            lambda: save_roster(roster.model_copy(update={"name": f"Big army {next(names)}"}), path), 15
        )
        record("save a 1,000-element roster over the file it saved", seconds, "< 200 ms", seconds < 0.2)
        hand = Path(folder) / "hand.yaml"
        text = "# my army, written by hand\n" + yaml.safe_dump(large_roster(1000), sort_keys=False)
        # A new comment each time: a save reads the text it last wrote or read without parsing it again.
        seconds = median_seconds(
            lambda: (hand.write_text(f"# take {next(names)}\n{text}"), save_roster(roster, hand)), 5
        )
        record("the same written by hand, its layout not yet read", seconds, "", True)

        def first_save() -> None:
            # The editor reads a file's layout in the background when it opens it.
            hand.write_text(text)
            read_layout(hand)
            started = time.perf_counter()
            save_roster(roster, hand)
            saves.append(time.perf_counter() - started)

        saves: list[float] = []
        for _ in range(5):
            first_save()
        seconds = statistics.median(saves)
        record("the editor's first save over it, keeping comments", seconds, "< 200 ms", seconds < 0.2)
        seconds = median_seconds(
            lambda: save_roster(roster.model_copy(update={"name": f"Big army {next(names)}"}), hand), 5
        )
        record("each later save over it, keeping comments", seconds, "< 200 ms", seconds < 0.2)


BEFORE = "14f26e0"
"""The code issue 35 measured: `pdf`, `event pack` and `import` are paired against it."""
ROOT = Path(__file__).resolve().parents[2]


def pinned(lock: str) -> dict[str, str]:
    """Each package's version in a uv.lock: a library added since BEFORE leaves its code's own as
    they were, so only a changed version stops the pairing."""
    return {package["name"]: package.get("version", "") for package in tomllib.loads(lock)["package"]}


def before_code(folder: Path) -> str:
    """A copy of BEFORE's code in `folder`, compiled as `make bench` compiles this one, to run on the
    same locked libraries; '' when made, else why it cannot be."""
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", BEFORE], capture_output=True, check=True)
        lock = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{BEFORE}:uv.lock"], capture_output=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return f"this copy has no git history with commit {BEFORE} (a tarball, say)"
    then, now = pinned(lock.stdout.decode()), pinned((ROOT / "uv.lock").read_text(encoding="utf-8"))
    changed = sorted(name for name, version in then.items() if now.get(name) != version)
    if changed:
        return f"{', '.join(changed)} changed since {BEFORE}: its code would not run on its own libraries"
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(folder / "armybuilder")], check=True)
    return ""


def bench_before() -> None:
    print(f"against commit {BEFORE} (as issue 35 measured it), whole process, the two run in turn")
    with tempfile.TemporaryDirectory() as folder:
        here = Path(folder)
        (here / "before").mkdir()
        why = before_code(here / "before")
        names = ["Tank", "Rifles", "Machinegun", "Field Artillery", "Cavalry", "Fighter", "Barrage", "Sniper"]
        lines = ["# Tank Attack", "General: Rifles", "Infantry Battalion:"]
        lines += [f"  {n % 4 + 1}x Rifles" if n % 50 else "Infantry Battalion:" for n in range(1, 200)]
        lines += [f"{n % 3 + 1} x {names[n % len(names)]} ({n % 9 + 1} AP)" for n in range(800)]
        text_list = here / "list.txt"
        text_list.write_text("\n".join(lines) + "\n", encoding="utf-8")
        rosters = here / "inbox"
        inbox(rosters, [EXAMPLE], 40)
        event = here / "event.yaml"
        event.write_text(yaml.safe_dump(EVENT))
        rows: list[tuple[str, Callable[[str], list[str]], float, int]] = [
            (
                "pdf of the example roster",
                lambda out: ["pdf", str(EXAMPLE), "-o", f"{out}.pdf", "--force"],
                0.75,
                PAIRS,
            ),
            (
                "event pack on 40 rosters",
                lambda out: ["event", "pack", str(event), str(rosters), "-o", out, "--force"],
                0.6,
                7,
            ),
            (
                "import a 1,000-entry text list",
                lambda out: ["import", str(text_list), "-o", f"{out}.yaml", "--force"],
                0.6,
                PAIRS,
            ),
        ]
        for what, args, target, runs in rows:
            if why:
                record_row(what, "skipped", f"<= {target}x {BEFORE}", True)
                print(f"    skipped: {why}")
                continue
            then, now = (
                ["env", f"PYTHONPATH={code}", sys.executable, "-m", "armybuilder", *args(str(here / name))]
                for code, name in ((here / "before", "before"), (ROOT, "now"))
            )
            for command in (then, now):  # fills each one's catalog cache
                subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=here)
            before, seconds, ratio = paired(then, now, runs, cwd=here)
            record_row(
                f"{what} ({seconds * 1000:.0f} ms; {BEFORE}: {before * 1000:.0f} ms)",
                f"{ratio:.2f}x",
                f"<= {target}x {BEFORE}",
                ratio <= target,
            )


def battlescribe_data(folder: Path, entries: int) -> list[Path]:
    """A generated game system and catalogue of `entries` units, each with a profile, a cost, a
    constraint, its own upgrade and a link to a shared group: BSData's commonest constructs."""
    ns = 'xmlns="http://www.battlescribe.net/schema/{0}Schema"'
    system = folder / "bench.gst"
    system.write_text(
        f'<?xml version="1.0"?><gameSystem id="sys" name="Bench" revision="1" {ns.format("gameSystem")}>'
        '<costTypes><costType id="pts" name="Points" defaultCostLimit="1000.0"/></costTypes>'
        '<profileTypes><profileType id="pt" name="Unit"><characteristicTypes>'
        + "".join(f'<characteristicType id="ct{n}" name="Stat {n}"/>' for n in range(6))
        + "</characteristicTypes></profileType></profileTypes>"
        '<categoryEntries><categoryEntry id="inf" name="Infantry"/><categoryEntry id="sup" name="Support"/>'
        "</categoryEntries>"
        '<sharedSelectionEntryGroups><selectionEntryGroup id="g" name="Drill">'
        '<constraints><constraint field="selections" scope="parent" value="1.0" id="gmax" type="max"/>'
        '<constraint field="selections" scope="parent" value="1.0" id="gmin" type="min"/></constraints>'
        '<selectionEntries><selectionEntry id="u1" name="Steady" type="upgrade"/>'
        '<selectionEntry id="u2" name="Eager" type="upgrade"><costs><cost name="Points" typeId="pts" value="2.0"/>'
        "</costs></selectionEntry></selectionEntries></selectionEntryGroup></sharedSelectionEntryGroups>"
        "</gameSystem>"
    )
    units = "".join(
        f'<selectionEntry id="e{n}" name="Unit {n}" type="unit" publicationId="p" page="{n}">'
        f'<constraints><constraint field="selections" scope="roster" value="3.0" id="c{n}" type="max"/></constraints>'
        f'<profiles><profile id="pr{n}" name="Unit {n}" typeId="pt"><characteristics>'
        + "".join(
            f'<characteristic name="Stat {k}" typeId="ct{k}">{(n + k) % 7}</characteristic>' for k in range(6)
        )
        + "</characteristics></profile></profiles>"
        f'<categoryLinks><categoryLink id="cl{n}" targetId="{"inf" if n % 3 else "sup"}" primary="true"/></categoryLinks>'
        f'<selectionEntries><selectionEntry id="o{n}" name="Sergeant {n}" type="upgrade"><costs>'
        '<cost name="Points" typeId="pts" value="1.0"/></costs></selectionEntry></selectionEntries>'
        f'<entryLinks><entryLink id="l{n}" targetId="g" type="selectionEntryGroup"/></entryLinks>'
        f'<costs><cost name="Points" typeId="pts" value="{5 + n % 20}.0"/></costs></selectionEntry>'
        for n in range(entries)
    )
    catalogue = folder / "bench.cat"
    catalogue.write_text(
        f'<?xml version="1.0"?><catalogue id="cat" name="Army" revision="1" gameSystemId="sys" '
        f"{ns.format('catalogue')}><selectionEntries>{units}</selectionEntries></catalogue>"
    )
    return [system, catalogue]


def bench_battlescribe() -> None:
    """Issue 37: an import within 10x of ElementTree parsing the same files; lint of what it wrote;
    a roster checked against an imported catalog as fast, per entry, as against ours."""
    import xml.etree.ElementTree as ElementTree

    from armybuilder.battlescribe.importer import catalog_text, convert_files
    from armybuilder.lint import lint

    print("BattleScribe data")
    entries = 2000
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        files = battlescribe_data(folder, entries)
        out = folder / "out"
        out.mkdir()

        def imported() -> None:
            for catalog_id, source, data in convert_files(files).catalogs:
                (out / f"{catalog_id}.yaml").write_text(catalog_text(source, data))

        def parsed() -> None:
            for file in files:
                ElementTree.parse(file)

        ratios = []
        for _ in range(7):
            ours, floor = median_seconds(imported, 1), median_seconds(parsed, 3)
            ratios.append(ours / floor)
        ratio = statistics.median(ratios)
        megabytes = sum(f.stat().st_size for f in files) / 1e6
        record_row(
            f"import {entries:,} entries ({megabytes:.1f} MB) against ElementTree's parse",
            f"{ratio:.1f}x",
            "< 10x",
            ratio < 10,
        )
        catalogs = CatalogSet([shipped("catalogs"), out])
        army = catalogs.get("bench-army")
        seconds = median_seconds(lambda: lint(army), 5)
        record(
            f"lint the imported catalog ({len(army.elements):,} element types)", seconds, "< 1 s", seconds < 1
        )
        units = [{"element": f"unit-{(n * 7919) % entries}", "options": ["eager"]} for n in range(1000)]
        roster = Roster.model_validate({"format": 1, "system": army.id, "name": "Bench", "units": units})
        ours_catalog = generated_catalog(entries)
        our_roster = generated_roster(1000, entries)

        def against(catalog: Catalog, checked: Roster) -> Callable[[], object]:
            def run() -> None:
                forget_entries(catalog)
                evaluate(checked, catalog)

            return run

        against(army, roster)()
        against(ours_catalog, our_roster)()
        ratios = [
            median_seconds(against(army, roster), 5) / median_seconds(against(ours_catalog, our_roster), 5)
            for _ in range(5)
        ]
        ratio = statistics.median(ratios)
        record_row(
            "check 1,000 entries against the imported catalog, per entry, against ours",
            f"{ratio:.2f}x",
            "<= 1.25x",
            ratio <= 1.25,
        )


def main() -> int:
    print(
        f"{os.cpu_count()} CPUs; engine figures are medians; check against the floor is the median of "
        f"{PAIRS} paired runs; other whole-process figures the best of 7 runs"
    )
    started = os.getloadavg()
    bench_engine()
    bench_check()
    bench_before()
    bench_pack()
    bench_mail()
    bench_pdf()
    bench_import()
    bench_battlescribe()
    bench_event_rules()
    bench_hostile()
    bench_tui()
    bench_browser()
    bench_server()
    bench_handin()
    bench_save()
    missed = [row for row in ROWS if not row[3]]
    print(f"\n{len(ROWS) - len(missed)} of {len(ROWS)} figures within target")
    ended = os.getloadavg()
    print(
        f"load average (1, 5, 15 min): {' '.join(f'{n:.2f}' for n in started)} at the start, "
        f"{' '.join(f'{n:.2f}' for n in ended)} at the end; {time.strftime('%Y-%m-%d')}"
    )
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
