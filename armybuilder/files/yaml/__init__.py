"""Reading YAML safely: size and encoding checks, duplicate keys, alias bombs, and positions.

Parsing uses PyYAML's C loader (`loader`), behind the hostile-input guards (`limits`); a syntax
error is worded in `syntax`. Positions (`positions`) are found only when a message needs one, by
composing the document again and walking its nodes, so a good file pays nothing for them.
"""

from pathlib import Path
from typing import Any

import yaml

from armybuilder.errors import InputError
from armybuilder.files.yaml.limits import MAX_VALUES, TOO_DEEP, check_expansion, check_structure
from armybuilder.files.yaml.loader import load
from armybuilder.files.yaml.syntax import syntax_error


def parse(text: str, path: Path | str, *, max_values: int = MAX_VALUES) -> Any:
    """The document as plain Python data; an InputError (`file.syntax`) with line and column if not."""
    check_structure(text, path, max_values)
    try:
        data = load(text)
    except yaml.MarkedYAMLError as error:
        raise syntax_error(error, text, path) from None
    except yaml.YAMLError as error:
        raise InputError("file.syntax", f"not valid YAML: {error}", file=path) from None
    except RecursionError:
        raise InputError("file.syntax", TOO_DEEP, file=path) from None
    if "&" in text or "*" in text:
        check_expansion(data, text, path, max_values)
    return data


def parse_mapping(
    text: str, path: Path | str, *, kind: str, hint: str = "", max_values: int = MAX_VALUES
) -> dict[str, Any]:
    """Like `parse`, for a file whose top level must be a mapping (a catalog, a template)."""
    data = parse(text, path, max_values=max_values)
    if not isinstance(data, dict):
        raise InputError(
            "file.schema",
            f"a {kind} is a mapping (`key: value` lines) at the top of the file",
            file=path,
            hint=hint,
        )
    return data
