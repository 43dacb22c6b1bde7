"""The start screen, the build screen (`build.py`, with the `build_*.py` rooms mixed into it) and
the help screen."""
