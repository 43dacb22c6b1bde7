"""`armybuilder event serve` in a real Chromium, at desktop and phone size, as an organiser and
three players use it: players added, lists handed in by paste and by file, the reading and the
verdict shown, a second hand-in, the deadline passing, a late list accepted, lock, the pack
downloaded, publish. The server runs twice on one store, its clock before the deadline and then
after it (SOURCE_DATE_EPOCH)."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

import pytest
import yaml

from tests.browser import HOW_TO_RUN, REQUIRED_ENV, chromium
from tests.conftest import SHIPPED
from tests.served_event import serving

SCREENSHOTS = os.environ.get("ARMYBUILDER_SCREENSHOTS")
"""A folder to keep the test's screenshots in, to look at them."""
DEADLINE = datetime.datetime(2027, 3, 7, 23, 59, tzinfo=datetime.timezone(datetime.timedelta(hours=1)))
EVENT = {
    "event": 1,
    "name": "Drill Hall 2027",
    "system": "tank-attack",
    "limit": 36,
    "deadline": DEADLINE.isoformat(),
    "options": {"scale": "15mm"},
}
EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"
TEXT_LIST = "Tank Attack\n\nGeneral: Rifles\n4 x Rifles\n2 x Tanks\nMachinegun\nsome chatter here\n"
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


@pytest.fixture
def browser():
    path = chromium()
    if path is None:
        if os.environ.get(REQUIRED_ENV) == "required":
            pytest.fail(HOW_TO_RUN)
        pytest.skip(HOW_TO_RUN)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, args=FLAGS)
        yield launched
        launched.close()


def snap(page, name: str, tmp_path: Path) -> None:
    folder = Path(SCREENSHOTS) if SCREENSHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=folder / f"{name}.png", full_page=True)


def fits(page) -> None:
    """Nothing on the page is wider than the screen: a phone never scrolls sideways."""
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"the page is {width} px wide"


@pytest.mark.parametrize("size", SIZES)
def test_an_event_handed_in_on_the_web_page(tmp_path: Path, browser, size: str) -> None:
    width, height = SIZES[size]
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump(EVENT))
    data = tmp_path / "data"
    ben_file = tmp_path / "ben.yaml"
    ben_file.write_text(EXAMPLE.read_text().replace("A. Player", "Ben Ortiz"))

    def page():
        return browser.new_page(viewport={"width": width, "height": height}, accept_downloads=True)

    with serving(event, data, at=DEADLINE - datetime.timedelta(days=2)) as (_, organiser_link):
        organiser = page()
        organiser.goto(organiser_link)
        organiser.fill("#name", "Anna Smith")
        organiser.fill("#email", "anna@example.org")
        organiser.get_by_role("button", name="Add", exact=True).click()
        anna = organiser.locator("#added .link").first.inner_text()
        organiser.fill("#csv", "Ben Ortiz,ben@example.org\nErin Wu,erin@example.org\n")
        organiser.get_by_role("button", name="Add", exact=True).click()
        ben, erin = organiser.locator("#added .link").all_inner_texts()
        assert organiser.locator("#players tbody tr").count() == 3
        fits(organiser)
        snap(organiser, f"organiser-players-{size}", tmp_path)

        player = page()
        player.goto(anna)
        assert "2 days" in player.inner_text(".left")
        player.fill("#text", TEXT_LIST)
        player.get_by_role("button", name="Check", exact=True).click()
        assert "VALID" in player.inner_text("#checked .verdict")
        reading = player.inner_text("table.reading")
        assert "4 x Rifles" in reading and "not read" in reading
        assert player.locator("#receipt").count() == 0  # a check keeps nothing
        fits(player)
        snap(player, f"player-checked-{size}", tmp_path)
        player.get_by_role("button", name="Hand in this list").click()
        receipt = player.inner_text("#receipt")
        assert "locked" in receipt and "+01:00" in receipt
        snap(player, f"player-receipt-{size}", tmp_path)
        # A second hand-in, by file this time: the newest counts.
        player.set_input_files("#file", str(EXAMPLE))
        player.fill("#text", "")
        player.get_by_role("button", name="Hand in this list").click()
        assert "3rd Wessex Rifles" in player.inner_text("#receipt")
        assert "superseded" in player.inner_text("table.history")

        other = page()
        other.goto(ben)
        other.set_input_files("#file", str(ben_file))
        other.get_by_role("button", name="Hand in this list").click()
        assert "locked" in other.inner_text("#receipt")
        other.close()

    with serving(event, data, at=DEADLINE + datetime.timedelta(hours=3)) as (_, organiser_link):
        # The same store, served again on another port: the links keep their tokens.
        erin = organiser_link.split("/o/")[0] + "/p/" + erin.split("/p/")[1]
        late = page()
        late.goto(erin)
        assert "deadline has passed" in late.inner_text(".left")
        late.fill("#text", TEXT_LIST)
        late.get_by_role("button", name="Hand in this list").click()
        assert "waits for the organiser" in late.inner_text("#receipt")
        fits(late)
        snap(late, f"player-late-{size}", tmp_path)

        organiser.goto(organiser_link)
        rows = organiser.inner_text("#players")
        assert "late" in rows and "3rd Wessex Rifles" in rows
        organiser.get_by_role("button", name="Lock and pack").click()
        assert "Locked" in organiser.inner_text("#notice")
        organiser.fill("#accept", "Erin Wu")
        organiser.click("button:has-text('Accept')")
        assert "Accepted: Erin Wu" in organiser.inner_text("#notice")
        erin_row = organiser.locator("#players tr", has_text="Erin Wu").inner_text()
        assert "locked" in erin_row
        organiser.get_by_role("button", name="Lock and pack").click()
        with organiser.expect_download() as pack:
            organiser.click("text=judges' pack (PDF)")
        assert Path(pack.value.path()).read_bytes().startswith(b"%PDF")
        organiser.get_by_role("button", name="Publish the lists").click()
        assert "Published" in organiser.inner_text("#notice")
        fits(organiser)
        snap(organiser, f"organiser-locked-{size}", tmp_path)

        late.goto(erin)
        late.click("text=Every player's list, as published")
        published = late.content()
        assert "Anna Smith" in published and "Erin Wu" in published and "anna@example.org" not in published
        assert "sans-serif" in late.evaluate("getComputedStyle(document.body).fontFamily"), (
            "styled, as published"
        )

        # Withdrawing takes a tick first: a stray tap on a phone withdraws no one.
        late.goto(erin)
        late.get_by_role("button", name="Withdraw from the event").click()
        assert "withdrawn" not in late.inner_text("#status")
        sure = late.get_by_label("I mean it")
        assert sure.bounding_box()["width"] < 40, "the tick sits beside its words"
        sure.check()
        late.get_by_role("button", name="Withdraw from the event").click()
        said = late.inner_text("main")
        assert "You have withdrawn" in late.inner_text("#status") and said.count("You have withdrawn") == 1
