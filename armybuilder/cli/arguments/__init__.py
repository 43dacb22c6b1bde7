"""Each command's summary, examples and arguments, one module per command.

Kept apart from the commands themselves, which load what they need only when they run: building
the parser for `--help` or for any one command imports these small modules alone.
"""
