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

from armybuilder.web.limits import Limits
from tests.browser import Served, serve

MB = 1024 * 1024
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
    with server(tmp_path, "--tabs", "2") as served:
        async with aiohttp.ClientSession() as session:
            first = await session.ws_connect(ws_url(served))
            second = await session.ws_connect(ws_url(served))
            await first_screen(first)
            full = page(served)
            assert (
                full.status == 503
                and "every editor this server runs at once (2) is in use" in full.read().decode()
            )
            async with session.ws_connect(ws_url(served)) as third:
                message = await closing(third)
                assert "every editor this server runs at once (2) is in use" in message.extra, message
            assert len(editors(served)) == 2
            await first.close()
            until(lambda: page(served).status == 200, "a closed tab frees its place")
            await second.close()


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
