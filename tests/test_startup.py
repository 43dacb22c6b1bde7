"""A plain `check` of a roster whose catalog is cached, an `event pack`, and the editor opening a
roster import no code they do not use, and a cached catalog is used only by the armybuilder that
checked it."""

import os
import subprocess
import sys
from pathlib import Path

from armybuilder.files import catalog_cache
from armybuilder.files.catalogs import CatalogSet

EXAMPLE = Path(__file__).parent.parent / "catalogs" / "examples" / "tank-attack-36ap.yaml"

UNUSED = ("armybuilder.lint", "armybuilder.pdf", "armybuilder.events.pack", "textual")
"""Linting (a cached catalog was linted when cached), and other commands' work: each command's
module is loaded to build the parser, and loads its work only when it runs."""
CODE = (
    "import sys\n"
    f"UNUSED = {UNUSED!r}\n"
    "from armybuilder.cli import main\n"
    "try:\n"
    f"    main(['check', {str(EXAMPLE)!r}])\n"
    "except SystemExit:\n"
    "    pass\n"
    "print('LATE', [name for name in UNUSED if name in sys.modules])\n"
)


def test_check_with_a_cached_catalog_loads_no_code_it_does_not_use(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    for _ in range(2):  # the first run builds the cache, and lints the catalog to do so
        run = subprocess.run(
            [sys.executable, "-c", CODE], capture_output=True, text=True, env=env, cwd=tmp_path
        )
    assert run.stdout.splitlines()[-1] == "LATE []", run.stdout + run.stderr


def test_check_reads_no_package_metadata_for_pydantic_plugins_it_never_runs(tmp_path: Path) -> None:
    # pydantic's plugin loader imports importlib.metadata (with email and socket) even where
    # PYDANTIC_DISABLE_PLUGINS says no plugin runs; a user who names plugins to leave out gets it.
    code = CODE.replace(f"UNUSED = {UNUSED!r}", "UNUSED = ('importlib.metadata', 'email')")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    env.pop("PYDANTIC_DISABLE_PLUGINS", None)
    for disabled, late in ((None, "LATE []"), ("some-plugin", "LATE ['importlib.metadata', 'email']")):
        if disabled is not None:
            env["PYDANTIC_DISABLE_PLUGINS"] = disabled
        run = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path
        )
        assert run.stdout.splitlines()[-1] == late, run.stdout + run.stderr


