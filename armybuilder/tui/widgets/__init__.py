"""The build screen's panes, each carrying its own default styles."""
