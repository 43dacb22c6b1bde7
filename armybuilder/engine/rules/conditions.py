"""When a catalog rule applies: the options a roster sets against the values a rule names."""

from typing import Any


def holds(when: dict[str, Any], options: dict[str, Any]) -> bool:
    """Whether every option named in `when` has the value (or one of the values) given."""
    for key, wanted in when.items():
        actual = options.get(key)
        choices = wanted if isinstance(wanted, list) else [wanted]
        if not any(_same(actual, choice) for choice in choices):
            return False
    return True


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return a == b
