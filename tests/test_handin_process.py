"""`armybuilder event serve` as a real process: an acknowledged hand-in survives kill -9, and a
second server on the same folder is refused with a message."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import urllib.request
from pathlib import Path

import yaml

from tests.conftest import SHIPPED
from tests.served_event import HANG, serve_command, serving

EVENT = {"event": 1, "name": "Drill Hall 2027", "system": "tank-attack", "limit": 36}
EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"


def post(url: str, body: dict[str, object]) -> tuple[int, dict[str, object]]:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json", "Accept": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=HANG) as response:
        return response.status, json.loads(response.read())


def test_an_acknowledged_hand_in_survives_kill_9(tmp_path: Path) -> None:
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump(EVENT))
    data = tmp_path / "data"
    with serving(event, data) as (process, organiser):
        _, added = post(f"{organiser}players", {"name": "Anna Smith", "email": "anna@example.org"})
        status, kept = post(f"{added['link']}lists", {"text": EXAMPLE.read_text()})
        assert status == 201
        os.kill(process.pid, signal.SIGKILL)  # at once, after the answer: no shutdown of any kind
        process.wait(timeout=HANG)
    db = sqlite3.connect(data / "event.sqlite")
    rows = db.execute("SELECT army, fingerprint, status FROM lists").fetchall()
    assert rows == [(kept["army"], kept["fingerprint"], kept["status"])]
    # And the server starts again on it, with the same organiser's link.
    with serving(event, data) as (_, again):
        assert again.split("/o/")[1] == organiser.split("/o/")[1]


def test_a_second_server_on_one_folder_is_refused_with_a_message(tmp_path: Path) -> None:
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump(EVENT))
    data = tmp_path / "data"
    with serving(event, data):
        second = subprocess.run(
            serve_command(event, data),
            capture_output=True,
            text=True,
            timeout=HANG,
        )
    assert second.returncode == 2
    assert f"another `armybuilder event serve` is serving {data.resolve()} already" in second.stderr


def test_a_url_that_is_no_web_address_is_refused(cli, tmp_path: Path) -> None:
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump(EVENT))
    result = cli("event", "serve", event, "--url", "lists.example.org")
    assert result.code == 2 and "--url lists.example.org is not the address of a web page" in result.err
    assert not (tmp_path / "event.sqlite").exists()  # refused before anything is made


def test_on_every_address_without_url_the_organiser_is_told_the_links_need_one(tmp_path: Path) -> None:
    """`--host 0.0.0.0` for a club's network puts 0.0.0.0 in every link, which no player's
    machine opens: the server says so, and what to give instead."""
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump(EVENT))
    process = subprocess.Popen(
        serve_command(event, tmp_path / "d", "--host", "0.0.0.0"),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert process.stdout is not None
        said = []
        while (line := process.stdout.readline()) and "Press Ctrl+C" not in line:
            said.append(line)  # until it listens, or stops
    finally:
        process.kill()
        process.wait(timeout=HANG)
    assert "Organiser's page: http://0.0.0.0:" in said[1], said
    assert "carry 0.0.0.0, which their machines cannot open: give --url" in "".join(said)


def test_the_lock_and_the_packs_outputs_are_the_organisers_alone(tmp_path: Path) -> None:
    """In the event's own folder (the default DIR, often readable by everyone), the lock and the
    pack hold every player's address and list: the server writes them for the organiser alone,
    whatever the umask it was started with."""
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump(EVENT))
    event.chmod(0o644)
    tmp_path.chmod(0o755)
    before = os.umask(0o022)
    try:
        with serving(event, tmp_path) as (_, organiser):
            _, added = post(f"{organiser}players", {"name": "Anna Smith", "email": "anna@example.org"})
            assert post(f"{added['link']}lists", {"text": EXAMPLE.read_text()})[0] == 201
            assert post(f"{organiser}lock", {})[0] == 200
            assert post(f"{organiser}publish", {})[0] == 200
    finally:
        os.umask(before)
    made = [path for path in tmp_path.rglob("*") if path != event]
    assert {"lock.json", "judges-pack.pdf", "lists.html", "notes"} <= {path.name for path in made}
    loose = {str(path.relative_to(tmp_path)): oct(path.stat().st_mode & 0o777) for path in made}
    assert {name: mode for name, mode in loose.items() if int(mode, 8) & 0o077} == {}
