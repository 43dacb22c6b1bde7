"""Modal dialogs. Each is a `Dialog` (`form.py`), most a `FormDialog`, that dismisses with its
answer; callers pass a callback.

Each is imported where it is opened, so the editor starts without loading any."""
