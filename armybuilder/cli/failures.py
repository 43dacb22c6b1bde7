"""What a command says when the system refuses it a file: which file, why, and what to do."""

import errno

from armybuilder.files.atomic import CannotWrite

STANDARD_OUTPUT = "standard output"
"""The name a failed write to standard output carries (see `cli._Output`)."""

_CHECK_PATH = "check the path, and that nothing moved or deleted it while armybuilder ran"
_CHECK_RIGHTS = "check that you may read it and write to its folder"
_ADVICE = {
    errno.ENOENT: _CHECK_PATH,
    errno.ENOTDIR: _CHECK_PATH,
    errno.EACCES: _CHECK_RIGHTS,
    errno.EPERM: _CHECK_RIGHTS,
    errno.EROFS: "that disk may only be read: write somewhere else",
    errno.ENOSPC: "the disk is full: free some space, or write somewhere else",
    errno.EDQUOT: "your share of the disk is used up: free some space, or write somewhere else",
    errno.EISDIR: "give the path of a file, not a folder",
    errno.ENAMETOOLONG: "give a shorter path",
    errno.EMFILE: "too many files are open: close some programs and run again",
    errno.ENFILE: "too many files are open: close some programs and run again",
    errno.EIO: "the disk failed: check it, then run again",
    errno.EAGAIN: "let that command finish, then run this again",
}


def refused(error: OSError) -> str:
    """'cannot write army.pdf: No space left on device; the disk is full: ...' for an OSError."""
    reason = error.strerror or str(error)
    if error.filename == STANDARD_OUTPUT:
        advice = (
            "run it with its output going to a terminal, a file or a pipe"
            if error.errno == errno.EBADF
            else _ADVICE.get(error.errno or 0, "send the output somewhere else (`> FILE`)")
        )
        return f"cannot write to standard output: {reason}; {advice}"
    advice = _ADVICE.get(error.errno or 0, "run again; if it fails again, check the file and its folder")
    if isinstance(error, CannotWrite):
        return f"cannot write {error.filename}: {reason}; {advice} (any file already there is unchanged)"
    if error.filename:
        return f"cannot read or write {error.filename}: {reason}; {advice}"
    return f"a file cannot be read or written: {reason}; {advice}"
