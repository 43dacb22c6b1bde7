"""`armybuilder serve` in a real Chromium: a player builds, saves and prints in a web page, and
nobody without the token gets in."""

import os
from io import BytesIO
from pathlib import Path
from urllib.error import HTTPError
from urllib.request import Request, urlopen

import pytest

from armybuilder.engine import evaluate
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.places import catalog_path
from armybuilder.files.rosters import load_roster
from armybuilder.schema.catalog import Catalog
from tests.browser import (
    HOW_TO_RUN,
    REQUIRED_ENV,
    chromium,
    focus_keys,
    open_editor,
    press,
    serve,
    tap,
    type_text,
    wait_for,
    wait_for_box,
    wait_for_button,
)

SCREENSHOTS = os.environ.get("ARMYBUILDER_SCREENSHOTS")
"""A folder to keep the test's screenshots in, to look at them."""


@pytest.fixture
def browser():
    path = chromium()
    if path is None:
        if os.environ.get(REQUIRED_ENV) == "required":
            pytest.fail(HOW_TO_RUN)
        pytest.skip(HOW_TO_RUN)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path)
        yield launched
        launched.close()


def refused(url: str, **headers: str) -> int:
    try:
        with urlopen(Request(url, headers=headers), timeout=10) as response:
            return response.status
    except HTTPError as error:
        return error.code


def snap(page, name: str, tmp_path: Path) -> None:
    folder = Path(SCREENSHOTS) if SCREENSHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=folder / f"{name}.png")


def test_served_on_the_network_every_request_needs_the_token(tmp_path: Path) -> None:
    with serve(tmp_path, "--host", "127.0.0.2") as served:
        assert served.address.startswith("http://127.0.0.2:") and "/?token=" in served.address
        for path in ("/", "/static/js/textual.js", "/ws", "/download/x", "/?token=wrong"):
            assert refused(served.origin + path) == 403, path
        assert refused(served.address) == 200
        page = urlopen(served.address, timeout=10)
        cookie = page.headers["Set-Cookie"].split(";")[0]
        assert refused(served.origin + "/static/js/textual.js", Cookie=cookie) == 200
        assert refused(served.address, Origin="http://elsewhere.example") == 403


def test_served_on_localhost_only_local_names_get_in(tmp_path: Path) -> None:
    with serve(tmp_path) as served:
        assert "token" not in served.address
        assert refused(served.address) == 200
        assert refused(served.address, Host="attacker.example") == 403, "a renamed address (DNS rebinding)"


