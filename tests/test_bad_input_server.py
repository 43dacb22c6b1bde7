"""The bad-input corpus, for `armybuilder serve`: what a browser (or anything speaking HTTP to
it) sends is bounded. Each case runs a real server on localhost only, with loops bounded in count
and time, and asserts a clean answer, an editor that ends with its tab, and a log with no
traceback or path a client could have caused."""

import asyncio
import http.client
import json
import signal
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import aiohttp
import psutil
import pytest

from armybuilder.web.limits import MIB, TAB_MEMORY, Limits, Memory, Room, machine_memory, room, sized
from tests.browser import Served, serve

MB = MIB
GB = 1024 * MIB
WAIT = 20.0
"""Seconds any one thing may take before the case fails as a hang."""


def editors(served: Served) -> list[psutil.Process]:
    return psutil.Process(served.process.pid).children(recursive=True)


def until(done, what: str, seconds: float = WAIT) -> None:
    ended = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < ended, f"{what} within {seconds} s"
        time.sleep(0.1)


@contextmanager
def server(folder: Path, *args: str) -> Iterator[Served]:
    with serve(folder, *args) as served:
        yield served
    log = served.process.stdout.read() if served.process.stdout else ""
    assert "Traceback" not in log and str(Path(__file__).parent.parent) not in log, log


def ws_url(served: Served, query: str = "") -> str:
    return served.origin.replace("http://", "ws://") + "/ws" + query


async def first_screen(socket: aiohttp.ClientWebSocketResponse, seconds: float = WAIT) -> int:
    """Bytes of screen the editor sends in its first seconds (until it goes quiet)."""
    received = 0
    ended = time.monotonic() + seconds
    while time.monotonic() < ended:
        try:
            message = await socket.receive(timeout=2)
        except TimeoutError:
            if received:
                break
            continue
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            break
        received += len(message.data) if message.data else 0
    return received


async def closing(socket: aiohttp.ClientWebSocketResponse) -> aiohttp.WSMessage:
    """The message that closes the socket, the screen before it passed over."""
    ended = time.monotonic() + WAIT
    while time.monotonic() < ended:
        message = await socket.receive(timeout=WAIT)
        if message.type == aiohttp.WSMsgType.CLOSE:
            return message
    raise AssertionError(f"the server did not close the tab within {WAIT} s")


def peak_memory(served: Served) -> int:
    return max((p.memory_info().rss for p in editors(served)), default=0)


async def test_a_huge_terminal_size_is_cut_to_the_largest_allowed(tmp_path: Path) -> None:
    with server(tmp_path) as served:
        huge = ws_url(served, "?width=12000&height=12000")
        async with aiohttp.ClientSession() as session, session.ws_connect(huge) as socket:
            sent = await first_screen(socket)
            peak = peak_memory(served)
            await socket.send_str(json.dumps(["resize", {"width": 20000, "height": 20000}]))
            sent += await first_screen(socket, 5)
            await socket.send_str(json.dumps(["resize", {"width": "x", "height": None}]))
            await socket.send_str("not json")
            peak = max(peak, peak_memory(served))
        until(lambda: not editors(served), "the editor ends with its tab")
    assert 0 < sent < 20 * MB, sent
    assert peak < 200 * MB, peak


@pytest.mark.parametrize("size", [Limits().message + 1, 3_900_000])
async def test_a_message_over_the_limit_closes_the_tab_and_its_editor(tmp_path: Path, size: int) -> None:
    """Closed as too big (1009). A message of megabytes may find the connection closed before
    it is all sent: the server need not read what it refuses."""
    with server(tmp_path) as served:
        async with aiohttp.ClientSession() as session, session.ws_connect(ws_url(served)) as socket:
            await first_screen(socket)
            try:
                await socket.send_str(json.dumps(["stdin", "x" * size]))
            except ConnectionError:
                assert size > 1 * MB, "a message just over the limit is read whole, then refused"
            else:
                message = await socket.receive(timeout=WAIT)
                assert message.type == aiohttp.WSMsgType.CLOSE and message.data == 1009, message
        until(lambda: not editors(served), "the editor ends with its tab")


