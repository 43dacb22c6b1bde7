"""The terminal UI: build and edit a roster with the engine's report always in view.

Imported only when the TUI runs, so the other commands never load Textual.
"""