def test_a_player_builds_saves_and_prints_in_chromium(tmp_path: Path, browser) -> None:
    from pypdf import PdfReader

    folder = tmp_path / "rosters"
    folder.mkdir()
    systems = [c.id for c in CatalogSet(catalog_path()) if isinstance(c, Catalog)]
    with serve(folder, "--host", "127.0.0.2") as served:
        page = browser.new_page(viewport={"width": 1280, "height": 800}, accept_downloads=True)
        open_editor(page, served.address)
        wait_for(page, "Tank Attack 5.0")
        focus_keys(page)
        press(page, *["ArrowDown"] * systems.index("tank-attack"), "Enter")
        wait_for_box(page, "New army")  # selected as the box takes the focus: typing replaces it
        type_text(page, "Drill Hall Wessex")
        press(page, "Enter")
        wait_for(page, "13 / 36 AP")
        press(page, "/")
        type_text(page, "sturm")  # typed at once: the keys after `/` go to the filter
        press(page, "Enter")
        wait_for(page, "16 / 36 AP")

        press(page, "Control+s")
        wait_for(page, "drill-hall-wessex.yaml")  # the file name the dialog suggests, in its box
        press(page, "Enter")
        wait_for(page, "Saved drill-hall-wessex.yaml")
        saved = folder / "drill-hall-wessex.yaml"
        snap(page, "build-1280x800", tmp_path)

        press(page, "p")
        wait_for(page, "Print to PDF")
        wait_for_button(page, "Print")
        with page.expect_download() as printed:
            page.keyboard.press("Enter")
        assert printed.value.suggested_filename == "drill-hall-wessex.pdf"
        pdf = Path(printed.value.path()).read_bytes()
        wait_for(page, "Printed")
        with page.expect_download() as downloaded:
            page.keyboard.press("d")
        assert downloaded.value.suggested_filename == "drill-hall-wessex.yaml"
        assert Path(downloaded.value.path()).read_text() == saved.read_text()

        phone = browser.new_page(viewport={"width": 390, "height": 844}, accept_downloads=True)
        open_editor(phone, served.address)
        wait_for(phone, "drill-hall-wessex.yaml")  # the recent file, on the start screen
        snap(phone, "start-390x844", tmp_path)
        tap(phone, "roster.yaml")  # the box to type a file name in
        type_text(phone, "drill-hall-wessex.yaml")
        press(phone, "Enter")
        wait_for(phone, "16 / 36 AP")
        snap(phone, "build-390x844", tmp_path)
        columns = phone.evaluate("() => window.armybuilderTerminal.cols")
        assert 60 <= columns < 80, "a phone gets at least 60 columns"
        phone.close()
        page.close()

    roster = load_roster(saved).roster
    report = evaluate(roster, CatalogSet(catalog_path()).get("tank-attack"))
    text = " ".join(page.extract_text() for page in PdfReader(BytesIO(pdf)).pages)
    assert "Drill Hall Wessex" in text and report.fingerprint in text
    assert not list(folder.glob("*.pdf")), "the PDF went to the browser, not into the roster folder"


def test_serve_says_what_is_wrong_with_its_folder_or_port(cli, tmp_path: Path) -> None:
    missing = cli("serve", tmp_path / "missing")
    assert missing.code == 2 and "is not a folder" in missing.err
    with serve(tmp_path) as served:
        port = served.origin.rsplit(":", 1)[1]
        taken = cli("serve", tmp_path, "--port", port)
    assert taken.code == 2 and f"cannot listen on localhost:{port}" in taken.err
    assert "another program uses that port: give another with --port" in taken.err


def test_the_editor_started_by_textual_serve_keeps_to_its_folder(cli, monkeypatch, tmp_path: Path) -> None:
    """textual-serve runs `armybuilder edit` on pipes with Textual's web driver: no terminal needed."""
    from armybuilder.tui.app import ArmyBuilder

    started = []
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(ArmyBuilder, "run", lambda self: started.append(self.services))
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    assert cli("edit").code == 0
    [services] = started
    assert services.browser and services.folder == tmp_path
    monkeypatch.delenv("TEXTUAL_DRIVER")
    assert cli("edit").code == 2, "without a terminal or a browser the editor still refuses"


def test_a_published_page_fits_a_phone_whatever_the_names(cli, browser, tmp_path: Path) -> None:
    """A player's name of 200 letters without a space ran 3,500 px wide off a phone's screen, and
    the page, without a viewport, was drawn 980 px wide and shrunk; the names now wrap."""
    import yaml

    from tests.test_events import EVENT, EXAMPLE

    folder = tmp_path / "inbox"
    folder.mkdir()
    long = EXAMPLE.read_text().replace("A. Player", "P" * 200).replace("Brigade HQ", "B" * 200)
    (folder / "long.yaml").write_text(long.replace("name: 3rd Wessex Rifles", "name: " + "A" * 200))
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(EVENT))
    assert cli("event", "pack", event_file, folder, "-o", tmp_path / "pack").code == 0
    page_file = tmp_path / "lists.html"
    assert cli("event", "publish", tmp_path / "pack" / "lock.json", "-o", page_file).code == 0
    page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True)
    page.goto(page_file.as_uri())
    snap(page, "published-phone", tmp_path)
    assert page.evaluate("[window.innerWidth, document.documentElement.scrollWidth]") == [390, 390]
