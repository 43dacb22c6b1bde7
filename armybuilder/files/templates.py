"""Finding and loading print templates: a shipped one by name, or a user's file, with located errors."""

from pathlib import Path

from armybuilder.engine.where import top
from armybuilder.errors import InputError
from armybuilder.files.opening import kind_of
from armybuilder.files.places import shipped
from armybuilder.files.text import read_text
from armybuilder.files.yaml import parse_mapping
from armybuilder.files.yaml.explain import validate
from armybuilder.files.yaml.positions import Locator
from armybuilder.schema.template import Template

DEFAULT = "a4"


def template_names() -> list[str]:
    """The shipped templates, by the name `--template` takes."""
    return sorted(path.stem for path in shipped("templates").glob("*.yaml"))


def template_titles() -> dict[str, str]:
    """The shipped templates' titles ("A4, portrait"), by the name `--template` takes."""
    titles = {}
    for name in template_names():
        try:
            template = load_template(name)
        except InputError:  # a broken shipped file is said where it is printed with, not here
            titles[name] = name
            continue
        titles[name] = f"{template.name}, {template.page.orientation}"
    return titles


def template_file(spec: str) -> Path:
    """The file `--template` means: a path (with a folder or a .yaml ending), else a shipped name."""
    path = Path(spec)
    if path.suffix in {".yaml", ".yml"} or len(path.parts) > 1:
        return path
    named = shipped("templates") / f"{spec}.yaml"
    if not named.is_file():
        raise InputError(
            "file.unreadable",
            f"no template named `{spec}`; the shipped ones are {', '.join(template_names())}",
            file=spec,
            hint="give a shipped template's name, or the path of your own template file",
        )
    return named


def load_template(spec: str | None = None) -> Template:
    """The template `spec` names (`--template`; the default where it names none), its font files
    made absolute; an InputError naming line and column if not."""
    file = template_file(spec or DEFAULT)
    text = read_text(file)
    data = parse_mapping(
        text, file, kind="template", hint="start from a shipped template, e.g. templates/a4.yaml"
    )
    template = validate(Template, data, text=text, file=file)
    fonts = {}
    for face in ("regular", "bold"):
        name = getattr(template.fonts, face)
        if name is None:
            continue
        font = (file.parent / name).resolve()
        if not font.is_file():
            raise InputError(
                "file.schema",
                f"{top('fonts').key(face)}: {font} is {kind_of(font.stat().st_mode)}, not a font file"
                if font.exists()
                else f"{top('fonts').key(face)}: no font file {font}",
                file=file,
                at=Locator(text).find(["fonts", face]),
                where=top("fonts").key(face),
                hint="give the path of a TrueType (.ttf) file, relative to the template",
            )
        fonts[face] = str(font)
    if fonts:
        template = template.model_copy(update={"fonts": template.fonts.model_copy(update=fonts)})
    return template
