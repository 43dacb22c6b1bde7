"""A plain `check` of a roster whose catalog is cached imports no code it does not use."""

import os
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).parent.parent / "catalogs" / "examples" / "tank-attack-36ap.yaml"

CODE = (
    "import sys\n"
    "from armybuilder.cli import main\n"
    "try:\n"
    f"    main(['check', {str(EXAMPLE)!r}])\n"
    "except SystemExit:\n"
    "    pass\n"
    "print('LATE', [name for name in ('armybuilder.lint',) if name in sys.modules])\n"
)


def test_check_with_a_cached_catalog_leaves_lint_unloaded(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    for _ in range(2):  # the first run builds the cache, and lints the catalog to do so
        run = subprocess.run(
            [sys.executable, "-c", CODE], capture_output=True, text=True, env=env, cwd=tmp_path
        )
    assert run.stdout.splitlines()[-1] == "LATE []", run.stdout + run.stderr
