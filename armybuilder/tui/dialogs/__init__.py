"""Modal dialogs. Each is a `ModalScreen[T]` that dismisses with its answer; callers pass a callback."""