async def test_a_symlink_loop_among_the_catalogs_is_said_in_the_tab_without_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 21: a loop of links in a catalogs folder closed every tab with no message."""
    catalogs = tmp_path / "catalogs"
    catalogs.mkdir()
    (catalogs / "loop-a.yaml").symlink_to("loop-b.yaml")
    (catalogs / "loop-b.yaml").symlink_to("loop-a.yaml")
    monkeypatch.setenv("ARMYBUILDER_CATALOGS", str(catalogs))
    rosters = tmp_path / "rosters"
    rosters.mkdir()
    with server(rosters) as served:
        async with aiohttp.ClientSession() as session, session.ws_connect(ws_url(served)) as socket:
            shown = b""
            ended = time.monotonic() + WAIT
            while b"round in a loop" not in shown and time.monotonic() < ended:
                message = await socket.receive(timeout=WAIT)
                assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT), message
                shown += message.data if isinstance(message.data, bytes) else message.data.encode()
            assert b"loop-a.yaml not loaded: cannot be read" in shown and b"round in a loop" in shown
            assert str(tmp_path).encode() not in shown, "no path of the server's in the page"


def page(served: Served, path: str = "/", **headers: str) -> http.client.HTTPResponse:
    host, port = served.origin.removeprefix("http://").rsplit(":", 1)
    connection = http.client.HTTPConnection(host, int(port), timeout=WAIT)
    connection.putrequest("GET", path, skip_host="Host" in headers)
    for name, value in headers.items():
        connection.putheader(name, value)
    connection.endheaders()
    return connection.getresponse()


async def test_tabs_past_the_limit_get_a_clear_page(tmp_path: Path) -> None:
    full_said = "every editor this server runs at once (2, up to 400 MB each) is in use"
    with server(tmp_path, "--tabs", "2") as served:
        async with aiohttp.ClientSession() as session:
            first = await session.ws_connect(ws_url(served))
            second = await session.ws_connect(ws_url(served))
            await first_screen(first)
            full = page(served)
            assert full.status == 503 and full_said in full.read().decode()
            async with session.ws_connect(ws_url(served)) as third:
                message = await closing(third)
                assert full_said in message.extra, message
            assert len(editors(served)) == 2
            await first.close()
            until(lambda: page(served).status == 200, "a closed tab frees its place")
            await second.close()


@pytest.mark.parametrize(
    ("memory", "tabs", "each"),
    [
        (Memory(total=23 * GB, available=20 * GB), 25, TAB_MEMORY),  # fifty tabs were 20 GB of 23
        (Memory(total=4 * GB, available=3 * GB), 3, TAB_MEMORY),  # a small laptop
        (Memory(total=8 * GB), 10, TAB_MEMORY),  # a system that says nothing of what is free
        (Memory(), 2, TAB_MEMORY),  # one that says nothing at all: 2 GB is assumed
        (Memory(total=1024 * GB, available=1000 * GB), 50, TAB_MEMORY),  # never more than 50 unasked
        (Memory(total=1 * GB, available=256 * MB), 1, 128 * MB),  # one tab, in what there is
    ],
)
def test_the_tabs_memory_together_fits_in_half_the_memory_free(memory: Memory, tabs: int, each: int) -> None:
    """Fifty tabs at 400 MB each were allowed on a computer of 23 GB: the tabs' editors together
    may now hold at most half the memory free when the server starts (the figures given here,
    not this computer's)."""
    within = room(memory)
    limits, cut = sized(within)
    assert (limits.tabs, limits.tab_memory, cut) == (tabs, each, [])
    assert (
        limits.tabs * limits.tab_memory <= within.memory <= (memory.available or memory.total or 2 * GB) // 2
    )


def test_tabs_or_memory_asked_past_what_fits_are_cut_to_it_and_said() -> None:
    within = Room(1 * GB, "half the memory free")
    limits, cut = sized(within, tabs=10)
    assert (limits.tabs, limits.tab_memory) == (2, TAB_MEMORY)
    assert cut == [
        "--tabs 10 with 400 MB each is more than every tab together may use (1,024 MB, half the memory free): "
        "at most 2 at once"
    ]
    limits, cut = sized(within, tabs=3, tab_memory=4 * GB)
    assert (limits.tabs, limits.tab_memory) == (1, 1 * GB) and len(cut) == 2
    assert cut[0].startswith("--tab-memory 4,096 MB is more than every tab together may use (1,024 MB")
    assert sized(within, tabs=4, tab_memory=200 * MB)[0] == Limits(tabs=4, tab_memory=200 * MB)


def test_the_memory_is_read_from_the_system_or_assumed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    meminfo = tmp_path / "meminfo"
    meminfo.write_text(
        "MemTotal:       24684092 kB\nMemFree:        21133960 kB\nMemAvailable:   24146176 kB\n"
    )
    assert machine_memory(meminfo) == Memory(24684092 * 1024, 24146176 * 1024)
    meminfo.write_bytes(b"\xff\x00 not meminfo")

    def sysconf(name: str) -> int:  # a system that knows its pages but not the free ones
        if name not in ("SC_PHYS_PAGES", "SC_PAGE_SIZE"):
            raise ValueError(f"unrecognized configuration name {name}")
        return 1000 if name == "SC_PHYS_PAGES" else 4096

    monkeypatch.setattr("os.sysconf", sysconf)
    assert machine_memory(meminfo) == Memory(4096 * 1000, None)
    assert room(machine_memory(tmp_path / "missing")).why == "half of this computer's memory"


def test_serve_says_how_many_tabs_fit_and_what_it_cut(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli
) -> None:
    """On a computer with 2 GB free, `--tabs 100` is cut to the two tabs that fit, with why."""
    from armybuilder.web.server import EditorServer

    async def ready_at_once(self: EditorServer, ready) -> None:
        ready(8000)
        assert (self.limits.tabs, self.limits.tab_memory) == (2, TAB_MEMORY)

    monkeypatch.setattr(
        "armybuilder.web.limits.machine_memory", lambda: Memory(total=4 * GB, available=2 * GB)
    )
    monkeypatch.setattr(EditorServer, "run", ready_at_once)
    result = cli("serve", tmp_path, "--tabs", "100")
    assert result.code == 0, result.err
    why = "half the memory free on this computer when the server started"
    assert (
        f"--tabs 100 with 400 MB each is more than every tab together may use (1,024 MB, {why}): at most 2"
        in result.err
    )
    assert (
        f"At most 2 tabs at once, each editor with up to 400 MB (together within 1,024 MB, {why})."
        in result.out
    )


async def test_a_tab_past_what_memory_allows_gets_a_clear_page(tmp_path: Path) -> None:
    """A server sized for 1 GB free (one tab of 400 MB fits in half of it) refuses a second tab
    with a page that names the limit, and takes one again when the first is closed."""
    from aiohttp.test_utils import TestClient, TestServer

    from armybuilder.web.server import EditorServer

    limits, _ = sized(room(Memory(total=4 * GB, available=1 * GB)))
    editors_server = EditorServer("exec true", "localhost", 0, None, limits)  # an editor that ends at once
    async with TestClient(TestServer(await editors_server.make_app(), host="localhost")) as client:
        first = await client.ws_connect("/ws")
        full = await client.get("/")
        said = await full.text()
        assert (
            full.status == 503
            and "every editor this server runs at once (1, up to 400 MB each) is in use" in said
        )
        await first.close()
        ended = time.monotonic() + WAIT
        while (await client.get("/")).status != 200:
            assert time.monotonic() < ended, "a closed tab frees its place"
            await asyncio.sleep(0.1)


async def test_an_editor_past_its_memory_is_stopped_and_the_tab_told(tmp_path: Path) -> None:
    with server(tmp_path, "--tab-memory", "16") as served:
        async with aiohttp.ClientSession() as session, session.ws_connect(ws_url(served)) as socket:
            message = await closing(socket)
            assert message.extra == (
                "This tab's editor used more than 16 MB and was stopped; your unsaved changes are kept aside."
            )
        until(lambda: not editors(served), "the stopped editor is gone")


async def test_an_editor_that_cannot_read_ends_with_its_tab_and_the_server(tmp_path: Path) -> None:
    with server(tmp_path) as served:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(ws_url(served)) as socket:
                await first_screen(socket)
                [editor] = editors(served)
                editor.send_signal(signal.SIGSTOP)  # as busy as can be: it reads nothing, not even SIGTERM
            until(lambda: not editor.is_running(), "an editor that does not quit is ended")
            second = await session.ws_connect(ws_url(served))
            await first_screen(second)
            [editor] = editors(served)
            editor.send_signal(signal.SIGSTOP)
            started = time.monotonic()
            served.process.send_signal(signal.SIGTERM)
            await asyncio.to_thread(served.process.wait, WAIT)
            assert time.monotonic() - started < 15
            until(lambda: not editor.is_running(), "the server's editors end with it")


async def test_a_tab_closing_as_the_server_stops_leaves_no_editor(tmp_path: Path) -> None:
    with server(tmp_path) as served:
        async with aiohttp.ClientSession() as session, session.ws_connect(ws_url(served)) as socket:
            await first_screen(socket)
            [editor] = editors(served)
            editor.send_signal(signal.SIGSTOP)
        served.process.send_signal(signal.SIGTERM)  # while the closed tab's editor is being stopped
        await asyncio.to_thread(served.process.wait, WAIT)
        until(lambda: not editor.is_running(), "the editor ends with the server")


@pytest.mark.parametrize("host", ["[::1", "[", "\u00e9.example"])
def test_a_broken_host_is_refused_cleanly(host: str, tmp_path: Path) -> None:
    with server(tmp_path) as served:
        answer = page(served, Host=host)
        assert answer.status in (400, 403) and b"Traceback" not in answer.read()


MALFORMED = {
    "two-hosts": b"GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n",
    "url-past-8-kib": b"GET /" + b"a" * 20_000 + b" HTTP/1.1\r\nHost: localhost\r\n\r\n",
    "unknown-method": b"FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n",
    "tls-hello": b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(range(200)),
}


@pytest.mark.parametrize("name", MALFORMED)
def test_a_request_that_is_not_http_is_refused_with_one_log_line(name: str, tmp_path: Path) -> None:
    """aiohttp logged these with a traceback naming the server's files; `server` checks the log."""
    with server(tmp_path) as served:
        host, port = served.origin.removeprefix("http://").rsplit(":", 1)
        with socket.create_connection((host, int(port)), timeout=WAIT) as connection:
            connection.sendall(MALFORMED[name])
            answer = connection.recv(65_536)
        assert answer.startswith(b"HTTP/1.0 400 Bad Request"), answer[:200]


def test_no_other_site_may_frame_the_editor(tmp_path: Path) -> None:
    with server(tmp_path) as served:
        for answer in (page(served), page(served, Host="attacker.example"), page(served, "/missing")):
            assert answer.headers["Content-Security-Policy"] == "frame-ancestors 'none'"
            assert answer.headers["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize(
    ("token", "said"),
    [
        ("x", "the token is 1 character; give one of at least 16"),
        ("a" * 15, "the token is 15 characters"),
        ("a token with spaces", "the token may hold only letters, digits and . _ ~ -"),
        ("abcdefghijklmnop#", "the token may hold only"),
        ("abcdefghijklmnop\u00e9", "the token may hold only"),
    ],
)
def test_a_weak_or_unprintable_token_is_refused(token: str, said: str, tmp_path: Path, cli) -> None:
    result = cli("serve", tmp_path, "--host", "127.0.0.2", "--port", "0", "--token", token)
    assert result.code == 2 and said in result.err and result.out == "", result
