"""The headers every page armybuilder serves carries."""

FRAMING = {"Content-Security-Policy": "frame-ancestors 'none'", "X-Frame-Options": "DENY"}
"""No other site may show a page of ours in a frame (and trick a player into clicking in it)."""
