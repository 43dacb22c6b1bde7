"""The collector kept off while a command loads its work.

Loading allocates much and frees little: the collector's passes would find nothing (in the
editor they took a tenth of the time to its first frame). `cli.main` turns it off before a
command runs; the command, once it has imported its work, calls `loaded`.
"""

import gc


def loaded() -> None:
    """Everything imported so far lives until exit: the collector leaves it be from now on (and
    never walks it again and again while thousands of rosters are checked), and runs again."""
    gc.freeze()
    gc.enable()
