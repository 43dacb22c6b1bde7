"""The `armybuilder` command line: the parser, built from the command modules (`cli/commands/`),
and `main`, which runs the one named. A command loads its work only when it runs, so `check`
starts fast and never loads the TUI or the PDF writer.
"""

import argparse
import contextlib
import errno
import gc
import io
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from armybuilder.cli.commands import COMMANDS
from armybuilder.cli.failures import STANDARD_OUTPUT, refused
from armybuilder.errors import InputError, UsageError
from armybuilder.files.code_cache import keep_compiled
from armybuilder.terminal import printable
from armybuilder.version import __version__


def at_terminal() -> bool:
    """Whether a person is at a terminal: keys come in on stdin, and Textual draws on stderr."""
    return sys.stdin.isatty() and sys.stderr.isatty()


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser for `argv`: where it names a command, only that command's arguments are built,
    the others being names alone (all argparse needs of them then); that spares every run about
    5 ms. Without a command (`--help`, or the start screen) every command is built."""
    given = next((arg for arg in argv if not arg.startswith("-")), None) if argv is not None else None
    only = given if any(given == command.NAME for command in COMMANDS) else None
    parser = argparse.ArgumentParser(
        prog="armybuilder",
        description="Build, check and print army lists for historical miniature wargames.",
        epilog="Run `armybuilder COMMAND --help` for a command's options and examples.",
    )
    parser.add_argument("--version", action="version", version=f"armybuilder {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for command in COMMANDS:
        if only is not None and only != command.NAME:
            commands.add_parser(command.NAME)
            continue
        sub = commands.add_parser(
            command.NAME,
            help=command.SUMMARY,
            description=command.SUMMARY,
            epilog=command.EXAMPLES,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        sub.add_argument(
            "--catalogs", action="append", type=Path, metavar="DIR", help="also search DIR for catalogs"
        )
        command.add_arguments(sub)
    return parser


def console() -> NoReturn:
    """The `armybuilder` program: `main`, then out. When the command has finished and no other
    thread runs, its output is flushed and the process ends at once: the interpreter's teardown,
    freeing every loaded object one by one, would add 15 ms or more to every command."""
    import threading  # loaded by then wherever threads were used

    status = main()
    keep_compiled()
    if threading.active_count() > 1:  # an editor's helper thread, say: let it finish as usual
        sys.exit(status)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(status)


class _Output(io.RawIOBase):
    """Standard output, whose failures name it ("cannot write to standard output: No space left
    on device"); one the shell closed (`>&-`) fails at the first write, so nothing is lost unsaid."""

    def __init__(self, descriptor: int | None) -> None:
        super().__init__()
        self.descriptor = descriptor

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:  # colour and line width follow the terminal, as before
        return self.descriptor is not None and os.isatty(self.descriptor)

    def fileno(self) -> int:
        if self.descriptor is None:
            raise OSError(errno.EBADF, "it was closed when armybuilder started (>&-)", STANDARD_OUTPUT)
        return self.descriptor

    # typeshed types the argument `Buffer`, in the standard library only from Python 3.12; bytes come here.
    def write(self, data: "bytes | bytearray | memoryview") -> int:  # type: ignore[override]
        if self.descriptor is None:
            raise OSError(errno.EBADF, "it was closed when armybuilder started (>&-)", STANDARD_OUTPUT)
        try:
            return os.write(self.descriptor, data)
        except OSError as error:
            raise OSError(error.errno, error.strerror, STANDARD_OUTPUT) from None


def _named_output() -> None:
    real = sys.stdout
    if real is not None and real is not sys.__stdout__:
        return  # already redirected (a test, say): its writes cannot fail that way
    raw = _Output(None if real is None else real.fileno())
    sys.stdout = io.TextIOWrapper(
        io.BufferedWriter(raw),
        encoding=real.encoding if real is not None else "utf-8",
        line_buffering=real is not None and real.line_buffering,
    )


def _answered(status: int) -> int:
    """`status`, once what argparse wrote is out of the buffer; 1, said, if it could not be."""
    try:
        sys.stdout.flush()
    except OSError as error:
        print(printable(f"armybuilder: {refused(error)}"), file=sys.stderr)
        return 1
    return status


def _said_by(args: argparse.Namespace) -> str:
    """The command an error comes from, as it was typed: `armybuilder event accept`, not `armybuilder event`."""
    action = getattr(args, "action", None)
    return f"armybuilder {args.command}" + (f" {action}" if action else "")


class _Interrupts:
    """Ctrl-C that Python swallowed: one landing while the interpreter runs a callback of its own
    (freeing a module's import lock, say) is printed as "Exception ignored ... KeyboardInterrupt"
    and lost, and the command went on to exit 0. Within the block such an interrupt is kept, and
    said as an interrupt: exit 130, no traceback."""

    def __init__(self) -> None:
        self.seen = False
        self._hook = sys.unraisablehook

    def __enter__(self) -> None:
        self._hook = sys.unraisablehook
        sys.unraisablehook = self._unraisable

    def __exit__(self, *_: object) -> None:
        sys.unraisablehook = self._hook

    def _unraisable(self, unraisable: Any) -> None:
        if isinstance(unraisable.exc_value, KeyboardInterrupt):
            self.seen = True
        else:
            self._hook(unraisable)


def main(argv: list[str] | None = None) -> int:
    _named_output()
    if sys.stderr is None:  # started with it closed (`>&-`): say nothing there
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - open until the process ends
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")  # a console that lacks ★ or × still gets the rest
    # The collector stays off while the command loads its work (see `cli.loading`), from the parsing
    # on: an option's type may load some (`edit --name` checks it against the roster schema).
    gc.disable()
    try:
        return _run(argv)
    finally:
        gc.enable()  # on again however the command ended (tests call `main` again and again)


def _run(argv: list[str] | None) -> int:
    parser = build_parser(sys.argv[1:] if argv is None else argv)
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:  # --help or --version answered, or a usage error said
        return _answered(int(done.code or 0))
    for folder in getattr(args, "catalogs", None) or []:
        if not folder.is_dir():
            parser.error(printable(f"--catalogs {folder}: no such folder"))
    if args.command is None:
        if not at_terminal():
            parser.print_help()
            return 0
        args = parser.parse_args(["edit"])  # a person at a terminal gets the start screen
    command = next(command for command in COMMANDS if args.command == command.NAME)
    interrupted = _Interrupts()
    try:
        with interrupted:
            status = int(command.run(args))
        sys.stdout.flush()  # a full disk or closed pipe is reported here, not at exit
        return 130 if interrupted.seen else status
    except InputError as error:
        print("\n".join(error.lines()), file=sys.stderr)
        return 1
    except UsageError as error:
        print(f"{_said_by(args)}: {printable(str(error))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        sys.stderr.close()
        return 1
    except OSError as error:
        print(printable(f"{_said_by(args)}: {refused(error)}"), file=sys.stderr)
        return 1
    except Exception as error:  # a bug: say so briefly, with the details on request
        if os.environ.get("ARMYBUILDER_DEBUG"):
            raise
        print(
            f"{_said_by(args)}: unexpected error ({type(error).__name__}: {printable(str(error))}).\n"
            "This is a bug in armybuilder; run again with ARMYBUILDER_DEBUG=1 for the details and report them.",
            file=sys.stderr,
        )
        return 1
