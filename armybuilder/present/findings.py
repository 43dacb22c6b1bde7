"""A finding in words, for one audience: its severity, code, place, message, fix and advice as
parts apart, which every view (the CLI, the notes, the sheets, the editor) styles and none words.

Two forms: as the file reads (`file_words`: the place as a path, ids quoted, for `check` and the
notes) and as the player knows the army (`named_words`: entries by unit and formation, fixes as edits,
for the editor and the sheets).
"""

from collections.abc import Iterable
from dataclasses import dataclass, replace

from armybuilder.engine.codes import Audience, told
from armybuilder.engine.report import Problem, Report, Severity, offered
from armybuilder.engine.sentence import parts_of
from armybuilder.engine.where import Where
from armybuilder.present.advice import advice_for
from armybuilder.present.keys import press
from armybuilder.present.places import fix_words, place_name
from armybuilder.schema.catalog import Catalog


@dataclass(frozen=True)
class Words:
    """One finding as its audience reads it."""

    severity: Severity
    code: str
    place: str
    """The entry it is about: its path as the file reads, or its name; '' where it is the roster's."""
    message: str
    fix: str
    """The edit its fix makes, in words; '' where it has none (or the words are the file's)."""
    advice: str
    """What else to do: the audience's own advice (for the editor, a key), else the finding's hint."""
    keyed: bool
    """Whether `advice` is the audience's own (`present/advice.py`'s), not the finding's hint."""
    rule: str

    @property
    def fix_key(self) -> str:
        """The fix as the editor offers it, 'press f to change sturmtrupe to Sturmtruppe'; '' where
        there is none."""
        return press("fix", self.fix) if self.fix else ""

    @property
    def headline(self) -> str:
        """'[code] message': a finding on one line of a list of rosters."""
        return f"[{self.code}] {self.message}"

    @property
    def placed(self) -> str:
        """'[code] place: message': the headline, saying where where it can."""
        return f"[{self.code}] {self.place}: {self.message}" if self.place else self.headline

    @property
    def one_line(self) -> str:
        """The headline with the message's line breaks and runs of spaces made single spaces."""
        return f"[{self.code}] {' '.join(self.message.split())}"


def told_of(problems: Iterable[Problem], audience: Audience) -> tuple[Problem, ...]:
    """The findings `audience` is told of (a note leaves out what names other players' lists)."""
    return tuple(problem for problem in problems if told(problem.code, audience))


def file_words(problem: Problem, audience: Audience, at: str = "") -> Words:
    """A finding as the file reads: its place a path (or `at`, its line and column where the file
    could not be read as a roster), its message and hint as the engine wrote them, but for advice
    `present/advice.py` gives this audience instead of the hint."""
    advice = _advice(problem, audience, place="", general="", fixed=frozenset())
    return Words(
        problem.severity,
        problem.code,
        at or str(problem.where),
        problem.message,
        "",
        advice or problem.hint,
        bool(advice),
        problem.rule,
    )


def named_words(problem: Problem, report: Report, catalog: Catalog, audience: Audience) -> Words:
    """A finding as the player knows the army: entries by name, its fix as an edit, file quoting dropped."""
    place = place_name(problem.unit, report) if problem.unit else ""
    if audience == "editor" and problem.where.option_key is not None:
        # A roster option is changed in one dialog, whatever the code.
        advice = press("roster_options", "change the roster's options")
    else:
        advice = _advice(problem, audience, place=place, general=report.general_title, fixed=report.fixed)
    own = bool(advice)
    if not own:  # the finding's hint, its offers keyed in the editor
        keyed = audience == "editor" and problem.offers
        advice = _keyed_offers(problem, report) if keyed else player_text(problem.hint, report)
    return Words(
        problem.severity,
        problem.code,
        place,
        player_text(problem.message, report),
        fix_words(problem.fix, report, catalog) if problem.fix is not None else "",
        advice,
        own,
        problem.rule,
    )


def _keyed_offers(problem: Problem, report: Report) -> str:
    """A hint's offers as the editor says them: an offer that changes the limit or a roster option
    names the key of the dialog that changes them ('raise army-size (press O)')."""
    return offered(
        replace(
            offer,
            text=player_text(offer.text, report) + (f" ({press('roster_options')})" if offer.changes else ""),
        )
        for offer in problem.offers
    )


def _advice(problem: Problem, audience: Audience, *, place: str, general: str, fixed: frozenset[str]) -> str:
    return advice_for(
        problem.code,
        audience,
        place=place,
        general=general,
        warning=problem.severity == "warning",
        fixed=fixed,
    )


def player_text(text: str, report: Report) -> str:
    """A message or hint with the roster's entries it names by name rather than by path, and its
    file quoting (backticks) dropped."""
    words = (place_name(part, report) if isinstance(part, Where) else part for part in parts_of(text))
    return "".join(words).replace("`", "")
