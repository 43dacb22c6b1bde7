"""Driving `armybuilder serve` in a real Chromium, for the browser test and `make bench`.

The page draws the editor on a canvas, so the screen is read from xterm's own buffer: a hook
installed before the page's scripts run catches the terminal object as textual-serve creates it.
Keys reach the editor once the terminal's hidden textarea has the focus.
"""

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
REQUIRED_ENV = "ARMYBUILDER_BROWSER_TEST"
"""Set to `required` (as .ci/run does) to make a missing Chromium fail rather than skip."""
HANG = 60
"""Seconds after which a wait on the page fails: a bound that catches a hang, not a speed target."""
HOW_TO_RUN = (
    "the browser test needs Debian's Chromium: `sudo apt-get install chromium` (make test installs it "
    "when run as root), or point CHROMIUM at a Chromium binary"
)

CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true, enumerable: true});
    if (value && value.buffer) window.armybuilderTerminal = value;
  },
});
"""

SCREEN = """() => {
  const terminal = window.armybuilderTerminal;
  if (!terminal) return "";
  const buffer = terminal.buffer.active;
  const lines = [];
  for (let y = 0; y < terminal.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines.join("\\n");
}"""

SHOWS = f"(text) => ({SCREEN})().includes(text)"

IN_FOCUSED_BOX = """(text) => {
  const terminal = window.armybuilderTerminal;
  if (!terminal) return false;
  const buffer = terminal.buffer.active;
  const line = buffer.getLine(buffer.viewportY + buffer.cursorY);
  return !!line && line.translateToString(true).includes(text);
}"""
"""Whether the text box with the focus shows `text`: Textual puts the terminal's cursor in the box
that has the focus (where an input method writes), so the cursor's line is that box's."""

DRAWN_FOCUSED = f"""(text) => {{
  const terminal = window.armybuilderTerminal;
  if (!terminal) return false;
  const buffer = terminal.buffer.active;
  const lines = ({SCREEN})().split("\\n");
  return lines.some((shown, y) => {{
    const line = buffer.getLine(buffer.viewportY + y);
    for (let x = shown.indexOf(text); x >= 0; x = shown.indexOf(text, x + 1)) {{
      const cells = [...text].map((_, n) => line.getCell(x + n));
      if (cells.every((cell) => cell && cell.isInverse())) return true;
    }}
    return false;
  }});
}}"""
"""Whether `text` is drawn in reverse, as Textual draws the button that has the focus."""

KEY_TO_TEXT = f"""([key, text]) => new Promise((resolve) => {{
  const terminal = window.armybuilderTerminal;
  const started = performance.now();
  const parsed = terminal.onWriteParsed(() => {{
    if (({SCREEN})().includes(text)) {{
      parsed.dispose();
      resolve(performance.now() - started);
    }}
  }});
  terminal.input(key);
}})"""
"""Milliseconds from a key typed into the terminal to `text` in its buffer, timed in the page."""


def chromium() -> str | None:
    """The Chromium to drive: $CHROMIUM if set, else Debian's."""
    if given := os.environ.get("CHROMIUM"):
        return given if Path(given).is_file() else None
    return next((p for p in CHROMIUM_PATHS if Path(p).exists()), None) or shutil.which("chromium")


@dataclass
class Served:
    process: subprocess.Popen
    address: str
    """The address printed, token included."""

    @property
    def origin(self) -> str:
        return re.sub(r"/(\?.*)?$", "", self.address)


@contextmanager
def serve(folder: Path, *args: str) -> Iterator[Served]:
    """`armybuilder serve FOLDER ARGS` on a free port, until the block ends."""
    process = subprocess.Popen(
        [sys.executable, "-m", "armybuilder", "serve", str(folder), "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        said = []
        assert process.stdout is not None
        for line in process.stdout:
            said.append(line)
            if found := re.search(r"Open (http://\S+) in a web browser", line):
                break
        else:
            raise AssertionError(f"armybuilder serve did not start:\n{''.join(said)}")
        yield Served(process, found.group(1))
    finally:
        process.terminate()
        process.wait(timeout=20)


def screen(page) -> str:
    return page.evaluate(SCREEN)


def _wait(page, condition: str, text: str, what: str, timeout: float) -> float:
    try:
        page.wait_for_function(condition, arg=text, timeout=timeout * 1000, polling="raf")
    except Exception as error:
        raise AssertionError(f"the page never showed {what}; it shows:\n{screen(page)}") from error
    return time.perf_counter()


def wait_for(page, text: str, timeout: float = HANG) -> float:
    """Wait until the editor shows `text`; return when it did (time.perf_counter)."""
    return _wait(page, SHOWS, text, repr(text), timeout)


def wait_for_box(page, text: str, timeout: float = HANG) -> None:
    """Wait until the text box that has the focus shows `text`: the keys typed next go into it."""
    _wait(page, IN_FOCUSED_BOX, text, f"{text!r} in the focused box", timeout)


def wait_for_button(page, label: str, timeout: float = HANG) -> None:
    """Wait until the button `label` has the focus: `enter` presses it."""
    _wait(page, DRAWN_FOCUSED, label, f"the button {label!r} focused", timeout)


def key_to_text(page, key: str, text: str) -> float:
    """Seconds from `key` (as the terminal sends it) to `text` on the screen, measured in the page,
    so the test driver's own round trips are left out."""
    return page.evaluate(KEY_TO_TEXT, [key, text]) / 1000


def open_editor(page, address: str) -> None:
    page.add_init_script(CATCH_TERMINAL)
    # Only the served editor: no request leaves this computer.
    page.route(re.compile(r"^https?://(?!127\.|localhost)"), lambda route: route.abort())
    page.goto(address)


def focus_keys(page) -> None:
    page.locator(".xterm-helper-textarea").focus()


def press(page, *keys: str) -> None:
    """Press keys one after another, as fast as the page takes them: where a key moves the focus,
    wait for the editor to show it before typing on."""
    for key in keys:
        page.keyboard.press(key)


def tap(page, text: str) -> None:
    """Click (tap) the middle of `text` where the editor shows it."""
    lines = screen(page).splitlines()
    row = next((n for n, line in enumerate(lines) if text in line), None)
    assert row is not None, f"{text!r} is not on the screen:\n" + "\n".join(lines)
    column = lines[row].index(text) + len(text) / 2
    box = page.locator(".xterm-screen").bounding_box()
    columns, rows = page.evaluate("() => [window.armybuilderTerminal.cols, window.armybuilderTerminal.rows]")
    page.mouse.click(
        box["x"] + column * box["width"] / columns, box["y"] + (row + 0.5) * box["height"] / rows
    )


def type_text(page, text: str) -> None:
    """Type `text` into the box that has the focus, and wait until the box shows it."""
    press(page, *text)
    wait_for_box(page, text)
