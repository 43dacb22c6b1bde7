"""The organiser's use cases, one module each, over `engine/custody` and `engine/lock`, which
decide and stay pure: `cli/` only takes their arguments and prints what they give."""
