"""The start screen, the build screen and the help screen."""