def test_check_without_an_event_loads_no_event_rules(tmp_path: Path) -> None:
    # Whose each list is and which came first are an event's questions; a plain check finds a
    # player twice and an army sent twice from each list's player and army alone.
    code = CODE.replace(
        f"UNUSED = {UNUSED!r}", "UNUSED = ('armybuilder.engine.identity', 'armybuilder.engine.custody')"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert run.stdout.splitlines()[-1] == "LATE []", run.stdout + run.stderr


EDITOR_UNUSED = ("armybuilder.textlist", "armybuilder.pdf", "reportlab")
"""Reading a list written as text (pasting) and printing: opening a roster file needs neither to
draw it."""
EDITOR_CODE = (
    "import asyncio, sys\n"
    "from pathlib import Path\n"
    "from armybuilder.files.catalogs import CatalogSet\n"
    "from armybuilder.tui.app import ArmyBuilder, OpenFile\n"
    "from armybuilder.tui.services import Services\n"
    "async def first_frame():\n"
    f"    catalogs = CatalogSet([Path({str(EXAMPLE.parent.parent)!r})])\n"
    f"    app = ArmyBuilder(Services.default(catalogs), OpenFile(Path({str(EXAMPLE)!r})))\n"
    "    async with app.run_test() as pilot:\n"
    "        await pilot.pause()\n"
    "        print(type(app.screen).__name__)\n"
    f"        print('LATE', [name for name in {EDITOR_UNUSED!r} if name in sys.modules])\n"
    "asyncio.run(first_frame())\n"
)


def test_the_editor_opening_a_roster_loads_no_code_it_does_not_use(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_STATE_HOME": str(tmp_path / "state")}
    run = subprocess.run(
        [sys.executable, "-c", EDITOR_CODE], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert run.stdout.splitlines()[-2:] == ["BuildScreen", "LATE []"], run.stdout + run.stderr


def test_a_changed_module_makes_every_cached_catalog_stale(tmp_path: Path, monkeypatch) -> None:
    package = tmp_path / "armybuilder"
    (package / "engine").mkdir(parents=True)
    module = package / "engine" / "rules.py"
    module.write_text("LIMIT = 36\n")
    monkeypatch.setattr(catalog_cache, "__file__", str(package / "files" / "catalog_cache.py"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    shipped = CatalogSet([Path(__file__).parent.parent / "catalogs"])
    file = shipped.file("tank-attack")
    catalog_cache.source_stamp.cache_clear()
    before = shipped._cache_file(file)
    module.write_text("LIMIT = 480\n")  # another size: a file system may keep the same time
    catalog_cache.source_stamp.cache_clear()
    after = shipped._cache_file(file)
    catalog_cache.source_stamp.cache_clear()
    assert before is not None and after is not None and before != after


PACK_UNUSED = (
    "reportlab.graphics.barcode",
    "armybuilder.textlist.compact",
    "armybuilder.events.drafts",
    "armybuilder.textlist.reader",
    "armybuilder.pdf.reference",
)
"""The sheet's QR code (the judges' pack leaves it out), the e-mail drafts (none where no list came
by e-mail), the reader of lists written as text (none here) and the quick-reference sheets."""


def test_a_pack_of_lists_sent_as_files_loads_no_qr_encoder_and_no_mail_writer(tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for player in ("Ann", "Bob"):
        (inbox / f"{player}.yaml").write_text(EXAMPLE.read_text().replace("player:", f"player: {player} #"))
    event = tmp_path / "event.yaml"
    event.write_text("event: 1\nname: Open\nsystem: tank-attack\n")
    code = (
        "import sys\n"
        "from armybuilder.cli import main\n"
        f"main(['event', 'pack', {str(event)!r}, {str(inbox)!r}, '-o', {str(tmp_path / 'pack')!r}])\n"
        f"print('LATE', [name for name in {PACK_UNUSED!r} if name in sys.modules])\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert run.stdout.splitlines()[-1] == "LATE []", run.stdout + run.stderr
    assert (tmp_path / "pack" / "judges-pack.pdf").is_file()


def test_event_accept_loads_no_pdf_writer(tmp_path: Path, cli) -> None:
    """Accepting a list writes only lock.json: reportlab and the PDF writer came in with the clock
    it read from the PDF commands' helpers, and the pack's module (150 of the 500 modules loaded)."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "ann.yaml").write_text(EXAMPLE.read_text().replace("player:", "player: Ann #"))
    event = tmp_path / "event.yaml"
    event.write_text("event: 1\nname: Open\nsystem: tank-attack\ndeadline: 2020-01-01T00:00:00+00:00\n")
    assert cli("event", "pack", event, inbox, "-o", tmp_path / "pack").code == 0  # Ann's list is late
    code = (
        "import sys\n"
        "from armybuilder.cli import main\n"
        f"main(['event', 'accept', {str(tmp_path / 'pack' / 'lock.json')!r}, '--all'])\n"
        "print('LATE', [name for name in sys.modules if name.startswith(('reportlab', 'armybuilder.pdf'))])\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert "Accepted Ann's list" in run.stdout, run.stdout + run.stderr
    assert run.stdout.splitlines()[-1] == "LATE []", run.stdout + run.stderr


def test_the_collector_is_off_while_the_arguments_are_parsed_and_on_again_after(monkeypatch) -> None:
    # `edit --name` checks the name against the roster schema, which loads pydantic and the models:
    # the collector's passes over what loading makes find nothing to free (see `cli.loading`).
    import gc

    from armybuilder.cli import main
    from armybuilder.cli.commands import edit
    from armybuilder.cli.options import army_name

    collecting = []

    def name(text: str) -> str:
        collecting.append(gc.isenabled())
        return army_name(text)

    monkeypatch.setattr(edit, "army_name", name)
    assert main(["edit", "--system", "tank-attack", "--name", "Wessex"]) == 2  # no terminal here
    assert collecting == [False] and gc.isenabled()


def test_pyyaml_loads_without_compiling_its_reader_pattern_until_it_is_used() -> None:
    # PyYAML's class of every character YAML may not hold spans all of Unicode (some 7 ms of every
    # command); only its pure-Python reader uses it, and it still refuses a control character.
    code = (
        "import re, armybuilder, yaml\n"
        "from armybuilder.patterns import CompiledOnFirstUse\n"
        "print(isinstance(yaml.reader.Reader.NON_PRINTABLE, CompiledOnFirstUse), re.compile.__module__)\n"
        "try:\n"
        "    yaml.safe_load('name: a\\x07b')\n"
        "except yaml.reader.ReaderError as error:\n"
        "    print(error.reason)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.splitlines() == ["True re", "special characters are not allowed"], run.stderr


def test_finding_the_shipped_catalogs_loads_no_zip_reader() -> None:
    # importlib.resources loads zipfile (with its readers) to name a folder the package holds.
    code = (
        "import sys\n"
        "from armybuilder.files.places import shipped\n"
        "print((shipped('catalogs') / 'tank-attack.yaml').is_file(), 'zipfile' in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.splitlines() == ["True False"], run.stderr


def test_the_editor_and_a_check_build_no_validator_for_a_cached_catalog(tmp_path: Path) -> None:
    # A catalog read from the cache is built from its JSON (`schema.stored`), and the editor looks
    # for text a terminal could obey in its values: neither builds pydantic's Catalog validator.
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_STATE_HOME": str(tmp_path / "state")}
    built = "from armybuilder.schema.catalog import Catalog\nprint('BUILT', Catalog.__pydantic_complete__)\n"
    for code in (EDITOR_CODE, CODE):
        for _ in range(2):  # the first run builds the cache, validating the catalog to do so
            run = subprocess.run(
                [sys.executable, "-c", code + built], capture_output=True, text=True, env=env, cwd=tmp_path
            )
        assert run.stdout.splitlines()[-1] == "BUILT False", run.stdout + run.stderr
