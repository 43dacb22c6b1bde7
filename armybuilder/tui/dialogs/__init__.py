"""Modal dialogs. Each is a `ModalScreen[T]` that dismisses with its answer; callers pass a callback.

Each is imported where it is opened, so the editor starts without loading any."""
